import type { MergeDiffResponse, MergeSide } from '@heirloom/shared/contracts/faces';
import { ValidationError } from '../errors';
import type { FamilyDeps } from '../family/deps';
import { mergePeople, SAME_PERSON } from '../family/merge-people';
import { requirePerson } from '../family/people';
import { attributeViewsOf } from '../family/person-attributes';
import type { PersonRecord } from '../family/records';
import { toPersonView } from '../family/views';
import type { FaceDeps } from './deps';
import { allFacesOf, type FaceScope } from './face-calls';
import type { FaceRecord } from './records';

async function everyFace(deps: FaceDeps, ownerId: string, personId: string): Promise<FaceRecord[]> {
  const faces: FaceRecord[] = [];
  for await (const page of allFacesOf(deps, ownerId, personId)) faces.push(...page);
  return faces;
}

async function sideOf(faces: FaceDeps, family: FamilyDeps, scope: FaceScope, person: PersonRecord): Promise<MergeSide> {
  const participations = await family.store.participationsOf(scope.treeOwnerId, person.id);
  const events = await family.store.getEvents(scope.treeOwnerId, [...new Set(participations.map((p) => p.eventId))]);
  const byId = new Map(events.map((event) => [event.id, event]));
  const parents = [{ kind: 'person' as const, id: person.id }, ...person.names.map((name) => ({ kind: 'name' as const, id: name.id }))];
  let notes = 0;
  let citations = 0;
  for (const parent of parents) {
    notes += (await family.store.notesOf(scope.treeOwnerId, parent)).length;
    citations += (await family.store.citationsOf(scope.treeOwnerId, parent)).length;
  }
  const personFaces = await everyFace(faces, scope.ownerId, person.id);
  return {
    person: toPersonView(person),
    events: participations.flatMap((p) => {
      const event = byId.get(p.eventId);
      return event ? [{ id: event.id, name: event.name, event_type: event.eventType, start_date: event.startDate, role: p.role }] : [];
    }),
    notes,
    citations,
    faces: await Promise.all(personFaces.slice(0, 12).map(async (face) => ({ id: face.faceId, thumbnail_url: await faces.images.link(face.thumbKey) }))),
    photos: new Set(personFaces.map((face) => face.photoId)).size,
    contacts: person.contacts.map((contact) => ({ contact_type: contact.contactType, contact_value: contact.value })),
    attributes: attributeViewsOf(person).map((attribute) => ({ label: attribute.label, value: [attribute.type, attribute.value, attribute.date, attribute.place].filter(Boolean).join(', ') })),
    versions: person.versions?.length ?? 0,
  };
}

/** GET /person/merge_diff: the two people side by side (names, sex, events, notes, citations, faces, photos, contacts, facts, versions). */
export async function mergeDiff(faces: FaceDeps, family: FamilyDeps, scope: FaceScope, id1: string, id2: string): Promise<MergeDiffResponse> {
  const [one, two] = await Promise.all([requirePerson(family, scope.treeOwnerId, id1), requirePerson(family, scope.treeOwnerId, id2)]);
  if (one.id === two.id) throw new ValidationError(SAME_PERSON);
  const [person1, person2] = await Promise.all([sideOf(faces, family, scope, one), sideOf(faces, family, scope, two)]);
  return { person1, person2, needs_merge: true };
}

/**
 * POST /person/merge: person 2 becomes part of person 1. The tree moves its part (names, event
 * roles, notes, citations); then every face of person 2, and so every photo of them, points at
 * person 1, and a face that was 'not' person 2 is now 'not' person 1.
 */
export async function doMerge(faces: FaceDeps, family: FamilyDeps, scope: FaceScope, keepId: string, goneId: string): Promise<PersonRecord> {
  const kept = await mergePeople(family, scope.treeOwnerId, scope.userId, keepId, goneId);
  const gone = goneId;
  const now = faces.now();
  const moved = (await everyFace(faces, scope.ownerId, gone)).map((face) => ({ ...face, personId: kept.id, updatedAt: now }));
  await faces.faces.putFaces(moved);
  await faces.faces.deleteUnnamed(scope.ownerId, gone);
  return requirePerson(family, scope.treeOwnerId, kept.id);
}
