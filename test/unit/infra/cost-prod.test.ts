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
    for (const group of ['S3: originals', 'S3: renditions', 'S3: video playback copies', 'DynamoDB: on-demand', 'Lambda: HTTP API routes', 'Lambda: process upload', 'Faces: ', 'CloudFront: data out', 'API Gateway: HTTP', 'API Gateway: WebSocket', 'SES/SNS: e-mail', 'SES/SNS: SMS', 'Secrets Manager:', 'KMS:', 'CloudWatch: logs']) {
      expect(text, group).toContain(`  ${group}`);
    }
    expect(text).toMatch(/^Price table \(us-east-1, \d{4}-\d{2}-\d{2}\)$/m);
    expect(text).toMatch(/^One-time onboarding/m);
    expect(text).toMatch(/^Extra 100 GB add-on: \$0\.99 .* margin /m);
    expect(text).toMatch(/Intelligent-Tiering archive instant \(\d+%\)/);
    expect(report.monthly.every((line) => Number.isFinite(line.usd) && line.usd >= 0)).toBe(true);
    expect(text.split('\n').at(-1)).toMatch(/^per family per month: \$\d+\.\d{2}$/);
  });
});
