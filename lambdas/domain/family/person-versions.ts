import { ConflictError } from '../errors';
import { mayChange, type Actor } from '../sharing/roles';
import type { FamilyDeps } from './deps';
import { refreshAutoNamesFor } from './event-names';
import { makerOfPerson } from './makers';
import { displayName } from './person-names';
import type { PersonRecord, PersonSnapshot } from './records';

/** Older versions kept per person: enough to undo any realistic back-and-forth. */
export const MAX_PERSON_VERSIONS = 20;
export const NO_NEWER_VERSION = 'There is no newer version of this person to choose from';

export const snapshotOf = (person: PersonRecord): PersonSnapshot => ({
  version: person.personVersion,
  author: person.author,
  versionDate: person.versionDate,
  sex: person.sex,
  names: person.names,
  thumbnail: person.thumbnail,
  extras: person.gedcom?.extras ?? null,
  contacts: person.contacts,
});

/** The person's kept GEDCOM structures with the facts of a kept version (versions from before facts were versioned leave them). */
function gedcomWith(person: PersonRecord, kept: PersonSnapshot): PersonRecord['gedcom'] {
  if (kept.extras === undefined) return person.gedcom;
  const gedcom = { ...(person.gedcom ?? {}) };
  if (kept.extras) gedcom.extras = kept.extras;
  else delete gedcom.extras;
  return Object.keys(gedcom).length || person.gedcom ? gedcom : null;
}

/**
 * The next version of a person after an edit by `authorId` (names, sex, icon, facts, contacts, a merge):
 * a new person_version with its date and author, and the earlier version kept when another member
 * made it (withVersioning).
 */
export function nextVersion(previous: PersonRecord, changed: PersonRecord, authorId: string, now: number): PersonRecord {
  return withVersioning(previous, { ...changed, personVersion: previous.personVersion + 1, versionDate: now, author: authorId, updatedAt: now }, authorId);
}

const keep = (snapshot: PersonSnapshot, versions: readonly PersonSnapshot[] = []) => [snapshot, ...versions].slice(0, MAX_PERSON_VERSIONS);

/**
 * Who edits a person: a user id (the edit applies, as for the person's maintainer or an admin) or
 * an Actor with their family role, whose edit waits for review when they may not change the person.
 */
export type Editor = string | Actor;
export const editorId = (editor: Editor): string => (typeof editor === 'string' ? editor : editor.userId);

/**
 * Whether an edit waits for the admins' review rather than changing the person: a member's edit to
 * a person someone else maintains (sharing/roles.ts). Family members suggest; they never overwrite.
 */
export async function editIsSuggestion(deps: Pick<FamilyDeps, 'store'>, person: PersonRecord, editor: Editor): Promise<boolean> {
  if (typeof editor === 'string') return false;
  // Naming a face's unnamed person overwrites nothing: members name faces.
  if (!displayName(person)) return false;
  return !mayChange(editor, await makerOfPerson(deps.store, person));
}

/**
 * The person as it stays while `next` waits for review: unchanged, with `next` as its pending
 * version and the newer-version alert up ('Use This Version' / 'Keep Current Version'). A newer
 * suggestion replaces one not yet reviewed.
 */
export function asSuggestion(previous: PersonRecord, next: PersonRecord, authorId: string, now: number): PersonRecord {
  const pending: PersonSnapshot = { ...snapshotOf(next), version: previous.personVersion + 1, author: authorId, versionDate: now };
  return { ...previous, pending, newerVersion: String(pending.version), updatedAt: now };
}

/**
 * Saves an edit (names, facts, contacts): applied as the next version, or kept as a suggestion for
 * review (see above). Either way those who choose between versions are told: a suggestion reaches
 * its reviewers, a newer version by someone other than the last author reaches the family.
 */
export async function applyOrSuggest(deps: FamilyDeps, previous: PersonRecord, changed: PersonRecord, editor: Editor): Promise<{ person: PersonRecord; suggested: boolean }> {
  const now = deps.now();
  const authorId = editorId(editor);
  const suggested = await editIsSuggestion(deps, previous, editor);
  const next = suggested ? asSuggestion(previous, changed, authorId, now) : nextVersion(previous, changed, authorId, now);
  await deps.store.putPerson(next, previous);
  const about = { family_id: previous.ownerId, person_id: previous.id, person_name: displayName(next) || 'Unnamed person', author_id: authorId, at: now };
  if (suggested) {
    await deps.messageEvents?.send({ kind: 'person_suggestion', ...about, version: next.pending!.version, maker_id: await makerOfPerson(deps.store, previous) });
  } else if (next.newerVersion && next.newerVersion !== previous.newerVersion) {
    await deps.messageEvents?.send({ kind: 'person_version', ...about, version: next.personVersion });
  }
  return { person: next, suggested };
}

