import { TooManyRequestsError } from '../errors';
import type { AccountsDeps } from './deps';

/**
 * Attempt limits. Per address they stop one machine from spraying many accounts or flooding
 * people with codes (the address comes only from the platform, see runtime/http/client-address.ts).
 * Nothing a stranger can trigger locks the owner out: failed passwords for a login id turn on the
 * e-mailed-code step-up (log-in.ts) instead of a ban, and sign-in codes belong to the browser that
 * asked for them (sign-in-challenge.ts), so strangers can neither guess nor burn the owner's code.
 */
export const LIMITS = {
  loginPerAddress: { limit: 60, windowSeconds: 15 * 60 },
  codesPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  codesPerLoginIdAndAddress: { limit: 5, windowSeconds: 60 * 60 },
  /** A ceiling on mail and texts to one person, high enough that one stranger cannot use it up. */
  codesPerLoginId: { limit: 20, windowSeconds: 60 * 60 },
  verifyPerAddress: { limit: 60, windowSeconds: 15 * 60 },
  signupPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  /** Current-password (or code) checks before e-mail, phone or password changes, per account. */
  reauthPerUser: { limit: 10, windowSeconds: 15 * 60 },
  contactCodesPerUser: { limit: 10, windowSeconds: 60 * 60 },
  deletionMailsPerUser: { limit: 3, windowSeconds: 60 * 60 },
  clientErrorsPerAddress: { limit: 30, windowSeconds: 60 * 60 },
} as const;

/** Failed passwords for one login id after which a password alone no longer signs in. */
export const STEP_UP = { afterFailures: 5, windowSeconds: 15 * 60, scope: 'loginFailures' } as const;

export type LimitName = keyof typeof LIMITS;

export async function enforceLimit(deps: Pick<AccountsDeps, 'rateLimiter'>, name: LimitName, key: string): Promise<void> {
  const { limit, windowSeconds } = LIMITS[name];
  if (await deps.rateLimiter.attempt(name, key, limit, windowSeconds)) return;
  const minutes = Math.ceil(windowSeconds / 60);
  throw new TooManyRequestsError(`Too many attempts. Please wait ${minutes} minutes and try again.`, windowSeconds);
}

/** Counts a wrong password for a login id (toward the step-up, never a ban). */
export async function recordFailedPassword(deps: Pick<AccountsDeps, 'rateLimiter'>, loginId: string): Promise<void> {
  await deps.rateLimiter.attempt(STEP_UP.scope, loginId, STEP_UP.afterFailures, STEP_UP.windowSeconds);
}

/** True while a login id has had too many wrong passwords: sign-in then also needs an e-mailed code. */
export async function needsCodeStepUp(deps: Pick<AccountsDeps, 'rateLimiter'>, loginId: string): Promise<boolean> {
  return (await deps.rateLimiter.attempts(STEP_UP.scope, loginId, STEP_UP.windowSeconds)) >= STEP_UP.afterFailures;
}
