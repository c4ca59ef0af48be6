import type { PersonView } from '@heirloom/shared/contracts/family';

/**
 * Whether a newer version of the person waits for this viewer to see: one a relative made (or
 * suggested). The newer version a viewer saved themselves, now the person's current one, is news
 * for the others only, so its author is not asked to compare it with the one before.
 */
export function newerVersionWaits(person: Pick<PersonView, 'newer_version' | 'person_version' | 'author'>, viewerId: string | null): boolean {
  if (!person.newer_version) return false;
  return !(viewerId !== null && person.author === viewerId && person.newer_version === String(person.person_version));
}
