import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { synthStage, type SynthesizedStage } from './support/synth-stage';

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; description: string; violatingConstructs: { constructPath: string }[] }[] }[];
}

/**
 * CloudFormation's own rules (schema, best practice, deprecations), as `cdk synth` runs them.
 * Findings are warnings there; here every unacknowledged one fails, before a deployment would.
 */
const synthesized: SynthesizedStage[] = [];
afterAll(() => synthesized.forEach((stage) => stage.dispose()));

describe.each([
  ['dev', {}],
  ['prod', { stage: 'prod', domainName: 'photos.example.com', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' }],
])('the %s templates', (_stage, context) => {
  it('pass CloudFormation validation without findings', () => {
    const stage = synthStage({ bundle: false, validate: true, context });
    synthesized.push(stage);
    const reportFile = join(stage.outdir, 'validation-report.json');
    expect(existsSync(reportFile)).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map((violation) => `${violation.ruleName} ${violation.violatingConstructs.map((c) => c.constructPath).join(', ')}: ${violation.description}`),
    );
    expect(findings).toEqual([]);
  });
});

// A clean report is empty; this shows the check runs (and knows runtimes Lambda has deprecated).
it('reports a finding for a deprecated Lambda runtime, so an empty report means clean, not skipped', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'heirloom-cdk-validation-'));
  try {
    const app = new App({ outdir, builtinCloudFormationValidation: true });
    const stack = new Stack(app, 'ValidationProbe');
    new lambda.Function(stack, 'OldRuntime', { runtime: lambda.Runtime.NODEJS_20_X, handler: 'index.handler', code: lambda.Code.fromInline('exports.handler = async () => {};') });
    app.synth();
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
    const rules = report.pluginReports.flatMap((plugin) => plugin.violations.map((violation) => violation.ruleName));
    expect(rules.some((rule) => rule.includes('W2531'))).toBe(true);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
