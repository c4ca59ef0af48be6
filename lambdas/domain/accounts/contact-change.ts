import type { UpdateUserRequest } from '@heirloom/shared/contracts/accounts';
import { WRONG_CURRENT_PASSWORD } from '@heirloom/shared/contracts/accounts';
import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { loginIdKind, normalizeLoginId } from '@heirloom/shared/login-id';
import type { UserRecord } from '../../ports/accounts';
import { ConflictError, ValidationError } from '../errors';
import type { AccountsDeps } from './deps';
import { channelFor, redeemCode, sendCode, WRONG_CODE_MESSAGE } from './one-time-codes';
import { verifyPassword } from './password-hashing';
import { enforceLimit } from './rate-limits';
import { hashSecret, newToken } from './secrets';

/**
 * E-mail and phone changes. A stolen session alone cannot move someone's login: the change needs
 * the current password (or a fresh code for accounts without one, proveItIsYou), the new address
 * becomes a login only when the code sent to it is entered (so nobody can claim an address they do
 * not hold), and the old address is told, with a link that puts it back.
 */
export type ContactKind = 'email' | 'phone';

export const UNDO_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
export const INVALID_UNDO_LINK = 'This link is not valid or has expired.';
export const NEEDS_CODE_MESSAGE = 'Enter the code we sent you to confirm it is you';

const pendingField = (kind: ContactKind) => (kind === 'email' ? 'pendingEmail' : 'pendingPhoneNumber');
const contactSubject = (userId: string, kind: ContactKind) => `${userId}#${kind}`;
const reauthSubject = (userId: string) => `${userId}#reauth`;
const undoSubject = (userId: string) => `${userId}#undo`;

