import type { UserRecord } from '../../ports/accounts';
import type { SharingStore } from '../../ports/sharing';

/** A few are enough to know whether one is still open (own and expired ones are skipped). */
const PEEK = 10;

/**
 * The user's has_invites (spec 001 section 3, User): whether a family sharing request is waiting
 * for them, sent to their proved e-mail, not expired and not their own. Worked out when the user is
 * read (one Query), so it never goes stale when an invite expires, is cancelled or is answered.
 */
export async function hasInvitesWaiting(sharing: Pick<SharingStore, 'pendingInvitesTo'>, user: UserRecord, now: number): Promise<boolean> {
  if (!user.email || !user.emailVerified) return false;
  const invites = await sharing.pendingInvitesTo(user.email.toLowerCase(), PEEK);
  return invites.some((invite) => invite.inviterId !== user.userId && invite.validUntil > now);
}
