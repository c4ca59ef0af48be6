import { App, type Environment } from 'aws-cdk-lib';
import { RECOMMENDED_FEATURE_FLAGS } from './feature-flags';
import { readStageConfig, type StageConfig } from './stage-config';
import { createStageStacks, type StageStacks } from './stage-stacks';

/**
 * Context the app sets unless cdk.json or the command line says otherwise: the recommended feature
 * flags (feature-flags.ts), and how cross-stack references are made. Cross-stack values
 * are read with Fn::GetStackOutput ("weak") instead of exports, so a value the stateful stack hands
 * to the others can change without deadlocking a deployment. The price: a consumer picks up a
 * changed value on its next update, not by itself; the values handed over (table and bucket names,
 * API ids) are physical names that do not change in normal operation. The stateful stack is kept
 * from deletion in production by termination protection and retained resources instead.
 */
export const DEFAULT_APP_CONTEXT: Readonly<Record<string, unknown>> = {
  ...RECOMMENDED_FEATURE_FLAGS,
  '@aws-cdk/core:defaultCrossStackReferences': 'weak',
};

export interface HeirloomAppProps {
  /** Extra context, e.g. { stage: 'prod' } in tests; the CLI's -c values come on top. */
  readonly context?: Record<string, unknown>;
  readonly env?: Environment;
  readonly outdir?: string;
  /**
   * Check the templates against CloudFormation's rules while synthesizing (the CLI's default).
   * It takes seconds; tests that assert on other things turn it off and one test keeps it on.
   */
  readonly validate?: boolean;
}

export interface HeirloomApp {
  readonly app: App;
  readonly config: StageConfig;
  readonly stacks: StageStacks;
}

/** The CDK app of one stage; bin/app.ts synthesizes it, test/infra asserts on it. */
export function createHeirloomApp(props: HeirloomAppProps = {}): HeirloomApp {
  const app = new App({
    context: { ...DEFAULT_APP_CONTEXT, ...props.context },
    outdir: props.outdir,
    builtinCloudFormationValidation: props.validate ?? true,
  });
  const config = readStageConfig(app.node);
  return { app, config, stacks: createStageStacks(app, config, props.env) };
}
