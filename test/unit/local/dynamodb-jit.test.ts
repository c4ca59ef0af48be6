import { describe, expect, it } from 'vitest';
import { jvmEnv } from '../../../infra/local/dynamodb-local';

describe("DynamoDB Local's JIT tier", () => {
  it('stops at C1 for a quick start (test layers) and keeps C2 for a JVM that serves for hours (npm start)', () => {
    expect(jvmEnv('quick-start').JAVA_TOOL_OPTIONS).toContain('-XX:TieredStopAtLevel=1');
    expect(jvmEnv('full').JAVA_TOOL_OPTIONS).not.toContain('TieredStopAtLevel');
  });

  it('keeps the collector settings and telemetry off whichever tier', () => {
    for (const jit of ['quick-start', 'full'] as const) {
      expect(jvmEnv(jit).JAVA_TOOL_OPTIONS).toContain('-XX:+UseParallelGC -Xmn512m');
      expect(jvmEnv(jit).DDB_LOCAL_TELEMETRY).toBe('0');
    }
  });
});
