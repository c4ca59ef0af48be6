import { secretMatches } from '../accounts/secrets';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../errors';
import type { SharingDeps } from './deps';
import { addresseeRefusal } from './invite-addressee';
import { INVITE_NOT_FOUND, INVITE_OWN, signedInUser } from './invites';

/** A person asks for at most this many invites a day (each inviter hears of one invite once anyway). */
export const INVITE_ASKS_PER_DAY = 5;
const DAY_SECONDS = 24 * 60 * 60;
export const INVITE_IS_YOURS = 'This invite was sent to you: accept it instead.';
export const TOO_MANY_ASKS = `You have asked for ${INVITE_ASKS_PER_DAY} invites today. Please ask again tomorrow.`;

/**
 * POST /invite/{id}/ask: someone opened an invite mailed to another address (a forwarded e-mail)
 * while signed in with their own account, which cannot accept it; they ask the inviter for an invite
 * of their own. The inviter gets a message naming them (and their proved e-mail, so they can be
 * invited); nothing is made for the asker to accept. Only a holder of the invite's key can ask, a
 * repeat for the same invite is one message, and asks are limited per person per day.
 */
export async function askForOwnInvite(deps: SharingDeps, userId: string, inviteId: string, key: string): Promise<{ inviterName: string }> {
  const user = await signedInUser(deps, userId);
  const invite = await deps.sharing.getInvite(inviteId);
  if (!invite || !secretMatches(key, invite.keyHash)) throw new NotFoundError(INVITE_NOT_FOUND);
  if (invite.inviterId === userId) throw new ValidationError(INVITE_OWN);
  if (!addresseeRefusal(invite, user)) throw new ValidationError(INVITE_IS_YOURS);
  const inviter = await deps.accounts.getUser(invite.inviterId);
  if (!inviter || inviter.status !== 'active') throw new NotFoundError(INVITE_NOT_FOUND);
  if (!(await deps.rateLimiter.attempt('inviteAsks', userId, INVITE_ASKS_PER_DAY, DAY_SECONDS))) throw new TooManyRequestsError(TOO_MANY_ASKS, DAY_SECONDS);
  await deps.messageEvents?.send({
    kind: 'invite_requested',
    invite_id: invite.inviteId,
    inviter_id: invite.inviterId,
    asker_id: userId,
    asker_name: user.username,
    asker_email: user.email && user.emailVerified ? user.email : null,
    at: deps.now(),
  });
  return { inviterName: invite.inviterName };
}
