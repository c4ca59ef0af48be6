import type { UpdateUserRequest } from '@heirloom/shared/contracts/accounts';
import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import type { Session } from '../../ports/session-store';
import type { UserRecord } from '../../ports/accounts';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { proveItIsYou, removePhone, startContactChange } from './contact-change';
import type { AccountsDeps } from './deps';
import { channelFor } from './one-time-codes';
import { hashPassword } from './password-hashing';
import { startSession } from './sessions';

export async function currentUser(deps: AccountsDeps, userId: string): Promise<UserRecord> {
  const user = await deps.accounts.getUser(userId);
  // An account being deleted is signed out everywhere: answer as for a dead session.
  if (!user || user.status !== 'active') throw new UnauthorizedError();
  return user;
}

/**
 * Profile changes. The username changes at once. E-mail, phone and password need proof that the
 * person at the keyboard owns the account (proveItIsYou), not just a session: a new e-mail or
 * phone is only pending until the code sent to it is entered (contact-change.ts), and a new
 * password signs out every other session and is reported to the account's addresses.
 */
export async function updateAccount(deps: AccountsDeps, session: Session, targetUserId: string, request: UpdateUserRequest): Promise<UserRecord> {
  if (targetUserId !== session.userId) throw new ForbiddenError('You can only change your own account');
  let user = await currentUser(deps, session.userId);

  const email = request.email !== undefined ? normalizeLoginId(request.email) : undefined;
  // The pending address again sends a fresh code (the first may have been lost).
  const emailChange = email !== undefined && email !== user.email ? email : undefined;
  const phone = request.phone_number !== undefined ? (request.phone_number ? normalizeLoginId(request.phone_number) : null) : undefined;
  const phoneChange = phone !== undefined && phone !== user.phoneNumber;
  if (emailChange !== undefined || phoneChange || request.password !== undefined) await proveItIsYou(deps, user, request);

  if (request.username !== undefined && request.username !== user.username) user = await deps.accounts.updateUser(user.userId, { username: request.username });
  if (request.password !== undefined) {
    user = await deps.accounts.updateUser(user.userId, { passwordHash: await hashPassword(request.password, deps.passwordHashCost) });
    await deps.sessions.revokeAllForUser(user.userId, session.sessionId);
    await tellPasswordChanged(deps, user);
  }
  if (emailChange !== undefined) user = await startContactChange(deps, user, 'email', emailChange);
  if (phoneChange) user = phone === null ? await removePhone(deps, user) : await startContactChange(deps, user, 'phone', phone!);
  return user;
}

/**
 * POST /update_password: the new password after a reset code. Only the short session a reset code
 * gives can do this; it ends here, with every other session, and a full session starts.
 */
export async function changePasswordAfterReset(deps: AccountsDeps, session: Session, password: string) {
  if (session.scope !== 'password-reset') {
    throw new ForbiddenError('To change your password, use your profile: it asks for your current password first');
  }
  await currentUser(deps, session.userId);
  const user = await deps.accounts.updateUser(session.userId, { passwordHash: await hashPassword(password, deps.passwordHashCost) });
  await deps.sessions.revokeAllForUser(session.userId);
  await tellPasswordChanged(deps, user);
  return { user, ...(await startSession(deps, user.userId)) };
}

async function tellPasswordChanged(deps: AccountsDeps, user: UserRecord): Promise<void> {
  const to = user.email ?? user.phoneNumber;
  if (!to) return;
  await deps.notifier.send({
    channel: channelFor(to),
    to,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    body: `The password of your ${PRODUCT_NAME} account was changed, and other devices were signed out.\n\nIf you did not do this, choose a new password now with "Forgot password" on the login page.`,
  });
}
