import type { AddParentRequest, EventView } from '@heirloom/shared/contracts/family';
import { sexOfNewParent } from '@heirloom/shared/rules/gender';
import { splitTypedName } from '@heirloom/shared/rules/names';
import { ValidationError } from '../errors';
import { isAncestorOf } from './ancestry';
import type { FamilyDeps } from './deps';
import { changeParticipants, createEvent, getEvent } from './events';
import { createPerson, requirePerson } from './people';
import { displayName } from './person-names';
import type { PersonRecord } from './records';
import { readerFor } from './relationships';

export const OWN_PARENT = 'Someone cannot be their own parent: choose another person';

/** A parent who descends from the child would make the tree a loop (as Gramps and webtrees refuse too). */
export const descendantAsParent = (parent: PersonRecord, child: PersonRecord): string => {
  const [parentName, childName] = [displayName(parent) || 'This person', displayName(child) || 'this person'];
  return `${parentName} descends from ${childName}, so cannot also be their parent: choose another person`;
};

/**
 * POST /person/{id}/parents: 'Add father' / 'Add mother' on a person's page. The parent is the
 * chosen person, or someone new by the typed name, whose sex the relation gives (a father male, a
 * mother female, a parent unknown) so the tree colours them and a GEDCOM export writes the father
 * as HUSB. They join the person's birth as a parent; a person without a birth gets one. Someone
 * who descends from the person is refused: they would be their own ancestor.
 */
export async function addParent(deps: FamilyDeps, ownerId: string, authorId: string, childId: string, request: AddParentRequest): Promise<{ parent: PersonRecord; event: EventView }> {
  const child = await requirePerson(deps, ownerId, childId);
  const parent = request.person_id
    ? await requirePerson(deps, ownerId, request.person_id)
    : await createPerson(deps, ownerId, authorId, { names: [{ name_type: 'Birth Name', ...splitTypedName(request.name ?? '') }], sex: sexOfNewParent(request.relation) });
  if (parent.id === child.id) throw new ValidationError(OWN_PARENT, { person_id: [OWN_PARENT] });
  if (request.person_id && (await isAncestorOf(readerFor(deps, ownerId), child.id, parent.id))) {
    const message = descendantAsParent(parent, child);
    throw new ValidationError(message, { person_id: [message] });
  }

  const birthId = (await birthOf(deps, ownerId, child.id)) ?? (await createEvent(deps, ownerId, newBirth(child.id), authorId)).event.id;
  const participants = await deps.store.participantsOf(ownerId, birthId);
  if (participants.some((p) => p.personId === parent.id && p.role === 'parent')) return { parent, event: await getEvent(deps, ownerId, birthId) };
  const event = await changeParticipants(deps, ownerId, birthId, (rows) => [...rows, { event_role: 'parent', person: parent.id }]);
  return { parent, event };
}

/** The person's birth, where they are the child; the first by date when a file gave them two. */
async function birthOf(deps: FamilyDeps, ownerId: string, childId: string): Promise<string | null> {
  const participations = await deps.store.participationsOf(ownerId, childId);
  return participations.find((p) => p.eventType === 'birth' && p.role === 'child')?.eventId ?? null;
}

const newBirth = (childId: string) => ({ event_type: 'birth', person_id: childId, event_role: 'child' as const, start_date: '', end_date: '', name: '', location: '' });
