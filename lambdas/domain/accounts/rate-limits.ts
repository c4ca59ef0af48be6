import { TooManyRequestsError } from '../errors';
import type { AccountsDeps } from './deps';

/**
 * Attempt limits. Per login id they stop guessing one person's password or code; per address
 * they stop one machine from spraying many accounts or flooding people with codes.
 */
export const LIMITS = {
  loginPerLoginId: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 60, windowSeconds: 15 * 60 },
  codesPerLoginId: { limit: 5, windowSeconds: 60 * 60 },
  codesPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  verifyPerLoginId: { limit: 10, windowSeconds: 15 * 60 },
  verifyPerAddress: { limit: 60, windowSeconds: 15 * 60 },
  signupPerAddress: { limit: 20, windowSeconds: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export async function enforceLimit(deps: AccountsDeps, name: LimitName, key: string): Promise<void> {
  const { limit, windowSeconds } = LIMITS[name];
  if (await deps.rateLimiter.attempt(name, key, limit, windowSeconds)) return;
  const minutes = Math.ceil(windowSeconds / 60);
  throw new TooManyRequestsError(`Too many attempts. Please wait ${minutes} minutes and try again.`, windowSeconds);
}
