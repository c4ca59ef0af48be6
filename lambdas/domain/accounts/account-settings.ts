import type { UpdateUserRequest } from '@heirloom/shared/contracts/accounts';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import type { UserRecord } from '../../ports/accounts';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { AccountsDeps } from './deps';
import { hashPassword } from './password-hashing';

export async function currentUser(deps: AccountsDeps, userId: string): Promise<UserRecord> {
  const user = await deps.accounts.getUser(userId);
  // An account being deleted is signed out everywhere: answer as for a dead session.
  if (!user || user.status !== 'active') throw new UnauthorizedError();
  return user;
}

/**
 * Profile changes. A changed e-mail or phone moves the login id atomically (and is refused if
 * another account holds it); a changed password signs out every other session.
 */
export async function updateAccount(deps: AccountsDeps, sessionUserId: string, sessionId: string, targetUserId: string, request: UpdateUserRequest): Promise<UserRecord> {
  if (targetUserId !== sessionUserId) throw new ForbiddenError('You can only change your own account');
  const user = await currentUser(deps, sessionUserId);
  const changes: Partial<UserRecord> = {};
  const add: string[] = [];
  const remove: string[] = [];

  if (request.username !== undefined) changes.username = request.username;
  if (request.email !== undefined) {
    const email = normalizeLoginId(request.email);
    if (email !== user.email) {
      changes.email = email;
      changes.emailVerified = false;
      add.push(email);
      if (user.email) remove.push(user.email);
    }
  }
  if (request.phone_number !== undefined) {
    const phone = request.phone_number ? normalizeLoginId(request.phone_number) : null;
    if (phone !== user.phoneNumber) {
      changes.phoneNumber = phone;
      if (phone) add.push(phone);
      if (user.phoneNumber) remove.push(user.phoneNumber);
    }
  }
  if (request.password !== undefined) changes.passwordHash = await hashPassword(request.password);

  const updated = await deps.accounts.updateUser(user.userId, changes, { add, remove });
  if (request.password !== undefined) await deps.sessions.revokeAllForUser(user.userId, sessionId);
  return updated;
}

/** After a reset code, the new password; every other session is signed out. */
export async function changePassword(deps: AccountsDeps, userId: string, sessionId: string, password: string): Promise<UserRecord> {
  await currentUser(deps, userId);
  const updated = await deps.accounts.updateUser(userId, { passwordHash: await hashPassword(password) });
  await deps.sessions.revokeAllForUser(userId, sessionId);
  return updated;
}
