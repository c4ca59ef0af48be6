import { describe, expect, it } from 'vitest';
import { toEventBridgeCron } from '../../infra/constructs/eventbridge-cron';

describe('toEventBridgeCron', () => {
  it.each([
    ['17 * * * *', 'cron(17 * * * ? *)'],
    ['0 3 * * *', 'cron(0 3 * * ? *)'],
    ['30 6 1 * *', 'cron(30 6 1 * ? *)'],
    ['0 8 * * 1', 'cron(0 8 ? * MON *)'],
    ['0 8 * * 0', 'cron(0 8 ? * SUN *)'],
    ['0 8 * * 7', 'cron(0 8 ? * SUN *)'],
    ['0 9 * * 1-5', 'cron(0 9 ? * MON-FRI *)'],
    ['0 9 * * 5-7', 'cron(0 9 ? * FRI-SAT,SUN *)'],
    ['0 9 * * 1,3,5', 'cron(0 9 ? * MON,WED,FRI *)'],
    ['0 9 * * sat', 'cron(0 9 ? * SAT *)'],
    ['*/15 * * * *', 'cron(0/15 * * * ? *)'],
    ['0 */6 * * *', 'cron(0 0/6 * * ? *)'],
    ['0 0 1 */3 *', 'cron(0 0 1 1/3 ? *)'],
  ])('%s -> %s', (standard, eventBridge) => {
    expect(toEventBridgeCron(standard)).toBe(eventBridge);
  });

  it('rejects expressions without five fields', () => {
    expect(() => toEventBridgeCron('0 3 * *')).toThrow(/five fields/);
    expect(() => toEventBridgeCron('0 3 * * ? *')).toThrow(/five fields/);
  });

  it('rejects restricting both day-of-month and day-of-week, which EventBridge cannot express', () => {
    expect(() => toEventBridgeCron('0 3 1 * 1')).toThrow(/both/);
  });

  it('rejects weekdays that do not exist', () => {
    expect(() => toEventBridgeCron('0 3 * * 8')).toThrow(/weekday/);
    expect(() => toEventBridgeCron('0 3 * * FUN')).toThrow(/weekday/);
  });
});
