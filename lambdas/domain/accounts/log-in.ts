import type { LoginRequest, VerifyRequest } from '@heirloom/shared/contracts/accounts';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import type { UserRecord } from '../../ports/accounts';
import { UnauthorizedError } from '../errors';
import type { AccountsDeps } from './deps';
import { redeemCode, sendCode } from './one-time-codes';
import { hashPassword, verifyPassword } from './password-hashing';
import { enforceLimit } from './rate-limits';
import { startSession } from './sessions';

export const INVALID_LOGIN_MESSAGE = 'Invalid User or Password';

export type LoginOutcome =
  | { verifyRequired: true; loginId: string }
  | { verifyRequired: false; loginId: string; user: UserRecord; sessionId: string; expiresAt: number };

/**
 * With a password: checks it and signs in (or asks for a code first if the account was never
 * verified). Without one: sends a one-time code. The answer for an unknown login id looks the
 * same as for a known one, so the form cannot be used to find out who has an account.
 */
export async function logIn(deps: AccountsDeps, request: LoginRequest, sourceIp: string): Promise<LoginOutcome> {
  const loginId = normalizeLoginId(request.login_id);
  await enforceLimit(deps, 'loginPerAddress', sourceIp);
  await enforceLimit(deps, 'loginPerLoginId', loginId);
  const user = await activeUser(deps, loginId);

  if (!request.password) {
    if (user) {
      await enforceLimit(deps, 'codesPerLoginId', loginId);
      await sendCode(deps, loginId, 'login', user.userId);
    }
    return { verifyRequired: true, loginId };
  }

  // An unknown login id still pays for one hash, so timing does not reveal who has an account.
  const passwordMatches = await verifyPassword(request.password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !passwordMatches) {
    throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  }
  if (!user.verified) {
    await enforceLimit(deps, 'codesPerLoginId', loginId);
    await sendCode(deps, loginId, 'verify', user.userId);
    return { verifyRequired: true, loginId };
  }
  return { verifyRequired: false, loginId, user, ...(await startSession(deps, user.userId)) };
}

/** Redeems a code from any of the flows; a password-reset code asks for a new password next. */
export async function verifyCode(deps: AccountsDeps, request: VerifyRequest, sourceIp: string) {
  const loginId = normalizeLoginId(request.login_id);
  await enforceLimit(deps, 'verifyPerAddress', sourceIp);
  await enforceLimit(deps, 'verifyPerLoginId', loginId);
  const redeemed = await redeemCode(deps, loginId, request.code, ['reset', 'verify', 'login']);
  let user = await activeUser(deps, loginId);
  if (!user || user.userId !== redeemed.userId) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  // A code that reached the account's e-mail proves the e-mail too.
  const provesEmail = user.email === loginId && !user.emailVerified;
  if (!user.verified || provesEmail) user = await deps.accounts.updateUser(user.userId, { verified: true, ...(provesEmail ? { emailVerified: true } : {}) });
  const session = await startSession(deps, user.userId);
  return { status: redeemed.purpose === 'reset' ? ('CHANGE_PASSWORD' as const) : ('OK' as const), user, ...session };
}

/** Sends a reset code when the login id has an account; answers the same either way. */
export async function forgotPassword(deps: AccountsDeps, rawLoginId: string, sourceIp: string): Promise<void> {
  const loginId = normalizeLoginId(rawLoginId);
  await enforceLimit(deps, 'codesPerAddress', sourceIp);
  await enforceLimit(deps, 'codesPerLoginId', loginId);
  const user = await activeUser(deps, loginId);
  if (user) await sendCode(deps, loginId, 'reset', user.userId);
}

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('decoy-password-never-matches'));

async function activeUser(deps: AccountsDeps, loginId: string): Promise<UserRecord | null> {
  const userId = await deps.accounts.findUserIdByLoginId(loginId);
  const user = userId ? await deps.accounts.getUser(userId) : null;
  return user?.status === 'active' ? user : null;
}
