import { describe, expect, it } from 'vitest';
import { fold, foldedParticipantsOf, foldIndexesFor, inEventOrder, inPersonOrder } from '../../../lambdas/adapters/aws/event-folds';
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
  it('gives each person two fold indexes, the same for all their events, spread over the three', () => {
    expect(['c', 'a', 'b'].map(foldIndexesFor)).toEqual([
      ['gsi5', 'gsi6'],
      ['gsi6', 'gsi7'],
      ['gsi7', 'gsi5'],
    ]);
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) {
      const first = foldIndexesFor(`01J${i.toString(36).padStart(23, '0')}`)[0];
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });

  it('holds each participant on an index of theirs and reads them back as they were', () => {
    const item = event();
    const people = [participant('c', 'child', { gedcom: { pedigree: 'birth' } as never }), participant('a', 'parent'), participant('b', 'parent')];
    for (const p of people) expect(fold(item, p)).toBe(true);
    expect(item).toMatchObject({ gsi5pk: 'tree#o#person#c#events', gsi5sk: '01900-01-01#e1#child', gsi6pk: 'tree#o#person#a#events', gsi7pk: 'tree#o#person#b#events' });
    expect(foldedParticipantsOf(item)).toEqual(people);
    // Every index is taken: a fourth participant stays a participant item.
    expect(fold(item, participant('f', 'witness'))).toBe(false);
  });

  it('keeps each participant’s place in the list, and lists an event’s people by it, unplaced ones last', () => {
    const item = event();
    const people = [participant('c', 'child', { position: 0 }), participant('b', 'parent', { position: 1 }), participant('a', 'parent', { position: 2 })];
    for (const p of people) expect(fold(item, p)).toBe(true);
    expect(foldedParticipantsOf(item)).toEqual(people);
    expect(inEventOrder([participant('z', 'witness'), ...[...people].reverse(), participant('y', 'witness')]).map((p) => p.personId)).toEqual(['c', 'b', 'a', 'y', 'z']);
  });

  it('moves an earlier participant to their other index to make room, and leaves out a third with the same two', () => {
    // 'c' and 'f' both have gsi5 and gsi6; 'a' has gsi6 and gsi7.
    const item = event();
    expect(fold(item, participant('c', 'child'))).toBe(true);
    expect(fold(item, participant('a', 'parent'))).toBe(true);
    expect(item).toMatchObject({ gsi5pk: 'tree#o#person#c#events', gsi6pk: 'tree#o#person#a#events' });
    expect(fold(item, participant('f', 'parent'))).toBe(true);
    expect(item).toMatchObject({ gsi5pk: 'tree#o#person#c#events', gsi6pk: 'tree#o#person#f#events', gsi7pk: 'tree#o#person#a#events' });
    expect(item.gsi7sk).toBe('01900-01-01#e1#parent');

    const crowded = event();
    for (const personId of ['c', 'f']) expect(fold(crowded, participant(personId, 'parent'))).toBe(true);
    expect(fold(crowded, participant('i', 'child'))).toBe(false);
    expect(foldedParticipantsOf(crowded).map((p) => p.personId)).toEqual(['c', 'f']);
  });

  it('folds only a participant of the same event, file, run and date, and a person at most twice', () => {
    const item = event();
    expect(fold(item, participant('c', 'child', { eventId: 'e2' }))).toBe(false);
    expect(fold(item, participant('c', 'child', { importRun: 'r0' }))).toBe(false);
    expect(fold(item, participant('c', 'child', { importKey: '-' }))).toBe(false);
    expect(fold(item, participant('c', 'child', { sortDate: null }))).toBe(false);
    expect(item.folded).toBeUndefined();
    expect(fold(item, participant('c', 'child'))).toBe(true);
    expect(fold(item, participant('c', 'witness'))).toBe(true);
    expect(fold(item, participant('c', 'informant'))).toBe(false);
  });

  it('lists a person\'s events by date, undated last, each once', () => {
    const undated = participant('p', 'died', { eventId: 'e0', sortDate: null });
    const born = participant('p', 'child');
    expect(inPersonOrder([undated, born, born])).toEqual([born, undated]);
  });
});
