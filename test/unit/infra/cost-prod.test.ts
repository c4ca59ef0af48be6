import { describe, expect, it } from 'vitest';
import { formatReport } from '../../../infra/cost/format';
import { computeCost } from '../../../infra/cost/model';
import { ISSUE_33_PROFILE } from '../../../infra/cost/profile';
import { readStageFacts } from '../../../infra/cost/read-templates';
import { synthStageTemplates } from '../../../infra/cost/synth-prod';

describe('the cost model on the synthesized prod stage', () => {
  it('prints every group line by line, the price table and the final line', { timeout: 120_000 }, () => {
    const facts = readStageFacts(synthStageTemplates('prod'));
    expect(facts.functions.length).toBeGreaterThan(100);
    const report = computeCost(facts, ISSUE_33_PROFILE);
    const text = formatReport(report);
    const groups = ['S3: originals', 'S3: renditions', 'S3: video playback copies, Intelligent-Tiering', 'DynamoDB: on-demand', 'Lambda: HTTP API routes', 'Lambda: process upload', 'Faces: in-repo face model on Lambda', 'Faces: face embeddings stored', 'CloudFront: data out', 'API Gateway: HTTP', 'API Gateway: WebSocket', 'SES/SNS: e-mail', 'SES/SNS: SMS', 'Secrets Manager:', 'KMS:'];
    // What watching and guarding the stage adds (issue 33 items 4 and 5), each read from the templates.
    const eyes = ['CloudWatch: logs of the HTTP functions, kept 30 days', 'CloudWatch: logs of the WebSocket functions', 'CloudWatch: logs of the queue consumers, with their EMF metrics', 'CloudWatch: logs of the scheduled jobs', 'CloudWatch: HTTP API access logs, kept 90 days', 'CloudWatch: WebSocket API access logs, kept 90 days', 'CloudFront: access logs in S3', 'X-Ray: traces of ', 'WAF: web ACL and its ', 'CloudWatch: 1 dashboards', 'CloudWatch: 40 alarms'.replace('40', String(facts.alarms)), 'CloudWatch: 5 custom metrics'];
    for (const group of [...groups, ...eyes]) {
      expect(text, group).toContain(`  ${group}`);
    }
    expect(text).toMatch(/^Price table \(us-east-1, \d{4}-\d{2}-\d{2}\)$/m);
    expect(text).toMatch(/^One-time onboarding/m);
    expect(text).toMatch(/^Extra 100 GB add-on: \$0\.99 .* margin /m);
    expect(text).toMatch(/Intelligent-Tiering archive instant \(\d+%\)/);
    expect(report.monthly.every((line) => Number.isFinite(line.usd) && line.usd >= 0)).toBe(true);
    expect(text.split('\n').at(-1)).toMatch(/^per family per month: \$\d+\.\d{2}$/);
    // Issue 33's aim, with the stage's default engine (the model): the Rekognition figure beside it.
    expect(report.faceEngine).toBe('model');
    expect(report.perFamily).toBeLessThanOrEqual(1.5);
    expect(report.onboardingPerFamily).toBeLessThanOrEqual(10);
    expect(report.addOn.net - report.addOn.cost).toBeGreaterThan(0);
    expect(text).toMatch(/^ {2}Rekognition +faces monthly \$\d+\.\d{2}, onboarding \$\d+\.\d{2}; per family per month \$\d+\.\d{2}, onboarding \$\d+\.\d{2}$/m);
    expect(report.faceEngines.find((engine) => engine.engine === 'Rekognition')!.onboardingPerFamily).toBeGreaterThan(10);
  });
});
