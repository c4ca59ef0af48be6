import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { createHeirloomApp, type HeirloomApp } from '../../../infra/stacks/heirloom-app';

export interface SynthesizedStage extends HeirloomApp {
  readonly outdir: string;
  readonly templates: { readonly stateful: Template; readonly stateless: Template; readonly web: Template };
  /** The same templates by stack name, for resolving cross-stack references. */
  readonly templatesByStackName: Readonly<Record<string, Template>>;
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
}

/** Synthesizes one stage's app the way bin/app.ts does, into a temporary directory. */
export function synthStage(options: SynthOptions): SynthesizedStage {
  const outdir = mkdtempSync(join(tmpdir(), 'heirloom-cdk-'));
  const context = { ...options.context, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) };
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
  try {
    const heirloom = createHeirloomApp({ context, outdir, validate: options.validate ?? false });
    const { stacks } = heirloom;
    const templates = {
      stateful: Template.fromStack(stacks.stateful),
      stateless: Template.fromStack(stacks.stateless),
      web: Template.fromStack(stacks.web),
    };
    const templatesByStackName = {
      [stacks.stateful.stackName]: templates.stateful,
      [stacks.stateless.stackName]: templates.stateless,
      [stacks.web.stackName]: templates.web,
    };
    return { ...heirloom, outdir, templates, templatesByStackName, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
