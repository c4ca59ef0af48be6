import { verify as verifySignature } from 'node:crypto';
import * as z from 'zod';
import { EXTERNAL_MESSAGES, ExternalIdentityRejectedError, type ExternalRejectionReason } from '../../domain/accounts/external-errors';
import type { ExternalIdentity, GoogleTokenVerifier } from '../../ports/identity-providers';
import type { SigningKeySource } from './remote-jwks';

/** Google's public signing keys (JWKS). */
export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS: readonly string[] = ['accounts.google.com', 'https://accounts.google.com'];
/** Tolerated difference between Google's clock and ours. */
export const CLOCK_SKEW_SECONDS = 60;
/** Google's ID tokens live an hour; a token claiming far longer was not made by Google. */
const MAX_LIFETIME_SECONDS = 24 * 60 * 60;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const header = z.object({ alg: z.string(), kid: z.string().min(1) });

const claims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  sub: z.string().min(1).max(255),
  exp: z.number(),
  iat: z.number(),
  nbf: z.number().optional(),
  email: z.string().optional(),
  // Older tokens carry the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

export interface GoogleIdTokenVerifierOptions {
  /** The OAuth client id of the web app: the only audience accepted. */
  clientId: string;
  keys: SigningKeySource;
  now?: () => number;
}

/**
 * Verifies a Google ID token the way Google documents it: an RS256 signature by one of Google's
 * current keys, Google as issuer, our client id as audience, and a lifetime that includes now
 * (give or take the clock skew). Claims are read only once the signature holds. The e-mail is
 * passed on only when Google says it is verified.
 */
export class GoogleIdTokenVerifier implements GoogleTokenVerifier {
  private readonly now: () => number;

  constructor(private readonly options: GoogleIdTokenVerifierOptions) {
    this.now = options.now ?? Date.now;
  }

  async verify(idToken: string): Promise<ExternalIdentity> {
    const parts = idToken.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw reject('malformed');
    const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];

    const parsedHeader = header.safeParse(decodeJson(encodedHeader));
    if (!parsedHeader.success) throw reject('malformed');
    // Only RS256: accepting the header's word for 'none' or HS256 is the classic JWT forgery.
    if (parsedHeader.data.alg !== 'RS256') throw reject('unsupported-algorithm');

    const key = await this.options.keys.key(parsedHeader.data.kid);
    if (!key) throw reject('unknown-key');
    const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`, 'ascii');
    if (!verifySignature('RSA-SHA256', signed, key, Buffer.from(encodedSignature, 'base64url'))) throw reject('bad-signature');

    const parsedClaims = claims.safeParse(decodeJson(encodedPayload));
    if (!parsedClaims.success) throw reject('malformed');
    const token = parsedClaims.data;
    if (!GOOGLE_ISSUERS.includes(token.iss)) throw reject('wrong-issuer');
    const audiences = Array.isArray(token.aud) ? token.aud : [token.aud];
    if (!audiences.includes(this.options.clientId)) throw reject('wrong-audience');

    const nowSeconds = Math.floor(this.now() / 1000);
    if (token.exp + CLOCK_SKEW_SECONDS <= nowSeconds) throw reject('expired');
    if (token.iat - CLOCK_SKEW_SECONDS > nowSeconds) throw reject('not-yet-valid');
    if (token.nbf !== undefined && token.nbf - CLOCK_SKEW_SECONDS > nowSeconds) throw reject('not-yet-valid');
    if (token.exp - token.iat > MAX_LIFETIME_SECONDS) throw reject('malformed');

    const emailVerified = token.email_verified === true || token.email_verified === 'true';
    return {
      system: 'google',
      subject: token.sub,
      email: emailVerified && token.email ? token.email : null,
      name: token.name?.trim() || null,
    };
  }
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const MESSAGE_FOR: Record<ExternalRejectionReason, string> = {
  malformed: EXTERNAL_MESSAGES.googleNotConfirmed,
  'unsupported-algorithm': EXTERNAL_MESSAGES.googleNotConfirmed,
  'unknown-key': EXTERNAL_MESSAGES.googleNotConfirmed,
  'bad-signature': EXTERNAL_MESSAGES.googleNotConfirmed,
  expired: EXTERNAL_MESSAGES.googleExpired,
  'not-yet-valid': EXTERNAL_MESSAGES.googleNotConfirmed,
  'wrong-issuer': EXTERNAL_MESSAGES.googleOtherIssuer,
  'wrong-audience': EXTERNAL_MESSAGES.googleOtherApp,
  'invalid-token': EXTERNAL_MESSAGES.googleNotConfirmed,
  'wrong-app': EXTERNAL_MESSAGES.googleOtherApp,
  'wrong-user': EXTERNAL_MESSAGES.googleNotConfirmed,
};

const reject = (reason: ExternalRejectionReason) => new ExternalIdentityRejectedError(MESSAGE_FOR[reason], reason);
