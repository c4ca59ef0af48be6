import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ProviderAuthError, ProviderItemError, ProviderNotReadyError, type GooglePhotosApi, type PickedMediaItem, type PickingSession, type ProviderTokens } from '../../ports/sources';

interface SessionBody {
  id: string;
  pickerUri: string;
  mediaItemsSet?: boolean;
  expireTime?: string;
  pollingConfig?: { pollInterval?: string };
}
interface MediaItemBody {
  id: string;
  createTime?: string;
  mediaFile: { baseUrl: string; mimeType: string; filename: string };
}

/**
 * Google's OAuth 2.0 token endpoint (authorization code with PKCE, refresh tokens) and the Photos
 * Picker API, the same wire calls against Google and the local stand-in.
 */
export class GooglePhotosHttpApi implements GooglePhotosApi {
  /** `clientSecret` is read when first needed (Secrets Manager in AWS). */
  constructor(private readonly config: { tokenUrl: string; pickerApiUrl: string; clientId: string; clientSecret: () => Promise<string> }) {}

  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }) {
    return this.token({ grant_type: 'authorization_code', code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async createSession(token: string) {
    return sessionOf(await this.json<SessionBody>(token, `${this.config.pickerApiUrl}/v1/sessions`, { method: 'POST', body: '{}' }));
  }

  async getSession(token: string, sessionId: string) {
    return sessionOf(await this.json<SessionBody>(token, `${this.config.pickerApiUrl}/v1/sessions/${encodeURIComponent(sessionId)}`));
  }

  async deleteSession(token: string, sessionId: string) {
    const response = await fetch(`${this.config.pickerApiUrl}/v1/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    // NOT_FOUND: deleted already (a second release, or Google's own expiry).
    if (response.ok || response.status === 404) return;
    await throwFor(response);
  }

  async listMediaItems(token: string, sessionId: string, pageSize: number, pageToken?: string) {
    const url = new URL(`${this.config.pickerApiUrl}/v1/mediaItems`);
    url.searchParams.set('sessionId', sessionId);
    url.searchParams.set('pageSize', String(pageSize));
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const body = await this.json<{ mediaItems?: MediaItemBody[]; nextPageToken?: string }>(token, url.toString());
    const items: PickedMediaItem[] = (body.mediaItems ?? []).map((item) => ({
      id: item.id,
      createTime: item.createTime ?? null,
      mimeType: item.mediaFile.mimeType,
      filename: item.mediaFile.filename,
      baseUrl: item.mediaFile.baseUrl,
    }));
    return { items, nextPageToken: body.nextPageToken || null };
  }

  async thumbnail(token: string, baseUrl: string) {
    const response = await fetch(`${baseUrl}=w480-h320`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) await throwFor(response);
    return `data:${response.headers.get('content-type') ?? 'image/jpeg'};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  }

  async download(token: string, baseUrl: string, toFile: string) {
    // '=d' asks for the original bytes with their metadata.
    const response = await fetch(`${baseUrl}=d`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) await throwFor(response);
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(toFile));
    return { size: (await stat(toFile)).size };
  }

  private async token(grant: Record<string, string>): Promise<ProviderTokens> {
    const response = await fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...grant, client_id: this.config.clientId, client_secret: await this.config.clientSecret() }),
    });
    // invalid_grant: a used, expired or forged code, or a revoked refresh token.
    if (response.status === 400 || response.status === 401) throw new ProviderAuthError(`Google refused the grant (${(await response.text()).slice(0, 200)})`);
    if (!response.ok) await throwFor(response);
    const body = (await response.json()) as { access_token: string; refresh_token?: string; expires_in?: number; scope?: string };
    return { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, expiresIn: body.expires_in ?? null, scope: body.scope?.split(' ').filter(Boolean) ?? [] };
  }

  private async json<T>(token: string, url: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(url, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    if (!response.ok) await throwFor(response);
    return (await response.json()) as T;
  }
}

function sessionOf(body: SessionBody): PickingSession {
  const seconds = Number.parseFloat(body.pollingConfig?.pollInterval ?? '5');
  return { id: body.id, pickerUri: body.pickerUri, mediaItemsSet: Boolean(body.mediaItemsSet), pollIntervalMs: Math.round((Number.isFinite(seconds) ? seconds : 5) * 1000), expireTime: body.expireTime ?? null };
}

/** 401: token expired or revoked; 404: the session or item is gone (permanent); anything else is retried. */
async function throwFor(response: Response): Promise<never> {
  const text = await response.text().catch(() => '');
  if (response.status === 401) throw new ProviderAuthError(`Google refused the token (${text.slice(0, 200)})`);
  if (response.status === 400 && text.includes('FAILED_PRECONDITION')) throw new ProviderNotReadyError('The person has not finished picking');
  if (response.status === 404 || response.status === 403) throw new ProviderItemError(`Google could not find that (${text.slice(0, 200)})`);
  throw new Error(`Google answered ${response.status}: ${text.slice(0, 200)}`);
}
