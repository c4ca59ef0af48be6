import type { PasswordHashCost } from '../domain/accounts/password-hashing';

export const PASSWORD_HASH_COST_ENV = 'PASSWORD_HASH_COST';

/**
 * PASSWORD_HASH_COST: unset (or 'strong') wherever people keep accounts, `npm start` included;
 * 'fast' only on the local stage, where the test layers set it for their throwaway accounts. A
 * deployed stage given anything else fails at its first request instead of weakening passwords.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  const value = env[PASSWORD_HASH_COST_ENV];
  if (!value || value === 'strong') return 'strong';
  if (value === 'fast' && env.STAGE === 'local') return 'fast';
  throw new Error(`${PASSWORD_HASH_COST_ENV} is "${value}" on stage "${env.STAGE}": only the local stage may use "fast"; leave it unset elsewhere`);
}
