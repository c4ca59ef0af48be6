import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../../lambdas/ports/messages';
import { buildDigest } from '../../../lambdas/domain/messages/digest';

const message = (id: string, iso: string, changes: Partial<MessageRecord> = {}): MessageRecord => ({
  userId: 'u1',
  messageId: id,
  type: 'family_member_image',
  actorName: 'Ann',
  subject: null,
  count: 3,
  photoIds: [],
  link: '/photos/strip',
  createdAt: Date.parse(iso),
  read: false,
  ...changes,
});

describe('digest grouping', () => {
  it('puts a daily digest in sections by the day in the person’s time zone, newest first', () => {
    // 23:30 UTC on the 23rd is already the 24th in Berlin, still the 23rd in New York.
    const late = message('m1', '2026-11-23T23:30:00Z');
    const morning = message('m2', '2026-11-24T08:00:00Z', { type: 'invite_accepted', actorName: 'Ben' });
    const berlin = buildDigest([late, morning], 'daily', 'Europe/Berlin');
    expect(berlin.sections.map((s) => [s.heading, s.items.map((i) => i.messageId)])).toEqual([['Tuesday 24 November', ['m2', 'm1']]]);
    const newYork = buildDigest([late, morning], 'daily', 'America/New_York');
    expect(newYork.sections.map((s) => [s.heading, s.items.map((i) => i.messageId)])).toEqual([
      ['Tuesday 24 November', ['m2']],
      ['Monday 23 November', ['m1']],
    ]);
  });

  it('puts a monthly digest in sections by week, Monday first, in the person’s time zone', () => {
    const sunday = message('m1', '2026-11-22T20:00:00Z'); // Sunday in UTC, Monday morning in Tokyo
    const tuesday = message('m2', '2026-11-24T09:00:00Z');
    const earlier = message('m3', '2026-11-03T09:00:00Z');
    expect(buildDigest([sunday, tuesday, earlier], 'monthly', 'UTC').sections.map((s) => s.heading)).toEqual(['Week of 23 November', 'Week of 16 November', 'Week of 2 November']);
    expect(buildDigest([sunday, tuesday, earlier], 'monthly', 'Asia/Tokyo').sections.map((s) => s.heading)).toEqual(['Week of 23 November', 'Week of 2 November']);
  });

  it('names a weekly and an hourly digest by day too, and counts its messages in the subject', () => {
    const digest = buildDigest([message('m1', '2026-11-24T08:00:00Z'), message('m2', '2026-11-24T08:10:00Z')], 'hourly', 'UTC');
    expect(digest.subject).toBe('Your hourly Heirloom digest: 2 new messages');
    expect(digest.sections).toHaveLength(1);
    expect(buildDigest([message('m1', '2026-11-20T08:00:00Z'), message('m2', '2026-11-24T08:00:00Z')], 'weekly', 'UTC').sections).toHaveLength(2);
  });

  it('takes the one message’s own title as the subject of a digest of one', () => {
    expect(buildDigest([message('m1', '2026-11-24T08:00:00Z')], 'daily', 'UTC').subject).toBe('Ann added 3 photos');
  });
});
