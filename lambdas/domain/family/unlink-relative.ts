import type { EventView, UnlinkRelativeRequest } from '@heirloom/shared/contracts/family';
import { joinNames } from '@heirloom/shared/rules/events';
import { ValidationError } from '../errors';
import type { FamilyDeps } from './deps';
import { changeParticipants } from './events';
import type { ParentLink } from './kinship';
import { requirePerson } from './people';
import { displayName } from './person-names';
import { readerFor } from './relationships';
import { makersOf } from './makers';
import { requireMayChange, NOT_YOUR_EVENT_TO_UNLINK, type Actor } from '../sharing/roles';

/**
 * POST /person/{id}/unlink: the relative stops being the person's parent, child or partner, as
 * Gramps Web and webtrees unlink a family member. Relationships are read from events (kinship.ts),
 * so the relative leaves the events that made the link: the parent leaves the child's birth (or
 * adoption); a partner leaves each marriage, divorce or engagement of the two, which stays with the
 * person, date and place kept. Both people and every other event stay as they are.
 *
 * Answers the events changed: none when the two were not linked that way (asked twice, say).
 * Refused, saying why, where that would undo more than the one link: a birth of several children
 * (the parent would leave all of them), and partners linked only by a child they both have; and
 * for a member, where an event that links them was made by someone else (sharing/roles.ts), before
 * any event is changed.
 */
export async function unlinkRelative(deps: FamilyDeps, ownerId: string, personId: string, request: UnlinkRelativeRequest, actor?: Actor): Promise<EventView[]> {
  const person = await requirePerson(deps, ownerId, personId);
  const relative = await requirePerson(deps, ownerId, request.relative_id);
  const [personName, relativeName] = [displayName(person) || 'This person', displayName(relative) || 'this person'];
  const reader = readerFor(deps, ownerId);

  if (request.relation === 'partner') {
    const couple = (await reader.couples(person.id)).find((link) => link.a === relative.id || link.b === relative.id);
    if (!couple) return [];
    if (couple.eventIds.length === 0) {
      throw new ValidationError(`${personName} and ${relativeName} are partners only as the parents of a child: unlink one of them from the child instead`);
    }
    await requireMayChangeEvents(deps, ownerId, couple.eventIds, actor);
    const changed: EventView[] = [];
    for (const eventId of couple.eventIds) changed.push(await changeParticipants(deps, ownerId, eventId, (rows) => rows.filter((row) => row.person !== relative.id)));
    return changed;
  }

  const links: ParentLink[] =
    request.relation === 'parent'
      ? (await reader.parentLinks(person.id)).filter((link) => link.parentId === relative.id)
      : (await reader.childLinks(person.id)).filter((link) => link.childId === relative.id);
  const [parentName, childName] = request.relation === 'parent' ? [relativeName, personName] : [personName, relativeName];
  for (const link of links) {
    const others = [...new Set((await reader.participantsOf(link.eventId)).filter((p) => p.role === 'child' && p.personId !== link.childId).map((p) => p.personId))];
    if (others.length) {
      const names = (await deps.store.getPeople(ownerId, others)).map((other) => displayName(other) || 'an unnamed child');
      throw new ValidationError(
        `${childName} shares one birth with ${joinNames(names)}, so ${parentName} cannot be unlinked from ${childName} alone: open that birth from the Events list and change who is in it there`,
      );
    }
  }
  await requireMayChangeEvents(deps, ownerId, links.map((link) => link.eventId), actor);
  const changed: EventView[] = [];
  for (const link of links) {
    changed.push(await changeParticipants(deps, ownerId, link.eventId, (rows) => rows.filter((row) => !(row.person === link.parentId && row.event_role === 'parent'))));
  }
  return changed;
}

/** Refuses (403) before anything changes unless the actor may change every one of the events. */
async function requireMayChangeEvents(deps: FamilyDeps, ownerId: string, eventIds: readonly string[], actor: Actor | undefined): Promise<void> {
  if (!actor || eventIds.length === 0) return;
  const events = await deps.store.getEvents(ownerId, eventIds);
  for (const maker of await makersOf(deps.store, events)) requireMayChange(actor, maker, NOT_YOUR_EVENT_TO_UNLINK);
}
