import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT } from './repo-paths';

/**
 * Bundled handlers are ES modules, but some dependencies still call `require` (Node built-ins,
 * CommonJS packages); esbuild cannot rewrite those calls in ESM output, so give the module one.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __heirloomCreateRequire } from 'node:module'; const require = __heirloomCreateRequire(import.meta.url);";

export interface AppFunctionProps {
  /** Absolute path of the handler's TypeScript module; it exports `handler`. */
  readonly entry: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly logGroup: logs.ILogGroup;
  /** Functions of one family share a role (and its grants); without one the function gets its own. */
  readonly role?: iam.IRole;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly description?: string;
}

/** Every Lambda of the app: Node.js 20 on arm64, one minified ESM bundle with source maps. */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_20_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      description: props.description,
      role: props.role,
      logGroup: props.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        sourceMap: true,
        minify: true,
        // The Node.js 20 runtime ships AWS SDK v3; bundling it would only grow cold starts.
        externalModules: ['@aws-sdk/*'],
      },
    });
    Validations.of(this).acknowledge({
      id: 'CloudFormation-Validate::W2531',
      reason: 'Node.js 20 is the runtime the app is built and tested on (DESIGN.md); moving to a newer one is a deliberate, separate change',
    });
  }
}

/** An execution role for a family of functions that need the same permissions. */
export function createFunctionRole(scope: Construct, id: string, description: string): iam.Role {
  return new iam.Role(scope, id, {
    description,
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
  });
}

/**
 * A log group kept for a month. Functions of one family log into one group: the logger writes the
 * function name into every line, and one group per function would cost a resource per route.
 */
export function createFunctionLogGroup(scope: Construct, id: string, retain: boolean): logs.LogGroup {
  return new logs.LogGroup(scope, id, {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}
