import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHeirloomApp } from '../stacks/heirloom-app';
import type { CfnTemplate } from './read-templates';

/**
 * Synthesizes a stage offline, the way test/infra/support/synth-stage.ts does (bundling skipped,
 * CloudFormation's rule check off), and returns every template, nested stacks included.
 */
export function synthStageTemplates(stage = 'prod', context: Record<string, unknown> = {}): CfnTemplate[] {
  const outdir = mkdtempSync(join(tmpdir(), 'heirloom-cost-'));
  try {
    createHeirloomApp({ context: { ...context, stage, 'aws:cdk:bundling-stacks': [] }, outdir, validate: false }).app.synth();
    return readdirSync(outdir)
      .filter((file) => file.endsWith('.template.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(outdir, file), 'utf8')) as CfnTemplate);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
