import type { SignupRequest } from '@heirloom/shared/contracts/accounts';
import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import { ulid } from 'ulid';
import type { UserRecord } from '../../ports/accounts';
import { ConflictError } from '../errors';
import { startContactChange } from './contact-change';
import type { AccountsDeps } from './deps';
import type { SignInContext } from './log-in';
import { enforceCodeLimits, sendSignInCode } from './one-time-codes';
import { hashPassword } from './password-hashing';
import { enforceLimit } from './rate-limits';

/**
 * Creates an account on the Free plan and sends a code to the e-mail address; the account signs
 * in once the code is entered. The answer is the same whether or not the address already has an
 * account, so sign-up cannot be used to find out who uses the app:
 * - a verified account's owner gets a note that someone tried to sign up with their address;
 * - an account never verified (a lost code, or someone else claiming the address) gets a new
 *   code; the password given here replaces the old one only when that code is entered, so an
 *   unproved claim neither blocks the address's real owner nor lets a stranger set the password.
 * A phone number given here becomes a login only once the code texted to it is entered.
 */
export async function signUp(deps: AccountsDeps, request: SignupRequest, context: SignInContext): Promise<{ loginId: string }> {
  await enforceLimit(deps, 'signupPerAddress', context.sourceIp);
  const email = normalizeLoginId(request.email);
  const phone = request.phone_number ? normalizeLoginId(request.phone_number) : null;
  await enforceCodeLimits(deps, email, context.sourceIp);
  const passwordHash = await hashPassword(request.password, deps.passwordHashCost);

  const existingId = await deps.accounts.findUserIdByLoginId(email);
  if (existingId) {
    const existing = await deps.accounts.getUser(existingId);
    if (existing?.status === 'active' && !existing.verified) {
      await sendSignInCode(deps, email, 'verify', existing.userId, { challenge: context.challenge, payload: passwordHash });
    } else await tellOwnerOfSignUpAttempt(deps, email);
    return { loginId: email };
  }

  const user: UserRecord = {
    userId: ulid(),
    username: request.username || email.split('@')[0]!,
    email,
    phoneNumber: null,
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
    hasInvites: false,
    status: 'active',
    createdAt: deps.now(),
  };
  try {
    await deps.accounts.createUser(user, [email]);
  } catch (error) {
    // Another sign-up for the same address won the race: answer as for a known address.
    if (error instanceof ConflictError) return { loginId: email };
    throw error;
  }
  await sendSignInCode(deps, email, 'verify', user.userId, { challenge: context.challenge });
  if (phone) await startContactChange(deps, user, 'phone', phone);
  return { loginId: email };
}

async function tellOwnerOfSignUpAttempt(deps: AccountsDeps, email: string): Promise<void> {
  await deps.notifier.send({
    channel: 'email',
    to: email,
    subject: `Someone tried to create a ${PRODUCT_NAME} account with your e-mail`,
    body:
      `Someone, perhaps you, tried to create a new ${PRODUCT_NAME} account with this e-mail address. You already have an account, so nothing was created.\n\n` +
      `If it was you, log in instead; if you forgot your password, choose "Forgot password" on the login page.\n\nIf it was not you, you can ignore this message: your account has not changed.`,
  });
}