/**
 * Person versions (spec 001 sections 2-4): a save by a family member other than the one who last
 * saved the person keeps that earlier version and marks the new one as newer, so the others see
 * the alert and can choose. The same person saving again changes nothing about that.
 */
export function withVersioning(previous: PersonRecord, next: PersonRecord, authorId: string): PersonRecord {
  if (!previous.author || previous.author === authorId) return next;
  const versions = keep(snapshotOf(previous), previous.versions);
  // A suggestion still waiting for review stays the newer version on offer.
  return { ...next, versions, previousVersion: versions.map((v) => String(v.version)), newerVersion: previous.pending ? previous.newerVersion : String(next.personVersion) };
}

/**
 * The version-choice screen (/person_merge?person_id1=): 'Use This Version' keeps the newer one
 * and clears the alert; 'Keep Current Version' brings back the version before it as a new
 * version, and keeps the newer one among the versions, so nothing anyone typed is lost.
 */
export async function choosePersonVersion(deps: FamilyDeps, person: PersonRecord, chooserId: string, choice: 'use' | 'keep'): Promise<PersonRecord> {
  if (!person.newerVersion) throw new ConflictError(NO_NEWER_VERSION);
  if (person.pending) return chooseSuggestion(deps, person, person.pending, chooserId, choice);
  const now = deps.now();
  const kept = person.versions?.[0];
  if (choice === 'use' || !kept) {
    const next = { ...person, newerVersion: null, updatedAt: now };
    await deps.store.putPerson(next, person);
    return next;
  }
  const versions = keep(snapshotOf(person), person.versions?.slice(1));
  const next: PersonRecord = {
    ...person,
    sex: kept.sex,
    names: kept.names,
    thumbnail: kept.thumbnail,
    gedcom: gedcomWith(person, kept),
    contacts: kept.contacts ?? person.contacts,
    personVersion: person.personVersion + 1,
    versionDate: now,
    author: chooserId,
    versions,
    previousVersion: versions.map((v) => String(v.version)),
    newerVersion: null,
    updatedAt: now,
  };
  await deps.store.putPerson(next, person);
  if (JSON.stringify(next.names) !== JSON.stringify(person.names)) await refreshAutoNamesFor(deps, person.ownerId, person.id);
  return next;
}

/**
 * A suggestion under review: 'Use This Version' makes it the person's next version (by its author),
 * keeping the current one among the versions; 'Keep Current Version' leaves the person as it is and
 * keeps the suggestion among the versions, so nothing anyone typed is lost.
 */
async function chooseSuggestion(deps: FamilyDeps, person: PersonRecord, pending: PersonSnapshot, chooserId: string, choice: 'use' | 'keep'): Promise<PersonRecord> {
  const now = deps.now();
  if (choice === 'keep') {
    const versions = keep(pending, person.versions);
    const next: PersonRecord = { ...person, pending: null, newerVersion: null, versions, previousVersion: versions.map((v) => String(v.version)), updatedAt: now };
    await deps.store.putPerson(next, person);
    await tellSuggester(deps, next, pending, chooserId, false);
    return next;
  }
  const versions = keep(snapshotOf(person), person.versions);
  const next: PersonRecord = {
    ...person,
    sex: pending.sex,
    names: pending.names,
    thumbnail: pending.thumbnail,
    gedcom: gedcomWith(person, pending),
    contacts: pending.contacts ?? person.contacts,
    personVersion: person.personVersion + 1,
    versionDate: now,
    author: pending.author,
    versions,
    previousVersion: versions.map((v) => String(v.version)),
    pending: null,
    newerVersion: null,
    updatedAt: now,
  };
  await deps.store.putPerson(next, person);
  await tellSuggester(deps, next, pending, chooserId, true);
  if (JSON.stringify(next.names) !== JSON.stringify(person.names)) await refreshAutoNamesFor(deps, person.ownerId, person.id);
  return next;
}

/** The member who suggested a change learns what became of it, from whom. */
async function tellSuggester(deps: FamilyDeps, person: PersonRecord, pending: PersonSnapshot, reviewerId: string, used: boolean): Promise<void> {
  if (!pending.author) return;
  await deps.messageEvents?.send({
    kind: 'suggestion_reviewed',
    family_id: person.ownerId,
    person_id: person.id,
    version: pending.version,
    person_name: displayName(person) || 'Unnamed person',
    suggester_id: pending.author,
    reviewer_id: reviewerId,
    used,
    at: person.updatedAt,
  });
}
