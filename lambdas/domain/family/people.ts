import type { CreatePersonRequest, SavePersonRequest, contactsRequest } from '@heirloom/shared/contracts/family';
import { PEOPLE_PAGE_SIZE, PERSON_SEARCH_DEFAULT } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { NotFoundError } from '../errors';
import type { FamilyDeps } from './deps';
import { refreshAutoNamesFor, refreshAutoNamesOf } from './event-names';
import { applyOrSuggest, type Editor } from './person-versions';
import { displayName, hasNameParts, letterPrefix, normalizeNames, sortNameOf, UNNAMED_PREFIX } from './person-names';
import { APP_IMPORT_KEY, type ContactRecord, type PersonRecord } from './records';
import type { Page } from './store';
import { nameWords } from './text-keys';

export const PERSON_NOT_FOUND = 'That person is not in your family tree';

/** A person by id; the id of a person merged into another answers with that other (spec 001: merge). */
export async function requirePerson(deps: FamilyDeps, ownerId: string, personId: string): Promise<PersonRecord> {
  let person = await deps.store.getPerson(ownerId, personId);
  for (let hops = 0; person?.mergedInto && hops < 10; hops++) person = await deps.store.getPerson(ownerId, person.mergedInto);
  if (!person) throw new NotFoundError(PERSON_NOT_FOUND);
  return person;
}

/**
 * POST /person: a new person; one with no names gets one blank name (spec 001 section 4). `id` is
 * new unless the caller must make the same person every time (person-for-name.ts).
 */
export async function createPerson(deps: FamilyDeps, ownerId: string, authorId: string, request: CreatePersonRequest, id: string = deps.newId()): Promise<PersonRecord> {
  const now = deps.now();
  const person: PersonRecord = {
    ownerId,
    id,
    sex: request.sex ?? '',
    names: normalizeNames(id, request.names, [], deps.newId),
    contacts: [],
    thumbnail: null,
    itemsDeleted: false,
    personVersion: 1,
    previousVersion: [],
    newerVersion: null,
    versionDate: now,
    author: authorId,
    createdBy: authorId,
    createdAt: now,
    updatedAt: now,
    importKey: APP_IMPORT_KEY,
    importRun: null,
    gedcom: null,
  };
  await deps.store.putPerson(person, null);
  return person;
}

/**
 * POST /person/{id}: names, sex and icon. Each save is a new version (person_version, version_date,
 * author), so edits by relatives can later be offered as versions. Events named automatically
 * after this person are renamed.
 */
export async function savePerson(deps: FamilyDeps, ownerId: string, editor: Editor, personId: string, request: SavePersonRequest): Promise<PersonRecord> {
  const previous = await requirePerson(deps, ownerId, personId);
  const changed: PersonRecord = {
    ...previous,
    sex: request.sex ?? previous.sex,
    names: request.names ? normalizeNames(personId, request.names, previous.names, deps.newId) : previous.names,
    thumbnail: request.person_thumbnail === undefined ? previous.thumbnail : request.person_thumbnail,
  };
  // A member's edit to a person someone else maintains waits for the admins' review (sharing/roles.ts).
  const { person: next, suggested } = await applyOrSuggest(deps, previous, changed, editor);
  if (!suggested && (sortNameOf(next) !== sortNameOf(previous) || JSON.stringify(next.names) !== JSON.stringify(previous.names))) {
    await refreshAutoNamesFor(deps, ownerId, personId);
  }
  // Someone without a name (a person made from faces) named: the memories show their first photos.
  if (!suggested && !previous.names.some(hasNameParts) && next.names.some(hasNameParts)) await deps.namings?.noteNamed(ownerId, personId, next.updatedAt);
  return next;
}

/**
 * GET /people: A-Z by last name, then first, 50 a page. `letter` jumps to last names starting
 * with it; `missing_names` lists the people with no first, middle or last name.
 */
export async function listPeople(
  deps: FamilyDeps,
  ownerId: string,
  query: { cursor?: string | undefined; letter?: string | undefined; missing_names?: boolean | undefined },
): Promise<Page<PersonRecord>> {
  const prefix = query.missing_names ? UNNAMED_PREFIX : query.letter ? letterPrefix(query.letter) : undefined;
  return deps.store.listPeople(ownerId, { ...(prefix ? { prefix } : {}), ...(query.cursor ? { cursor: query.cursor } : {}), limit: PEOPLE_PAGE_SIZE });
}

/** How many people a search reads for the longest typed word, before checking the other words. */
export const PERSON_SEARCH_READ = 500;

/**
 * GET /persons?q=: people whose names have a word starting with each typed word ("jo smi" finds
 * John Smith), in name order, the first `limit` of them. Accents and case are ignored. `hasMore` says
 * more match than were sent, or may (the longest word matched more people than a search reads).
 */
