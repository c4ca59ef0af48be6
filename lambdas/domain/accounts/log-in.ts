import type { LoginRequest, VerifyRequest } from '@heirloom/shared/contracts/accounts';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import type { UserRecord } from '../../ports/accounts';
import { UnauthorizedError, ValidationError } from '../errors';
import type { AccountsDeps } from './deps';
import { enforceCodeLimits, redeemCode, sendSignInCode, WRONG_CODE_MESSAGE } from './one-time-codes';
import { hashPassword, verifyPassword, type PasswordHashCost } from './password-hashing';
import { enforceLimit, needsCodeStepUp, recordFailedPassword } from './rate-limits';
import { startSession } from './sessions';
import { codeSubject } from './sign-in-challenge';

export const INVALID_LOGIN_MESSAGE = 'Invalid User or Password';

export type LoginOutcome =
  | { verifyRequired: true; loginId: string }
  | { verifyRequired: false; loginId: string; user: UserRecord; sessionId: string; expiresAt: number };

/** Where a request came from and the sign-in challenge its browser holds (sign-in-challenge.ts). */
export interface SignInContext {
  sourceIp: string;
  challenge: string;
}

/**
 * With a password: checks it and signs in (or asks for a code first if the account was never
 * verified). Without one: sends a one-time code. The answer for an unknown login id looks the
 * same as for a known one, so the form cannot be used to find out who has an account.
 *
 * After repeated wrong passwords for a login id, a password alone no longer signs in: every
 * password answer becomes "enter the code", and a code goes to the owner only when the password
 * was right. The owner gets in with the code; a guesser learns nothing (not even a right guess),
 * and nobody is locked out.
 */
export async function logIn(deps: AccountsDeps, request: LoginRequest, context: SignInContext): Promise<LoginOutcome> {
  const loginId = normalizeLoginId(request.login_id);
  await enforceLimit(deps, 'loginPerAddress', context.sourceIp);
  const user = await activeUser(deps, loginId);

  if (!request.password) {
    await enforceCodeLimits(deps, loginId, context.sourceIp);
    if (user) await sendSignInCode(deps, loginId, 'login', user.userId, context);
    return { verifyRequired: true, loginId };
  }

  const stepUp = await needsCodeStepUp(deps, loginId);
  // An unknown login id still pays for one hash, so timing does not reveal who has an account.
  const passwordMatches = await verifyPassword(request.password, user?.passwordHash ?? (await decoyHash(deps.passwordHashCost)));
  const rightPassword = Boolean(user?.passwordHash) && passwordMatches;
  if (!rightPassword) await recordFailedPassword(deps, loginId);
  if (stepUp) {
    if (rightPassword) {
      await enforceCodeLimits(deps, loginId, context.sourceIp);
      await sendSignInCode(deps, loginId, user!.verified ? 'login' : 'verify', user!.userId, context);
    }
    return { verifyRequired: true, loginId };
  }
  if (!rightPassword || !user) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  if (!user.verified) {
    await enforceCodeLimits(deps, loginId, context.sourceIp);
    await sendSignInCode(deps, loginId, 'verify', user.userId, context);
    return { verifyRequired: true, loginId };
  }
  return { verifyRequired: false, loginId, user, ...(await startSession(deps, user.userId)) };
}

/** A reset code's session only lets the person choose a new password, for this long. */
export const RESET_SESSION_TTL_SECONDS = 15 * 60;

/**
 * Redeems a code from any of the sign-in flows, for the browser that asked for it. A reset code
 * gives a session that can only set a new password (status CHANGE_PASSWORD); a sign-up code
 * applies the password given with that sign-up.
 */
export async function verifyCode(deps: AccountsDeps, request: VerifyRequest, context: Partial<SignInContext> & { sourceIp: string }) {
  const loginId = normalizeLoginId(request.login_id);
  await enforceLimit(deps, 'verifyPerAddress', context.sourceIp);
  if (!context.challenge) throw new ValidationError(WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  const redeemed = await redeemCode(deps, codeSubject(loginId, context.challenge), request.code, ['reset', 'verify', 'login']);
  let user = await activeUser(deps, loginId);
  if (!user || user.userId !== redeemed.userId) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  // A code that reached the account's e-mail proves the e-mail too.
  const provesEmail = user.email === loginId && !user.emailVerified;
  const signUpPassword = redeemed.purpose === 'verify' && !user.verified ? redeemed.payload : undefined;
  if (!user.verified || provesEmail || signUpPassword) {
    user = await deps.accounts.updateUser(user.userId, {
      verified: true,
      ...(provesEmail ? { emailVerified: true } : {}),
      ...(signUpPassword ? { passwordHash: signUpPassword } : {}),
    });
  }
  if (redeemed.purpose === 'reset') {
    const session = await startSession(deps, user.userId, { scope: 'password-reset', ttlSeconds: RESET_SESSION_TTL_SECONDS });
    return { status: 'CHANGE_PASSWORD' as const, user, ...session };
  }
  return { status: 'OK' as const, user, ...(await startSession(deps, user.userId)) };
}

/** Sends a reset code when the login id has an account; answers the same either way. */
export async function forgotPassword(deps: AccountsDeps, rawLoginId: string, context: SignInContext): Promise<void> {
  const loginId = normalizeLoginId(rawLoginId);
  await enforceCodeLimits(deps, loginId, context.sourceIp);
  const user = await activeUser(deps, loginId);
  if (user) await sendSignInCode(deps, loginId, 'reset', user.userId, context);
}

/** One per cost, made once per container: verifying against it costs what verifying a real hash of this deployment does. */
const decoys = new Map<PasswordHashCost, Promise<string>>();
function decoyHash(cost: PasswordHashCost): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword('decoy-password-never-matches', cost)));
  return decoy;
}

export async function activeUser(deps: AccountsDeps, loginId: string): Promise<UserRecord | null> {
  const userId = await deps.accounts.findUserIdByLoginId(loginId);
  const user = userId ? await deps.accounts.getUser(userId) : null;
  return user?.status === 'active' ? user : null;
}
