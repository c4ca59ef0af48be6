import type { SignupRequest } from '@heirloom/shared/contracts/accounts';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import { ulid } from 'ulid';
import type { UserRecord } from '../../ports/accounts';
import { ConflictError } from '../errors';
import type { AccountsDeps } from './deps';
import { sendCode } from './one-time-codes';
import { hashPassword } from './password-hashing';
import { enforceLimit } from './rate-limits';

/**
 * Creates an account on the Free plan and sends a code to the e-mail address; the account signs
 * in once the code is entered. Signing up again before verifying (a lost code, a typo in the
 * password) takes the new password and sends a new code rather than locking the address out.
 */
export async function signUp(deps: AccountsDeps, request: SignupRequest, sourceIp: string): Promise<{ loginId: string }> {
  await enforceLimit(deps, 'signupPerAddress', sourceIp);
  const email = normalizeLoginId(request.email);
  const phone = request.phone_number ? normalizeLoginId(request.phone_number) : null;
  await enforceLimit(deps, 'codesPerLoginId', email);
  const passwordHash = await hashPassword(request.password);

  const existingId = await deps.accounts.findUserIdByLoginId(email);
  if (existingId) {
    const existing = await deps.accounts.getUser(existingId);
    if (!existing || existing.verified || existing.status !== 'active') {
      throw new ConflictError('An account with this e-mail already exists. Please log in instead.');
    }
    await deps.accounts.updateUser(existingId, { passwordHash, ...(request.username ? { username: request.username } : {}) });
    await sendCode(deps, email, 'verify', existingId);
    return { loginId: email };
  }

  const user: UserRecord = {
    userId: ulid(),
    username: request.username || email.split('@')[0]!,
    email,
    phoneNumber: phone,
    passwordHash,
    verified: false,
    emailVerified: false,
    customerPlan: 'Free',
    trialEnd: null,
    trialExpired: false,
    hadTrial: false,
    freeSpace: 0,
    paidSpace: 0,
    spaceUsed: 0,
    spaceCommitted: 0,
    personId: null,
    hasPhotos: false,
    hasPeople: false,
    hasInvites: false,
    status: 'active',
    createdAt: deps.now(),
  };
  await deps.accounts.createUser(user, phone ? [email, phone] : [email]);
  await sendCode(deps, email, 'verify', user.userId);
  return { loginId: email };
}
