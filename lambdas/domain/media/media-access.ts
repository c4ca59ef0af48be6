import { NotFoundError } from '../errors';
import { ownerOfKey } from '../uploads/object-keys';
import type { Membership } from '../../ports/sharing';
import type { Session } from '../../ports/session-store';
import { libraryOwnerFor } from '../library/access';

export const MEDIA_NOT_FOUND = 'That picture is not in your family library';

/**
 * Who may fetch a stored file (GET /media/{key}): every file lives under its uploader's prefix
 * (users/<uploader>/...), and a family member sees what the family's members uploaded. So the
 * caller may fetch it when they uploaded it, or when its uploader is, right now, a member of the
 * caller's family. The caller's family comes from their session, which leaving or being removed
 * changes on every open session at once: from the next request on, a removed member fetches
 * nothing of the family's, whatever links they kept. Anything else answers like a missing file.
 */
export async function assertMayFetchMedia(membershipOf: (userId: string) => Promise<Membership | null>, session: Session, key: string): Promise<void> {
  const uploader = ownerOfKey(key);
  if (!uploader || key.includes('..')) throw new NotFoundError(MEDIA_NOT_FOUND);
  if (uploader === session.userId) return;
  // The uploader must be in the caller's family right now. (A family's id can be a member's user
  // id, so a caller whose family is keyed by their own id may still share it with others.)
  const family = libraryOwnerFor(session);
  if ((await membershipOf(uploader))?.familyId !== family) throw new NotFoundError(MEDIA_NOT_FOUND);
}
