import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { loginIdKind } from '@heirloom/shared/login-id';
import type { CodePurpose, StoredCode } from '../../ports/accounts';
import { ValidationError } from '../errors';
import type { AccountsDeps } from './deps';
import { enforceLimit } from './rate-limits';
import { hashSecret, newVerificationCode, secretMatches } from './secrets';
import { codeSubject } from './sign-in-challenge';

export const CODE_TTL_SECONDS = 15 * 60;
/** Wrong guesses a code survives; after that a new one must be requested. */
export const CODE_MAX_FAILED_ATTEMPTS = 5;

export const WRONG_CODE_MESSAGE = 'That code is not right or has expired. Please check it, or ask for a new one.';

type TypedCodePurpose = Exclude<CodePurpose, 'delete' | 'undo'>;
export type SignInCodePurpose = Extract<CodePurpose, 'verify' | 'login' | 'reset'>;

const PURPOSE_TEXT: Record<TypedCodePurpose, string> = {
  verify: 'to confirm your account',
  login: 'to log in',
  reset: 'to choose a new password',
  contact: 'to confirm this address for your account',
  reauth: 'to confirm it is you changing your account',
};

/**
 * Sends a fresh six-digit code to an e-mail or phone (mail or SMS, as the address is one or the
 * other), stored under `subject` (the address itself unless given).
 */
export async function sendCode(
  deps: AccountsDeps,
  to: string,
  purpose: TypedCodePurpose,
  userId: string,
  options: { subject?: string; payload?: string } = {},
): Promise<void> {
  const code = newVerificationCode();
  await deps.codes.put({
    subject: options.subject ?? to,
    purpose,
    codeHash: hashSecret(code),
    userId,
    expiresAt: Math.floor(deps.now() / 1000) + CODE_TTL_SECONDS,
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const body = `Your ${PRODUCT_NAME} code ${PURPOSE_TEXT[purpose]} is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, you can ignore this message.`;
  await deps.notifier.send({ channel: channelFor(to), to, subject: `Your ${PRODUCT_NAME} code: ${code}`, body });
}

export const channelFor = (address: string) => (loginIdKind(address) === 'phone' ? ('sms' as const) : ('email' as const));

/**
 * Counts a code request against the address, the login id from that address, and the login id
 * overall, in that order, so one machine is stopped before it uses up the owner's allowance.
 */
export async function enforceCodeLimits(deps: AccountsDeps, loginId: string, sourceIp: string): Promise<void> {
  await enforceLimit(deps, 'codesPerAddress', sourceIp);
  await enforceLimit(deps, 'codesPerLoginIdAndAddress', `${loginId}@${sourceIp}`);
  await enforceLimit(deps, 'codesPerLoginId', loginId);
}

/** A sign-in code for the browser holding `challenge`, within the code limits. */
export async function sendSignInCode(
  deps: AccountsDeps,
  loginId: string,
  purpose: SignInCodePurpose,
  userId: string,
  context: { challenge: string; payload?: string },
): Promise<void> {
  await sendCode(deps, loginId, purpose, userId, { subject: codeSubject(loginId, context.challenge), payload: context.payload });
}

/**
 * Checks a typed code against every live code for the subject. A match is used up (single use);
 * a miss counts against each live code, which dies after too many misses.
 */
export async function redeemCode(deps: AccountsDeps, subject: string, code: string, purposes: readonly CodePurpose[]): Promise<StoredCode> {
  const nowSeconds = Math.floor(deps.now() / 1000);
  const live = (await Promise.all(purposes.map((purpose) => deps.codes.get(subject, purpose)))).filter(
    (stored): stored is StoredCode => stored !== null && stored.expiresAt > nowSeconds && stored.failedAttempts < CODE_MAX_FAILED_ATTEMPTS,
  );
  const match = live.find((stored) => secretMatches(code, stored.codeHash));
  if (match) {
    await deps.codes.remove(match.subject, match.purpose);
    return match;
  }
  await Promise.all(live.map((stored) => deps.codes.recordFailedAttempt(stored.subject, stored.purpose)));
  throw new ValidationError(WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
}
