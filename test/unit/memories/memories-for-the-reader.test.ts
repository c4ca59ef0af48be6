import { describe, expect, it } from 'vitest';
import type { EventRecord, ParticipantRecord, PersonRecord } from '../../../lambdas/domain/family/records';
import { firstPhotosMemories } from '../../../lambdas/domain/memories/first-photos';
import { memoriesOn } from '../../../lambdas/domain/memories/memories';
import { PEOPLE_MEMORIES_LIMIT } from '@heirloom/shared/contracts/memories';
import type { MemoryDeps } from '../../../lambdas/domain/memories/types';
import type { LibraryPhoto } from '../../../lambdas/ports/library';

const TODAY = { year: 2026, month: 11, day: 29 };
const NAMED_AT = Date.UTC(2026, 10, 28, 9);

const person = (id: string, first: string, last: string) => ({ id, names: [{ id: 'n', nameType: 'birth', order: 0, prefix: '', first, middle: '', last, suffix: '' }], itemsDeleted: false, mergedInto: null }) as unknown as PersonRecord;
const PEOPLE = [person('alice', 'Alice', 'Hartley'), person('tom', 'Tom', 'Hartley'), person('bob', 'Bob', 'Alder'), person('rose', 'Rose', 'Alder')];

/** The tree's events on 29 November, earliest first (as the store answers them), and who took part. */
const EVENTS: Array<{ event: Pick<EventRecord, 'id' | 'eventType' | 'sortDate'>; participants: Array<Pick<ParticipantRecord, 'personId' | 'role'>> }> = [
  { event: { id: 'rose-born', eventType: 'birth', sortDate: '11926-11-29' }, participants: [{ personId: 'rose', role: 'child' }] },
  { event: { id: 'alice-born', eventType: 'birth', sortDate: '11957-11-29' }, participants: [{ personId: 'alice', role: 'child' }] },
  { event: { id: 'bob-born', eventType: 'birth', sortDate: '11980-11-29' }, participants: [{ personId: 'bob', role: 'child' }] },
  { event: { id: 'wedding', eventType: 'marriage', sortDate: '11990-11-29' }, participants: [{ personId: 'tom', role: 'spouse' }, { personId: 'alice', role: 'spouse' }] },
];

/** Each person's own events, as isLiving reads them: Rose died in 2001; the others have only their birth. */
const LIVES: Record<string, Array<Pick<ParticipantRecord, 'eventType' | 'role' | 'sortDate'>>> = {
  rose: [{ eventType: 'birth', role: 'child', sortDate: '11926-11-29' }, { eventType: 'death', role: 'died', sortDate: '12001-03-02' }],
  alice: [{ eventType: 'birth', role: 'child', sortDate: '11957-11-29' }],
  bob: [{ eventType: 'birth', role: 'child', sortDate: '11980-11-29' }],
  tom: [],
};

/** A family's memories store and tree in memory; Alice and Bob were named in photos yesterday. */
function family(): MemoryDeps {
  const photo = (photoId: string) => ({ photoId, familyId: 'fam', dateSort: '12000-01-01' }) as LibraryPhoto;
  return {
    memories: {
      photosOnDays: async () => [],
      eventsOnDays: async (_owner, _days, _before, limit) => EVENTS.slice(0, limit).map(({ event }) => event as EventRecord),
      namedBetween: async (_owner, _from, _to, limit) => [{ personId: 'bob', namedAt: NAMED_AT + 1 }, { personId: 'alice', namedAt: NAMED_AT }].slice(0, limit),
      earliestPhotoIdsOf: async (_family, personId) => [`first-of-${personId}`],
      noteNamed: async () => undefined,
    },
    family: {
      participantsOf: async (_owner, eventId) => (EVENTS.find(({ event }) => event.id === eventId)?.participants ?? []) as ParticipantRecord[],
      participationsOf: async (_owner, personId) => (LIVES[personId] ?? []) as ParticipantRecord[],
      getPeople: async (_owner, ids) => PEOPLE.filter((candidate) => ids.includes(candidate.id)),
    },
    faces: { photoIdsOf: async (_library, personIds) => ({ photoIds: personIds.map((id) => `of-${id}`), cursor: null }) },
    photos: { getPhotos: async (ids) => ids.map(photo) },
  };
}

const titlesOf = async (viewerPersonId?: string | null) => (await memoriesOn(family(), 'fam', TODAY, { viewerPersonId })).people.map((memory) => memory.title);

describe("the day's memories, said to the reader", () => {
  it("says the reader's own birthday, wedding anniversary and first photos to them, and puts them first", async () => {
    expect(await titlesOf('alice')).toEqual([
      'You turn 69 today',
      'You and Tom Hartley married 36 years ago today',
      'First photos of you',
      'Rose Alder would have been 100 today',
      'Bob Alder turns 46 today',
      'First photos of Bob Alder',
    ]);
  });

  it('still names everyone else, the dead remembered as before', async () => {
    expect(await titlesOf('bob')).toEqual([
      'You turn 46 today',
      'First photos of you',
      'Rose Alder would have been 100 today',
      'Alice Hartley turns 69 today',
      'Alice Hartley and Tom Hartley married 36 years ago today',
      'First photos of Alice Hartley',
    ]);
  });

  it('names everyone, in the order of their days, for a reader who has not said who they are and for the family-wide daily message', async () => {
    const named = [
      'Rose Alder would have been 100 today',
      'Alice Hartley turns 69 today',
      'Bob Alder turns 46 today',
      'Alice Hartley and Tom Hartley married 36 years ago today',
      'First photos of Bob Alder',
      'First photos of Alice Hartley',
    ];
    expect(await titlesOf(null)).toEqual(named);
    // The daily message job (remember-the-day.ts) asks without a reader: every member gets it.
    expect((await memoriesOn(family(), 'fam', TODAY)).people.map((memory) => memory.title)).toEqual(named);
  });

  it("keeps the reader's first photos when more people were named that week than are shown", async () => {
    const others = Array.from({ length: PEOPLE_MEMORIES_LIMIT + 2 }, (_, index) => person(`cousin${index}`, `Cousin${index}`, 'Alder'));
    const deps = family();
    // The cousins were named after Alice: her naming comes last of all.
    deps.memories.namedBetween = async (_owner, _from, _to, limit) => [...others.map((cousin, index) => ({ personId: cousin.id, namedAt: NAMED_AT + 10 + index })), { personId: 'alice', namedAt: NAMED_AT }].slice(0, limit);
    deps.family.getPeople = async (_owner, ids) => [...PEOPLE, ...others].filter((candidate) => ids.includes(candidate.id));
    const titles = (await firstPhotosMemories(deps, 'fam', TODAY, 'alice')).map((memory) => memory.title);
    expect(titles).toHaveLength(PEOPLE_MEMORIES_LIMIT);
    expect(titles[0]).toBe('First photos of you');
  });
});
