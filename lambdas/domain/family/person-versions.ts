import { ConflictError } from '../errors';
import type { FamilyDeps } from './deps';
import { refreshAutoNamesFor } from './event-names';
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
 * Person versions (spec 001 sections 2-4): a save by a family member other than the one who last
 * saved the person keeps that earlier version and marks the new one as newer, so the others see
 * the alert and can choose. The same person saving again changes nothing about that.
 */
export function withVersioning(previous: PersonRecord, next: PersonRecord, authorId: string): PersonRecord {
  if (!previous.author || previous.author === authorId) return next;
  const versions = keep(snapshotOf(previous), previous.versions);
  return { ...next, versions, previousVersion: versions.map((v) => String(v.version)), newerVersion: String(next.personVersion) };
}

/**
 * The version-choice screen (/person_merge?person_id1=): 'Use This Version' keeps the newer one
 * and clears the alert; 'Keep Current Version' brings back the version before it as a new
 * version, and keeps the newer one among the versions, so nothing anyone typed is lost.
 */
export async function choosePersonVersion(deps: FamilyDeps, person: PersonRecord, chooserId: string, choice: 'use' | 'keep'): Promise<PersonRecord> {
  if (!person.newerVersion) throw new ConflictError(NO_NEWER_VERSION);
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
