import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    expect(report.pluginReports.length).toBeGreaterThan(0);
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map((violation) => `${violation.ruleName} ${violation.violatingConstructs.map((c) => c.constructPath).join(', ')}: ${violation.description}`),
    );
    expect(findings).toEqual([]);
  });
});
