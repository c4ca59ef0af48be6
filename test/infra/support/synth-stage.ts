import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestedStack, Stack, type CfnElement, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createHeirloomApp, type HeirloomApp } from '../../../infra/stacks/heirloom-app';

export interface SynthesizedStage extends HeirloomApp {
  readonly outdir: string;
  /**
   * One template per deployed stack. A stack's nested stacks (the stateless stack's HTTP route
   * stacks) are merged into it, their parameters replaced by what the parent passes, so tests can
   * follow references from a route to its function to its role as if it were one template.
   */
  readonly templates: { readonly stateful: Template; readonly stateless: Template; readonly web: Template };
  /** The same templates by stack name, for resolving cross-stack references. */
  readonly templatesByStackName: Readonly<Record<string, Template>>;
  /** Every template as CloudFormation receives it, nested stacks separately, by construct path. */
  readonly stackTemplates: ReadonlyMap<string, Template>;
  /** Deletes the cloud assembly (bundles included). */
  dispose(): void;
}

export interface SynthOptions {
  /** CDK context, as `-c key=value` would give it. */
  readonly context?: Record<string, unknown>;
  /**
   * Bundle the functions with esbuild. Files that assert on the stateful or web stack skip it:
   * it takes seconds and the stateless test bundles (and loads) every function anyway.
   */
  readonly bundle: boolean;
  /** Run CloudFormation's template rules (seconds); only the validation test needs them. */
  readonly validate?: boolean;
  /** Account and region, as bin/app.ts passes the CLI's; without them the stacks are environment-agnostic. */
  readonly env?: Environment;
}

/** An ffmpeg layer of the default region, for stages whose media consumers are asserted on. */
export const TEST_FFMPEG_LAYER_ARN = 'arn:aws:lambda:us-east-1:111111111111:layer:ffmpeg-x86_64:3';

/**
 * The stages most files assert on, each synthesized once per test process and shared: the infra
 * project runs its files in one process without isolation (vitest.config.ts), so a stage many files
 * read costs one synthesis instead of one per file. A file that needs other context synthesizes its
 * own with synthStage. Shared stages are read-only: never add constructs to their apps.
 *
 * The dev stages use Rekognition, whose faces consumer ships no model, so bundling them stays light;
 * the default engine (the model, on FACE_MODEL_ARCHITECTURE: x86_64 since d4ada04, like the builds
 * installed here) is asserted over prod, its bundle run on its own (face-engine.test.ts).
 */
export const SHARED_STAGES = {
  /** Stage dev as `npm run synth` makes it, bundling skipped. */
  dev: { bundle: false, context: { faceEngine: 'rekognition' } },
  /** Stage dev with every function bundled, and an ffmpeg layer for the media consumers. */
  devBundled: { bundle: true, context: { faceEngine: 'rekognition', ffmpegLayerArn: TEST_FFMPEG_LAYER_ARN } },
  /** Stage prod with an alarm e-mail, bundling skipped: the stage issue 33's rules are asserted over. */
  prod: { bundle: false, context: { stage: 'prod', alarmEmail: 'ops@example.com' } },
} as const satisfies Record<string, SynthOptions>;

const sharedStages = new Map<keyof typeof SHARED_STAGES, SynthesizedStage>();

/** One of SHARED_STAGES, synthesized on first use; its dispose() does nothing (the process removes it on exit). */
export function sharedStage(name: keyof typeof SHARED_STAGES): SynthesizedStage {
  let stage = sharedStages.get(name);
  if (!stage) {
    const synthesized = synthStage(SHARED_STAGES[name]);
    process.once('exit', () => synthesized.dispose());
    stage = { ...synthesized, dispose: () => undefined };
    sharedStages.set(name, stage);
  }
  return stage;
}

/** Synthesizes one stage's app the way bin/app.ts does, into a temporary directory. */
export function synthStage(options: SynthOptions): SynthesizedStage {
  const outdir = mkdtempSync(join(tmpdir(), 'heirloom-cdk-'));
  const context = { ...options.context, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) };
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
  try {
    const heirloom = createHeirloomApp({ context, outdir, validate: options.validate ?? false, env: options.env });
    const { stacks } = heirloom;
    const stackTemplates = new Map<string, Template>();
    for (const construct of heirloom.app.node.findAll()) {
      if (Stack.isStack(construct)) stackTemplates.set(construct.node.path, Template.fromStack(construct));
    }
    const merged = (stack: Stack) => withNestedStacks(stack, stackTemplates);
    const templates = { stateful: merged(stacks.stateful), stateless: merged(stacks.stateless), web: merged(stacks.web) };
    const templatesByStackName = {
      [stacks.stateful.stackName]: templates.stateful,
      [stacks.stateless.stackName]: templates.stateless,
      [stacks.web.stackName]: templates.web,
      ...(stacks.edge ? { [stacks.edge.stackName]: merged(stacks.edge) } : {}),
    };
    return { ...heirloom, outdir, templates, templatesByStackName, stackTemplates, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * The stack's template with the resources of its nested stacks (at any depth) added, each `Ref` to
 * a nested stack's parameter replaced by the value its parent passes for it. Outputs, parameters
 * and the nested stack resources themselves stay those of the parent.
 */
function withNestedStacks(stack: Stack, stackTemplates: ReadonlyMap<string, Template>): Template {
  const json = structuredClone(templateOf(stack, stackTemplates).toJSON()) as { Resources: Record<string, { Properties?: Record<string, unknown> }> };
  for (const nested of stack.node.findAll().filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct))) {
    if (nested.nestedStackParent !== stack) continue;
    const stackResource = json.Resources[stack.getLogicalId(nested.nestedStackResource as CfnElement)];
    if (!stackResource) throw new Error(`No resource for nested stack ${nested.node.path} in ${stack.stackName}`);
    const parameters = (stackResource.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const nestedResources = (withNestedStacks(nested, stackTemplates).toJSON() as typeof json).Resources;
    for (const [id, nestedResource] of Object.entries(nestedResources)) {
      if (id in json.Resources) throw new Error(`Logical id ${id} of ${nested.node.path} is also in ${stack.node.path}`);
      json.Resources[id] = replaceParameters(nestedResource, parameters) as (typeof json.Resources)[string];
    }
  }
  return Template.fromJSON(json);
}

function templateOf(stack: Stack, stackTemplates: ReadonlyMap<string, Template>): Template {
  const template = stackTemplates.get(stack.node.path);
  if (!template) throw new Error(`No template for ${stack.node.path}`);
  return template;
}

function replaceParameters(value: unknown, parameters: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceParameters(item, parameters));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'Ref' && typeof entries[0]![1] === 'string' && Object.hasOwn(parameters, entries[0]![1])) {
    return parameters[entries[0]![1]];
  }
  return Object.fromEntries(entries.map(([key, inner]) => [key, replaceParameters(inner, parameters)]));
}
