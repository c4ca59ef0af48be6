import type { ExternalIdentity } from '../../ports/identity-providers';

/** The login id a provider's person is stored under, e.g. `google:1098...`, `facebook:4410...`. */
export const externalLoginId = (identity: Pick<ExternalIdentity, 'system' | 'subject'>): string => `${identity.system}:${identity.subject}`;

/** As the username field allows (shared/contracts/accounts.ts, counted like zod: UTF-16 units). */
const USERNAME_MAX = 60;

const PROVIDER_NAMES: Record<ExternalIdentity['system'], string> = { google: 'Google', facebook: 'Facebook' };

/**
 * The name a new account starts with: the one the provider knows the person by, else the start
 * of their e-mail (as sign-up does), else a neutral placeholder they can change in the profile.
 */
export function usernameFor(identity: ExternalIdentity, email: string | null): string {
  const name = identity.name?.replace(/\s+/g, ' ').trim();
  if (name) return truncate(name, USERNAME_MAX).trim();
  const local = email?.split('@')[0];
  if (local) return truncate(local, USERNAME_MAX);
  return `${PROVIDER_NAMES[identity.system]} user`;
}

/** At most `max` UTF-16 units, never cutting a character (an emoji) in half. */
function truncate(text: string, max: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}
