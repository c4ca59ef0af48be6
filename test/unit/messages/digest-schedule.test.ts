import { describe, expect, it } from 'vitest';
import { digestDueAt } from '../../../lambdas/domain/messages/digest-schedule';

const due = (frequency: Parameters<typeof digestDueAt>[0], timeZone: string, nowIso: string) => new Date(digestDueAt(frequency, timeZone, Date.parse(nowIso))).toISOString();

describe('when a digest reaches a person', () => {
  it('sends daily digests at 07:00 in their own time zone, the next morning once this one has passed', () => {
    // Tuesday 24 November 2026, 18:59 UTC.
    expect(due('daily', 'UTC', '2026-11-24T18:59:00Z')).toBe('2026-11-25T07:00:00.000Z');
    expect(due('daily', 'Europe/Berlin', '2026-11-24T18:59:00Z')).toBe('2026-11-25T06:00:00.000Z');
    expect(due('daily', 'America/New_York', '2026-11-24T18:59:00Z')).toBe('2026-11-25T12:00:00.000Z');
    // Already Wednesday 07:59 in Auckland (UTC+13): Thursday's morning.
    expect(due('daily', 'Pacific/Auckland', '2026-11-24T18:59:00Z')).toBe('2026-11-25T18:00:00.000Z');
    // 06:59 in Berlin: this morning's run, a minute away.
    expect(due('daily', 'Europe/Berlin', '2026-11-25T05:59:00Z')).toBe('2026-11-25T06:00:00.000Z');
  });

  it('uses the run inside the local 07:00 hour where the zone is off the hour', () => {
    expect(due('daily', 'Asia/Kolkata', '2026-11-24T18:59:00Z')).toBe('2026-11-25T02:00:00.000Z'); // 07:30 IST
    expect(due('daily', 'Asia/Kathmandu', '2026-11-24T18:59:00Z')).toBe('2026-11-25T02:00:00.000Z'); // 07:45 NPT
  });

  it('follows daylight saving time', () => {
    // New York moves to EDT on Sunday 8 March 2026: 07:00 is 12:00 UTC on Saturday, 11:00 UTC on Sunday.
    expect(due('daily', 'America/New_York', '2026-03-06T20:00:00Z')).toBe('2026-03-07T12:00:00.000Z');
    expect(due('daily', 'America/New_York', '2026-03-07T20:00:00Z')).toBe('2026-03-08T11:00:00.000Z');
  });

  it('sends weekly digests on the local Monday and monthly ones on the local 1st', () => {
    expect(due('weekly', 'UTC', '2026-11-24T18:59:00Z')).toBe('2026-11-30T07:00:00.000Z');
    // Monday 30 November 07:00 in Auckland is still Sunday in UTC.
    expect(due('weekly', 'Pacific/Auckland', '2026-11-24T18:59:00Z')).toBe('2026-11-29T18:00:00.000Z');
    expect(due('monthly', 'Europe/Berlin', '2026-11-24T18:59:00Z')).toBe('2026-12-01T06:00:00.000Z');
    expect(due('monthly', 'Pacific/Auckland', '2026-11-24T18:59:00Z')).toBe('2026-11-30T18:00:00.000Z');
  });

  it('takes hourly digests at the next run', () => {
    expect(due('hourly', 'Asia/Tokyo', '2026-11-24T18:59:00Z')).toBe('2026-11-24T18:00:00.000Z');
  });
});