export async function searchPersons(deps: FamilyDeps, ownerId: string, q: string, limit: number = PERSON_SEARCH_DEFAULT): Promise<{ people: PersonRecord[]; hasMore: boolean }> {
  const typed = nameWords(q);
  if (typed.length === 0) return { people: [], hasMore: false };
  const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
  const ids = [...new Set(await deps.store.findPersonIdsByWord(ownerId, longest, PERSON_SEARCH_READ))];
  const people = await deps.store.getPeople(ownerId, ids);
  const matching = people
    .filter((person) => !person.itemsDeleted)
    .filter((person) => {
      const words = person.names.flatMap((name) => [name.prefix, name.first, name.middle, name.last, name.suffix].flatMap(nameWords));
      return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
    })
    .sort((a, b) => (sortNameOf(a) < sortNameOf(b) ? -1 : 1));
  return { people: matching.slice(0, limit), hasMore: matching.length > limit || ids.length >= PERSON_SEARCH_READ };
}

/**
 * POST /people/delete: removes people from the tree's view (items_deleted); returns how many. Events
 * named automatically leave their names out ('Thomas Lee married', no longer '... and Clara Hart married'),
 * renamed once for the whole removal (refreshAutoNamesOf), so removing a hundred people is a few
 * batched reads and not a hundred rounds of them. With an `authorId` (a member's Remove), the
 * family's admins are told, as they may put them back (restorePeople).
 */
export async function forgetPeople(deps: FamilyDeps, ownerId: string, personIds: readonly string[], authorId?: string): Promise<number> {
  const ids = [...new Set(personIds)];
  // A batch read answers in no set order: the message names them in the order they were chosen.
  const people = (await deps.store.getPeople(ownerId, ids)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const now = deps.now();
  const forgotten = people.filter((person) => !person.itemsDeleted).map((person) => ({ before: person, after: { ...person, itemsDeleted: true, updatedAt: now } }));
  await deps.store.putPeople(forgotten.map(({ before, after }) => ({ person: after, previous: before })));
  await refreshAutoNamesOf(
    deps,
    ownerId,
    forgotten.map(({ after }) => after.id),
    forgotten.map(({ after }) => after),
  );
  if (authorId && forgotten.length) {
    const names = forgotten.slice(0, 2).map(({ after }) => displayName(after) || 'Unnamed person');
    await deps.messageEvents?.send({ kind: 'people_removed', family_id: ownerId, person_ids: forgotten.map(({ after }) => after.id), names, author_id: authorId, at: now });
  }
  return forgotten.length;
}

/**
 * POST /people/restore: puts removed people back in the tree, as they were (their events, names and
 * links were kept); returns how many. Their events' automatic names take them back in.
 */
export async function restorePeople(deps: FamilyDeps, ownerId: string, personIds: readonly string[]): Promise<number> {
  const people = await deps.store.getPeople(ownerId, [...new Set(personIds)]);
  const now = deps.now();
  const restored = people.filter((person) => person.itemsDeleted && !person.mergedInto).map((person) => ({ before: person, after: { ...person, itemsDeleted: false, updatedAt: now } }));
  await deps.store.putPeople(restored.map(({ before, after }) => ({ person: after, previous: before })));
  await refreshAutoNamesOf(
    deps,
    ownerId,
    restored.map(({ after }) => after.id),
    restored.map(({ after }) => after),
  );
  return restored.length;
}

/** GET /people/removed: the people removed from the tree, A to Z, a page at a time (to put back); not those merged into another. */
export async function listRemovedPeople(deps: FamilyDeps, ownerId: string, cursor: string | undefined) {
  const page = await deps.store.listPeople(ownerId, { removed: true, limit: PEOPLE_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  return { items: page.items.filter((person) => !person.mergedInto), cursor: page.cursor };
}

export async function personContacts(deps: FamilyDeps, ownerId: string, personId: string): Promise<ContactRecord[]> {
  return (await requirePerson(deps, ownerId, personId)).contacts;
}

/** POST /person/{id}/contacts: the whole list; entries marked deleted are dropped. A change is a new version of the person. */
export async function saveContacts(
  deps: FamilyDeps,
  ownerId: string,
  editor: Editor,
  personId: string,
  request: z.output<typeof contactsRequest>,
): Promise<ContactRecord[]> {
  const person = await requirePerson(deps, ownerId, personId);
  const known = new Set(person.contacts.map((contact) => contact.id));
  const contacts: ContactRecord[] = request.contacts
    .filter((contact) => !contact.deleted)
    .map((contact) => ({
      id: contact.id && known.has(contact.id) ? contact.id : deps.newId(),
      contactType: contact.contact_type,
      value: contact.contact_value,
      personVersion: contact.person_version ?? person.personVersion,
    }));
  const same = (a: ContactRecord[], b: ContactRecord[]) => JSON.stringify(a.map((c) => [c.contactType, c.value])) === JSON.stringify(b.map((c) => [c.contactType, c.value]));
  if (same(contacts, person.contacts)) return person.contacts;
  const { suggested } = await applyOrSuggest(deps, person, { ...person, contacts }, editor);
  return suggested ? person.contacts : contacts;
}
