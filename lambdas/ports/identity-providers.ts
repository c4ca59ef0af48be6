/** The sign-in providers a person can use instead of a password or a code (spec 001 section 1). */
export type ExternalSystemType = 'google' | 'facebook';

/**
 * A person as a provider vouches for them, after the provider's token was checked. `email` is set
 * only when the provider says the person proved they hold it, so it may be used to find or create
 * an account; an unverified address is dropped by the adapter, never passed on.
 */
export interface ExternalIdentity {
  system: ExternalSystemType;
  /** The provider's stable id for the person: Google's `sub`, Facebook's app-scoped user id. */
  subject: string;
  email: string | null;
  name: string | null;
}

/**
 * Checks a Google ID token (a JWT signed by Google) and returns who it names. Throws
 * ExternalIdentityRejectedError (domain/accounts/external-errors.ts) for a token that is forged,
 * expired, for another app or from another issuer; any other error means Google could not be asked.
 */
export interface GoogleTokenVerifier {
  verify(idToken: string): Promise<ExternalIdentity>;
}

/**
 * Checks a Facebook user access token: valid, issued to our app, and belonging to `systemId`.
 * Throws ExternalIdentityRejectedError when it is not.
 */
export interface FacebookTokenChecker {
  check(systemId: string, accessToken: string): Promise<ExternalIdentity>;
}

/** The providers this deployment is configured for; null means that sign-in is switched off. */
export interface IdentityProviders {
  google: GoogleTokenVerifier | null;
  facebook: FacebookTokenChecker | null;
}
