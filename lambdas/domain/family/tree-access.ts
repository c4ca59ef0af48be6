import type { Session } from '../../ports/session-store';

/**
 * Whose family tree a signed-in caller reads and writes: their family's. Every user belongs to
 * exactly one family; one who never shared is a family of one whose id is their own user id, so
 * their keys never moved. Every family route asks this one function, and every stored key starts
 * with the family id, so another family's people, events and notes are never found (404),
 * whatever id is asked for. The session carries the family, and leaving or being removed changes
 * it on every open session at once.
 */
export function treeOwnerFor(session: Session): string {
  return session.familyId ?? session.userId;
}
