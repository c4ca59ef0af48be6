import { ForbiddenError } from '../errors';
import type { UserRecord } from '../../ports/accounts';
import type { InviteRecord } from '../../ports/sharing';

/**
 * 'jane.doe@example.com' -> 'j•••@e•••.com': enough for the person who got a forwarded invite to
 * know it was not meant for their account, not enough to hand them the relative's address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const maskedDomain = dot > 0 ? `${domain[0]}•••${domain.slice(dot)}` : '•••';
  return `${local[0]}•••@${maskedDomain}`;
}

/**
 * Why this account may not accept an e-mailed invite, or null when it may: an invite mailed to an
 * address is for the account that has proved that address (compared without case). Shareable links
 * (no address) are for whoever holds them, and the inviter's own invite is refused elsewhere.
 */
export function addresseeRefusal(invite: Pick<InviteRecord, 'email' | 'inviterId' | 'inviterName'>, user: Pick<UserRecord, 'userId' | 'email' | 'emailVerified'>): string | null {
  if (invite.email === null || invite.inviterId === user.userId) return null;
  const sentTo = invite.email.toLowerCase();
  const own = user.email?.toLowerCase() ?? null;
  if (own === sentTo && user.emailVerified) return null;
  const masked = maskEmail(sentTo);
  if (own === sentTo) return `This invite was sent to ${masked}. Confirm that e-mail address on your account first, then accept it.`;
  return `This invite was sent to a different e-mail address (${masked}) from the one you are signed in with, so this account cannot accept it. Sign in with that address to accept it, or ask ${invite.inviterName} for an invite of your own.`;
}

/** 403 when an e-mailed invite is not this account's to act on. */
export function assertAddressee(invite: InviteRecord, user: UserRecord): void {
  const refusal = addresseeRefusal(invite, user);
  if (refusal) throw new ForbiddenError(refusal);
}
