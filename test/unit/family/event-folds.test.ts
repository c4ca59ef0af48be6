import { describe, expect, it } from 'vitest';
import { canFold, foldedParticipantsOf, foldIndexFor, foldInto, inPersonOrder } from '../../../lambdas/adapters/aws/event-folds';
import type { ParticipantRecord } from '../../../lambdas/domain/family/records';

const event = () => ({ ownerId: 'o', eventId: 'e1', eventType: 'birth', sortDate: '01900-01-01', importKey: 'k', importRun: 'r1' }) as Record<string, unknown>;
const participant = (personId: string, role: string, extra: Partial<ParticipantRecord> = {}): ParticipantRecord => ({
  ownerId: 'o',
  importKey: 'k',
  importRun: 'r1',
  gedcom: null,
  eventId: 'e1',
  personId,
  role,
  eventType: 'birth',
  sortDate: '01900-01-01',
  ...extra,
});

describe('an imported event item standing in for its participants', () => {
  it('gives each person one fold index, the same for all their events, spread over the three', () => {
    expect(['c', 'a', 'b'].map(foldIndexFor)).toEqual(['gsi5', 'gsi6', 'gsi7']);
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) counts.set(foldIndexFor(`01J${i.toString(36).padStart(23, '0')}`), (counts.get(foldIndexFor(`01J${i.toString(36).padStart(23, '0')}`)) ?? 0) + 1);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });

  it('holds each participant on their own fold index, reads them back as they were, and leaves one whose index is taken', () => {
    const item = event();
    const people = [participant('c', 'child', { gedcom: { pedigree: 'birth' } as never }), participant('a', 'parent'), participant('b', 'parent')];
    for (const p of people) {
      expect(canFold(item, p)).toBe(true);
      foldInto(item, p);
    }
    expect(item).toMatchObject({ gsi5pk: 'tree#o#person#c#events', gsi5sk: '01900-01-01#e1#child', gsi6pk: 'tree#o#person#a#events', gsi7pk: 'tree#o#person#b#events' });
    expect(foldedParticipantsOf(item)).toEqual(people);
    // 'f' has gsi5 too, which 'c' already holds on this item: 'f' stays a participant item.
    expect(canFold(item, participant('f', 'witness'))).toBe(false);
  });

  it('folds only a participant of the same event, file, run and date, and each once', () => {
    const item = event();
    expect(canFold(item, participant('c', 'child', { eventId: 'e2' }))).toBe(false);
    expect(canFold(item, participant('c', 'child', { importRun: 'r0' }))).toBe(false);
    expect(canFold(item, participant('c', 'child', { importKey: '-' }))).toBe(false);
    expect(canFold(item, participant('c', 'child', { sortDate: null }))).toBe(false);
    foldInto(item, participant('c', 'child'));
    expect(canFold(item, participant('c', 'child'))).toBe(false);
  });

  it('lists a person\'s events by date, undated last, each once', () => {
    const undated = participant('p', 'died', { eventId: 'e0', sortDate: null });
    const born = participant('p', 'child');
    expect(inPersonOrder([undated, born, born])).toEqual([born, undated]);
  });
});
