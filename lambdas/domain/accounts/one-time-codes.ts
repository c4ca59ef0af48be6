import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { loginIdKind } from '@heirloom/shared/login-id';
import type { CodePurpose, StoredCode } from '../../ports/accounts';
import { ValidationError } from '../errors';
import type { AccountsDeps } from './deps';
import { hashSecret, newVerificationCode, secretMatches } from './secrets';

export const CODE_TTL_SECONDS = 15 * 60;
/** Wrong guesses a code survives; after that a new one must be requested. */
export const CODE_MAX_FAILED_ATTEMPTS = 5;

export const WRONG_CODE_MESSAGE = 'That code is not right or has expired. Please check it, or ask for a new one.';

const PURPOSE_TEXT: Record<Exclude<CodePurpose, 'delete'>, string> = {
  verify: 'to confirm your account',
  login: 'to log in',
  reset: 'to choose a new password',
};

/** Sends a fresh six-digit code to a login id (by mail or SMS, as the id is an e-mail or a phone). */
export async function sendCode(deps: AccountsDeps, loginId: string, purpose: Exclude<CodePurpose, 'delete'>, userId: string): Promise<void> {
  const code = newVerificationCode();
  await deps.codes.put({ subject: loginId, purpose, codeHash: hashSecret(code), userId, expiresAt: Math.floor(deps.now() / 1000) + CODE_TTL_SECONDS });
  const body = `Your ${PRODUCT_NAME} code ${PURPOSE_TEXT[purpose]} is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, you can ignore this message.`;
  await deps.notifier.send({ channel: loginIdKind(loginId) === 'phone' ? 'sms' : 'email', to: loginId, subject: `Your ${PRODUCT_NAME} code: ${code}`, body });
}

/**
 * Checks a typed code against every live code for the login id. A match is used up (single use);
 * a miss counts against each live code, which dies after too many misses.
 */
export async function redeemCode(deps: AccountsDeps, loginId: string, code: string, purposes: readonly CodePurpose[]): Promise<StoredCode> {
  const nowSeconds = Math.floor(deps.now() / 1000);
  const live = (await Promise.all(purposes.map((purpose) => deps.codes.get(loginId, purpose)))).filter(
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
