import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DROPBOX_THUMBNAIL_SIZE, type DropboxEntry } from '@heirloom/shared/contracts/sources';
import { uploadKind } from '@heirloom/shared/uploads';
import { ProviderAuthError, ProviderItemError, type DownloadedFile, type DropboxApi, type ProviderTokens } from '../../ports/sources';

/** A listing page: Dropbox allows up to 2,000; 50 keeps each answer quick. */
const LIST_LIMIT = 50;

interface DropboxMetadata {
  '.tag': 'file' | 'folder' | 'deleted';
  id: string;
  name: string;
  path_display?: string;
  path_lower?: string;
  size?: number;
  client_modified?: string;
}

/**
 * Dropbox's HTTP API v2 (https://api.dropboxapi.com and https://content.dropboxapi.com), the
 * same wire calls against the real service and the local stand-in.
 */
export class DropboxHttpApi implements DropboxApi {
  constructor(private readonly urls: { api: string; content: string; appKey: string }) {}

  /** The code from the sign-in with its PKCE verifier: a short-lived access token and (offline access) a refresh token. */
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }) {
    return this.token({ grant_type: 'authorization_code', code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(grant: Record<string, string>): Promise<ProviderTokens> {
    const response = await fetch(`${this.urls.api}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // A PKCE app sends its key and no secret.
      body: new URLSearchParams({ ...grant, client_id: this.urls.appKey }),
    });
    // invalid_grant: a used, expired or forged code, or a refresh token the person revoked.
    if (response.status === 400 || response.status === 401) throw new ProviderAuthError(`Dropbox refused the grant (${(await response.text()).slice(0, 200)})`);
    if (!response.ok) await throwFor(response);
    const body = (await response.json()) as { access_token: string; refresh_token?: string; expires_in?: number; scope?: string; account_id?: string };
    return { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, expiresIn: body.expires_in ?? null, scope: body.scope?.split(' ').filter(Boolean) ?? [], accountId: body.account_id ?? null };
  }

  async listFolder(token: string, path: string, cursor?: string) {
    const body = cursor
      ? await this.rpc<{ entries: DropboxMetadata[]; cursor: string; has_more: boolean }>(token, '/2/files/list_folder/continue', { cursor })
      : await this.rpc<{ entries: DropboxMetadata[]; cursor: string; has_more: boolean }>(token, '/2/files/list_folder', { path: path === '/' ? '' : path, limit: LIST_LIMIT });
    const entries: DropboxEntry[] = [];
    for (const entry of body.entries) {
      const entryPath = entry.path_display ?? entry.path_lower ?? '';
      if (entry['.tag'] === 'folder') entries.push({ id: entry.id, kind: 'folder', name: entry.name, path: entryPath, size: null, modified: null });
      else if (entry['.tag'] === 'file' && uploadKind(entry.name) === 'image') {
        entries.push({ id: entry.id, kind: 'photo', name: entry.name, path: entryPath, size: entry.size ?? null, modified: entry.client_modified ?? null });
      }
    }
    return { entries, cursor: body.has_more ? body.cursor : null };
  }

  async thumbnails(token: string, paths: readonly string[]) {
    const body = await this.call<{ entries: Array<{ '.tag': 'success' | 'failure'; thumbnail?: string }> }>(token, `${this.urls.content}/2/files/get_thumbnail_batch`, {
      entries: paths.map((path) => ({ path, format: 'jpeg', size: DROPBOX_THUMBNAIL_SIZE, mode: 'fitone_bestfit' })),
    });
    const thumbnails: Record<string, string> = {};
    body.entries.forEach((entry, index) => {
      // Answers come in the order asked; a file without a thumbnail fails alone.
      if (entry['.tag'] === 'success' && entry.thumbnail) thumbnails[paths[index]!] = `data:image/jpeg;base64,${entry.thumbnail}`;
    });
    return thumbnails;
  }

  async download(token: string, path: string, toFile: string): Promise<DownloadedFile> {
    const response = await fetch(`${this.urls.content}/2/files/download`, {
      method: 'POST',
      // Dropbox wants the argument as ASCII JSON in a header; non-ASCII characters escaped.
      headers: { authorization: `Bearer ${token}`, 'dropbox-api-arg': asciiJson({ path }) },
    });
    if (!response.ok || !response.body) await throwFor(response);
    const metadata = JSON.parse(response.headers.get('dropbox-api-result') ?? '{}') as DropboxMetadata;
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(toFile));
    return { size: (await stat(toFile)).size, name: metadata.name ?? path.split('/').pop() ?? 'photo', modified: metadata.client_modified ?? null };
  }

  private rpc<T>(token: string, route: string, body: unknown): Promise<T> {
    return this.call<T>(token, `${this.urls.api}${route}`, body);
  }

  private async call<T>(token: string, url: string, body: unknown): Promise<T> {
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) await throwFor(response);
    return (await response.json()) as T;
  }
}

const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** 401: the token is expired or revoked; 409: the path is gone (permanent); anything else is retried. */
async function throwFor(response: Response): Promise<never> {
  const text = await response.text().catch(() => '');
  if (response.status === 401) throw new ProviderAuthError(`Dropbox refused the token (${text.slice(0, 200)})`);
  if (response.status === 409) throw new ProviderItemError(`Dropbox could not find that file (${text.slice(0, 200)})`);
  throw new Error(`Dropbox answered ${response.status}: ${text.slice(0, 200)}`);
}
