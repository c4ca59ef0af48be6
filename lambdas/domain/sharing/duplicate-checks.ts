import type { FamilyStore } from '../family/store';
import type { EventWithParticipants, PersonRecord } from '../family/records';
import { fold } from '../family/text-keys';
import type { SharingStore } from '../../ports/sharing';
import { likelyDuplicates, type DuplicatePair } from './duplicates';

/** Same-named people read per check: plenty for one family's namesakes. */
const NAMESAKES = 200;

/** The birth events (with every participant) in which any of `people` is the child. */
async function birthsOf(store: FamilyStore, familyId: string, people: readonly PersonRecord[]): Promise<EventWithParticipants[]> {
  const participations = (await Promise.all(people.map((person) => store.participationsOf(familyId, person.id)))).flat();
  const eventIds = [...new Set(participations.filter((p) => p.eventType === 'birth' && p.role === 'child').map((p) => p.eventId))];
  const events = await store.getEvents(familyId, eventIds);
  return Promise.all(events.map(async (event) => ({ event, participants: await store.participantsOf(familyId, event.id) })));
}

/**
 * Duplicates of one person just added or edited, found incrementally: only the people sharing a
 * word of their last name are read (the name-word index, one Query), then the same rule as when
 * trees meet (likelyDuplicates) decides, with the births and parents of just those people.
 */
export async function duplicatesOfPerson(store: FamilyStore, familyId: string, personId: string): Promise<DuplicatePair[]> {
  const person = await store.getPerson(familyId, personId);
  const name = person?.names[0];
  const lastWord = fold(name?.last ?? '').split(/\s+/)[0];
  if (!person || person.itemsDeleted || !lastWord || !fold(name?.first ?? '')) return [];
  const ids = (await store.findPersonIdsByWord(familyId, lastWord, NAMESAKES)).filter((id) => id !== personId);
  if (!ids.length) return [];
  const namesakes = await store.getPeople(familyId, [...new Set(ids)]);
  const candidates = [person, ...namesakes.filter((other) => !other.itemsDeleted)];
  const births = await birthsOf(store, familyId, candidates);
  const parentIds = [...new Set(births.flatMap(({ participants }) => participants.filter((p) => p.role === 'parent').map((p) => p.personId)))];
  const known = new Set(candidates.map((p) => p.id));
  const parents = await store.getPeople(familyId, parentIds.filter((id) => !known.has(id)));
  // Parents take part only to compare parents' names: they are never paired themselves here.
  return likelyDuplicates([...candidates, ...parents], births).filter((pair) => pair.firstId === personId || pair.secondId === personId);
}

/**
 * After a member adds or edits a person of a shared family: offer its likely duplicates on the
 * people list (never merged on their own; a dismissed pair stays dismissed). A family of one has a
 * single author, so there is nothing to look for.
 */
export async function offerDuplicatesOf(deps: { store: FamilyStore; sharing: Pick<SharingStore, 'putDuplicates'> }, familyId: string, userId: string, personId: string): Promise<void> {
  if (familyId === userId) return;
  const pairs = await duplicatesOfPerson(deps.store, familyId, personId);
  if (pairs.length) await deps.sharing.putDuplicates(familyId, pairs);
}

/**
 * The suggestions still open: a pair whose person was since merged or removed from the list is
 * no longer a question, so it is dropped (and deleted, without counting as 'not the same person').
 */
export async function openDuplicates(deps: { store: FamilyStore; sharing: Pick<SharingStore, 'duplicates' | 'removeDuplicate'> }, familyId: string, limit: number): Promise<DuplicatePair[]> {
  const pairs = await deps.sharing.duplicates(familyId, limit);
  if (!pairs.length) return [];
  const people = await deps.store.getPeople(familyId, [...new Set(pairs.flatMap((p) => [p.firstId, p.secondId]))]);
  const listed = new Set(people.filter((p) => !p.itemsDeleted && !p.mergedInto).map((p) => p.id));
  const open = pairs.filter((p) => listed.has(p.firstId) && listed.has(p.secondId));
  await Promise.all(pairs.filter((p) => !open.includes(p)).map((p) => deps.sharing.removeDuplicate(familyId, p.pairId)));
  return open;
}
