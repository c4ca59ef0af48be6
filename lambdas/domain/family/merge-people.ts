import { ValidationError } from '../errors';
import type { FamilyDeps } from './deps';
import { refreshAutoNamesFor } from './event-names';
import { nameIdFor } from './ids';
import { requirePerson } from './people';
import { extrasWithAttributesOf } from './person-attributes';
import { hasNameParts } from './person-names';
import { MAX_PERSON_VERSIONS, snapshotOf } from './person-versions';
import type { CitationRecord, ContactRecord, NameRecord, NoteRecord, ParentRef, PersonRecord } from './records';

export const SAME_PERSON = 'Choose two different people to merge';

const nameKey = (name: NameRecord) => [name.prefix, name.first, name.middle, name.last, name.suffix].map((part) => part.trim().toLowerCase()).join('|');

/**
 * 'Do Merge' (spec 001 sections 2 and 4): `goneId` becomes part of `keepId`. The kept person gains
 * the other's names it lacks, sex when it has none, and icon when it has none; every event role,
 * note and citation of the other is moved to the kept person (a role the kept person already has
 * in that event is not doubled); the other's contacts and attributes (title, occupation...) the
 * kept person lacks are added; both people as they were before the merge are kept among the kept
 * person's versions (with the other's earlier versions), so nothing anyone typed is lost. The
 * other leaves the people list and its id answers with the kept person from then on. Faces move
 * separately (the faces feature owns them).
 */
export async function mergePeople(deps: FamilyDeps, ownerId: string, authorId: string, keepId: string, goneId: string): Promise<PersonRecord> {
  const [keep, gone] = await Promise.all([requirePerson(deps, ownerId, keepId), requirePerson(deps, ownerId, goneId)]);
  if (keep.id === gone.id) throw new ValidationError(SAME_PERSON);
  const now = deps.now();

  // Names: the other's named names that the kept person lacks, with ids of the kept person.
  const known = new Set(keep.names.filter(hasNameParts).map(nameKey));
  const renamed = new Map<string, string>();
  const keptNames = keep.names.filter(hasNameParts).length ? keep.names.filter(hasNameParts) : [];
  const added: NameRecord[] = [];
  for (const name of gone.names.filter(hasNameParts)) {
    if (known.has(nameKey(name))) continue;
    known.add(nameKey(name));
    const id = nameIdFor(keep.id, deps.newId());
    renamed.set(name.id, id);
    added.push({ ...name, id, order: keptNames.length + added.length });
  }
  const names = keptNames.length || added.length ? [...keptNames, ...added] : keep.names;
  const personVersion = keep.personVersion + 1;
  const contactKey = (contact: ContactRecord) => `${contact.contactType}|${contact.value.trim().toLowerCase()}`;
  const knownContacts = new Set(keep.contacts.map(contactKey));
  const contacts = [...keep.contacts, ...gone.contacts.filter((contact) => !knownContacts.has(contactKey(contact)) && knownContacts.add(contactKey(contact))).map((contact) => ({ ...contact, personVersion }))];
  const extras = extrasWithAttributesOf(keep, gone);
  const gedcom = extras === keep.gedcom?.extras ? keep.gedcom : { ...(keep.gedcom ?? {}), extras };
  // Both people as they were, newest first, then their earlier versions (the other's ids are its own).
  const versions = [snapshotOf(keep), snapshotOf(gone), ...(keep.versions ?? []), ...(gone.versions ?? [])].slice(0, MAX_PERSON_VERSIONS);
  const merged: PersonRecord = {
    ...keep,
    names,
    sex: keep.sex || gone.sex,
    thumbnail: keep.thumbnail ?? gone.thumbnail,
    contacts,
    gedcom,
    versions,
    previousVersion: versions.map((version) => String(version.version)),
    personVersion,
    versionDate: now,
    author: authorId,
    updatedAt: now,
    // A relative's merge is a newer version, for the others to see and choose (person-versions.ts).
    newerVersion: keep.author && keep.author !== authorId ? String(personVersion) : keep.newerVersion,
  };
  await deps.store.putPerson(merged, keep);

  // Event roles.
  const participations = await deps.store.participationsOf(ownerId, gone.id);
  for (const participation of participations) {
    const inEvent = await deps.store.participantsOf(ownerId, participation.eventId);
    const already = inEvent.some((other) => other.personId === keep.id && other.role === participation.role);
    await deps.store.deleteParticipants([participation]);
    if (!already) await deps.store.putParticipants([{ ...participation, personId: keep.id }]);
  }

  // Notes and citations on the person, their names and those notes.
  const anchor = { kind: 'person' as const, id: keep.id };
  const moveParent = (parent: ParentRef): ParentRef =>
    parent.kind === 'person' && parent.id === gone.id ? { kind: 'person', id: keep.id } : parent.kind === 'name' && renamed.has(parent.id) ? { kind: 'name', id: renamed.get(parent.id)! } : parent;
  const parents: ParentRef[] = [{ kind: 'person', id: gone.id }, ...gone.names.map((name) => ({ kind: 'name' as const, id: name.id }))];
  const notes: NoteRecord[] = [];
  const citations: CitationRecord[] = [];
  for (const parent of parents) {
    notes.push(...(await deps.store.notesOf(ownerId, parent)));
    citations.push(...(await deps.store.citationsOf(ownerId, parent)));
  }
  for (const note of notes) citations.push(...(await deps.store.citationsOf(ownerId, { kind: 'note', id: note.id })));
  // Notes and citations are keyed by their own id: writing them again moves them.
  if (notes.length) await deps.store.putNotes(notes.map((note) => ({ ...note, anchor, parent: moveParent(note.parent) as NoteRecord['parent'] })));
  if (citations.length) await deps.store.putCitations(citations.map((citation) => ({ ...citation, anchor, parent: moveParent(citation.parent) })));

  await deps.store.putPerson({ ...gone, itemsDeleted: true, mergedInto: keep.id, updatedAt: now }, gone);
  if (participations.length) await refreshAutoNamesFor(deps, ownerId, keep.id);
  return merged;
}
