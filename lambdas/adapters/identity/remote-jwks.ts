import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { getJson } from './remote-json';

/** Where a verifier gets the public key a token names in its header (`kid`). */
export interface SigningKeySource {
  key(kid: string): Promise<KeyObject | null>;
}

export interface RemoteJwksOptions {
  url: string;
  now?: () => number;
  fetch?: typeof fetch;
  /** How long keys are kept when the response gives no max-age. */
  defaultMaxAgeSeconds?: number;
  /**
   * An unknown kid refetches the set only when the keys in hand are at least this old, so a
   * stream of tokens naming made-up keys cannot make every request call the provider.
   */
  minRefetchIntervalMs?: number;
  /** After a failed fetch, keys already held are used for this long before trying again. */
  retryAfterFailureMs?: number;
}

/**
 * A JSON Web Key Set fetched over HTTPS and kept for the container's life: reused until the
 * response's Cache-Control max-age runs out (less its Age), fetched once more when a token names a
 * key the set does not have (the provider rotated its keys), and shared by concurrent requests.
 */
export class RemoteJwks implements SigningKeySource {
  private keys = new Map<string, KeyObject>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private expiresAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly minRefetchIntervalMs: number;

  constructor(private readonly options: RemoteJwksOptions) {
    this.now = options.now ?? Date.now;
    this.minRefetchIntervalMs = options.minRefetchIntervalMs ?? 30_000;
  }

  async key(kid: string): Promise<KeyObject | null> {
    if (this.now() >= this.expiresAt) await this.refresh();
    if (!this.keys.has(kid) && this.now() - this.fetchedAt >= this.minRefetchIntervalMs) await this.refresh();
    return this.keys.get(kid) ?? null;
  }

  private refresh(): Promise<void> {
    this.pending ??= this.fetchKeys().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetchKeys(): Promise<void> {
    const startedAt = this.now();
    try {
      const response = await getJson(this.options.url, this.options.fetch);
      if (response.status !== 200) throw new Error(`The key set at ${this.options.url} answered HTTP ${response.status}`);
      const keys = parseKeySet(response.body);
      if (keys.size === 0) throw new Error(`The key set at ${this.options.url} holds no RS256 signing keys`);
      this.keys = keys;
      this.fetchedAt = startedAt;
      this.expiresAt = startedAt + freshForSeconds(response.headers, this.options.defaultMaxAgeSeconds ?? 300) * 1000;
    } catch (error) {
      // Keys already held stay good for a while: a provider hiccup should not stop every sign-in.
      if (this.keys.size === 0) throw error;
      this.fetchedAt = startedAt;
      this.expiresAt = startedAt + (this.options.retryAfterFailureMs ?? 30_000);
    }
  }
}

/** Seconds a response stays fresh: max-age less Age; no-store or no-cache means not at all. */
export function freshForSeconds(headers: Headers, fallbackSeconds: number): number {
  const cacheControl = headers.get('cache-control') ?? '';
  if (/\bno-(store|cache)\b/i.test(cacheControl)) return 0;
  const maxAge = /\bmax-age\s*=\s*"?(\d+)/i.exec(cacheControl);
  if (!maxAge) return fallbackSeconds;
  const age = Number(headers.get('age') ?? 0);
  return Math.max(0, Number(maxAge[1]) - (Number.isFinite(age) ? age : 0));
}

/** The RS256 signature keys of a JWKS, by kid; anything else in the set is skipped. */
export function parseKeySet(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (body as { keys?: unknown } | undefined)?.keys;
  if (!Array.isArray(list)) return keys;
  for (const jwk of list as Array<JsonWebKey & { kid?: unknown; use?: unknown; alg?: unknown }>) {
    if (typeof jwk?.kid !== 'string' || jwk.kty !== 'RSA') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A key we cannot read is one no token can be checked against; the others still work.
    }
  }
  return keys;
}
