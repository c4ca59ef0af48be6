import { describe, expect, it } from 'vitest';
import { dynamoDbJitFrom, jvmEnv } from '../../../infra/local/dynamodb-local';

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

describe('DYNAMODB_JIT (bin/dev.ts)', () => {
  it('names a tier, or leaves the default when unset or empty', () => {
    expect(dynamoDbJitFrom('quick-start', 'full')).toBe('quick-start');
    expect(dynamoDbJitFrom('full', 'quick-start')).toBe('full');
    expect(dynamoDbJitFrom(undefined, 'full')).toBe('full');
    expect(dynamoDbJitFrom('', 'full')).toBe('full');
  });

  it('refuses a misspelt tier with the names it takes, rather than quietly running the default', () => {
    expect(() => dynamoDbJitFrom('quickstart', 'full')).toThrow('DYNAMODB_JIT is "quickstart": it must be one of quick-start, full');
    expect(() => dynamoDbJitFrom('toString', 'full')).toThrow('must be one of');
  });
});