/** The current password, or for accounts without one a code from sendReauthCode. */
export async function proveItIsYou(deps: AccountsDeps, user: UserRecord, request: Pick<UpdateUserRequest, 'current_password' | 'code'>): Promise<void> {
  await enforceLimit(deps, 'reauthPerUser', user.userId);
  if (user.passwordHash) {
    if (!request.current_password || !(await verifyPassword(request.current_password, user.passwordHash))) {
      throw new ValidationError(WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
    }
    return;
  }
  if (!request.code) throw new ValidationError(NEEDS_CODE_MESSAGE, { code: [NEEDS_CODE_MESSAGE] });
  await redeemCode(deps, reauthSubject(user.userId), request.code, ['reauth']);
}

/** For accounts without a password: a code to the account's own e-mail (or phone) that stands in for it. */
export async function sendReauthCode(deps: AccountsDeps, user: UserRecord): Promise<void> {
  const to = user.email ?? user.phoneNumber;
  if (!to) throw new ValidationError('This account has no e-mail or phone to send a code to');
  await enforceLimit(deps, 'contactCodesPerUser', user.userId);
  await sendCode(deps, to, 'reauth', user.userId, { subject: reauthSubject(user.userId) });
}

/** Sends a code to the new address and remembers it as pending; nothing else changes yet. */
export async function startContactChange(deps: AccountsDeps, user: UserRecord, kind: ContactKind, address: string): Promise<UserRecord> {
  await enforceLimit(deps, 'contactCodesPerUser', user.userId);
  await sendCode(deps, address, 'contact', user.userId, { subject: contactSubject(user.userId, kind), payload: address });
  return deps.accounts.updateUser(user.userId, { [pendingField(kind)]: address });
}

/** The code from the new address: it becomes the login, the old one stops being one and is told. */
export async function confirmContactChange(deps: AccountsDeps, user: UserRecord, rawAddress: string, code: string): Promise<UserRecord> {
  const address = normalizeLoginId(rawAddress);
  const kind: ContactKind = loginIdKind(address) === 'phone' ? 'phone' : 'email';
  await enforceLimit(deps, 'reauthPerUser', user.userId);
  const redeemed = await redeemCode(deps, contactSubject(user.userId, kind), code, ['contact']);
  if (redeemed.payload !== address) throw new ValidationError(WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  const old = kind === 'email' ? user.email : user.phoneNumber;
  if (old === address) return deps.accounts.updateUser(user.userId, { [pendingField(kind)]: null });

  const holderId = await deps.accounts.findUserIdByLoginId(address);
  if (holderId && holderId !== user.userId) {
    throw new ConflictError(`Another ${PRODUCT_NAME} account already logs in with this ${kind === 'email' ? 'e-mail' : 'phone number'}`);
  }
  const changes: Partial<UserRecord> =
    kind === 'email' ? { email: address, emailVerified: true, pendingEmail: null, verified: true } : { phoneNumber: address, pendingPhoneNumber: null, verified: true };
  const updated = await deps.accounts.updateUser(user.userId, changes, { add: [address], remove: old ? [old] : [] });
  if (old) await tellOldAddress(deps, user.userId, kind, old, address);
  return updated;
}

/** A phone number removed from the profile stops being a login at once (no code needed to give one up). */
export async function removePhone(deps: AccountsDeps, user: UserRecord): Promise<UserRecord> {
  if (!user.phoneNumber) return deps.accounts.updateUser(user.userId, { pendingPhoneNumber: null });
  const updated = await deps.accounts.updateUser(user.userId, { phoneNumber: null, pendingPhoneNumber: null }, { add: [], remove: [user.phoneNumber] });
  await tellOldAddress(deps, user.userId, 'phone', user.phoneNumber, null);
  return updated;
}

/**
 * From the link the old address received: puts it back as the login, drops the new one, and signs
 * the account out everywhere (whoever made the change may still hold a session).
 */
export async function undoContactChange(deps: AccountsDeps, userId: string, key: string): Promise<{ restored: string }> {
  let redeemed;
  try {
    redeemed = await redeemCode(deps, undoSubject(userId), key, ['undo']);
  } catch {
    throw new ValidationError(INVALID_UNDO_LINK, { key: [INVALID_UNDO_LINK] });
  }
  const { kind, old } = JSON.parse(redeemed.payload ?? '{}') as { kind: ContactKind; old: string };
  const user = await deps.accounts.getUser(userId);
  if (!user || user.status !== 'active') throw new ValidationError(INVALID_UNDO_LINK, { key: [INVALID_UNDO_LINK] });
  const current = kind === 'email' ? user.email : user.phoneNumber;
  const remove = current && current !== old ? [current] : [];
  const add = current === old ? [] : [old];
  const changes: Partial<UserRecord> = kind === 'email' ? { email: old, emailVerified: true, pendingEmail: null } : { phoneNumber: old, pendingPhoneNumber: null };
  try {
    await deps.accounts.updateUser(userId, changes, { add, remove });
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(`${old} has since been taken by another account, so it cannot be put back`);
    throw error;
  }
  await deps.sessions.revokeAllForUser(userId);
  return { restored: old };
}

/** Tells an address it is no longer this account's login, with a link that undoes the change. */
async function tellOldAddress(deps: AccountsDeps, userId: string, kind: ContactKind, old: string, replacement: string | null): Promise<void> {
  const key = newToken();
  await deps.codes.put({
    subject: undoSubject(userId),
    purpose: 'undo',
    codeHash: hashSecret(key),
    userId,
    expiresAt: Math.floor(deps.now() / 1000) + UNDO_LINK_TTL_SECONDS,
    payload: JSON.stringify({ kind, old, replacement }),
  });
  const link = `${deps.appOrigin}/undo_change/${encodeURIComponent(userId)}?key=${encodeURIComponent(key)}`;
  const what = kind === 'email' ? 'e-mail address' : 'phone number';
  const change = replacement ? `was changed to ${replacement}` : 'was removed from it';
  const body =
    `The ${what} of your ${PRODUCT_NAME} account ${change}, so you can no longer log in with ${old}.\n\n` +
    `If you made this change, there is nothing to do.\n\nIf you did not, open this link within 7 days to put ${old} back and sign out everyone using your account:\n${link}\n` +
    `Then choose a new password with "Forgot password" on the login page.`;
  await deps.notifier.send({ channel: channelFor(old), to: old, subject: `Your ${PRODUCT_NAME} ${what} was changed`, body });
}
