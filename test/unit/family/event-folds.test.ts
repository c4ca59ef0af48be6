import { describe, expect, it } from 'vitest';
import { canFold, foldedParticipantsOf, foldInto, inPersonOrder } from '../../../lambdas/adapters/aws/event-folds';
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
  it('holds up to three, each with its own index entry in the person\'s events partition, and reads them back as they were', () => {
    const item = event();
    const people = [participant('c', 'child', { gedcom: { pedigree: 'birth' } as never }), participant('f', 'parent'), participant('m', 'parent')];
    for (const p of people) {
      expect(canFold(item, p)).toBe(true);
      foldInto(item, p);
    }
    expect(item).toMatchObject({ gsi5pk: 'tree#o#person#c#events', gsi5sk: '01900-01-01#e1#child', gsi6pk: 'tree#o#person#f#events', gsi7pk: 'tree#o#person#m#events' });
    expect(foldedParticipantsOf(item)).toEqual(people);
    expect(canFold(item, participant('w', 'witness'))).toBe(false);
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
