import type { Session } from '../../ports/session-store';

/**
 * Whose family tree a signed-in caller reads and writes. Today a tree belongs to one user, so it
 * is the caller's own; family sharing (invites) extends this one function. Every family route
 * asks it, and every stored key starts with the tree owner, so another tree's people, events and
 * notes are never found (404), whatever id is asked for.
 */
export function treeOwnerFor(session: Session): string {
  return session.userId;
}
