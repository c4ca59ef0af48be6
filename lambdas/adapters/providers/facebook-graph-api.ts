import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ProviderAuthError, ProviderItemError, type FacebookApi, type FacebookPhotoInfo } from '../../ports/sources';

const PHOTO_FIELDS = 'id,name,created_time,place,picture,images';

interface GraphPhoto {
  id: string;
  name?: string;
  created_time?: string;
  place?: { name?: string; location?: { latitude?: number; longitude?: number } };
  picture?: string;
  images?: Array<{ source: string; width: number; height: number }>;
}

/** Facebook's Graph API (graph.facebook.com/v19.0), the same calls against Facebook and the local stand-in. */
export class FacebookGraphApi implements FacebookApi {
  /** `appSecret` is read when first needed (Secrets Manager in AWS). */
  constructor(private readonly config: { graphUrl: string; appId: string; appSecret: () => Promise<string> }) {}

  async me(token: string) {
    const body = await this.get<{ id: string; name?: string }>(token, '/me', { fields: 'id,name' });
    return { id: body.id, name: body.name ?? null };
  }

  async grantedPermissions(token: string) {
    const body = await this.get<{ data: Array<{ permission: string; status: string }> }>(token, '/me/permissions');
    return body.data.filter((entry) => entry.status === 'granted').map((entry) => entry.permission);
  }

  async longLived(token: string) {
    const body = await this.get<{ access_token: string; expires_in?: number }>(null, '/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: this.config.appId,
      client_secret: await this.config.appSecret(),
      fb_exchange_token: token,
    });
    return { accessToken: body.access_token, expiresIn: body.expires_in ?? null };
  }

  async listPhotos(token: string, pageSize: number, after?: string) {
    const body = await this.get<{ data: GraphPhoto[]; paging?: { cursors?: { after?: string }; next?: string } }>(token, '/me/photos', {
      type: 'uploaded',
      fields: PHOTO_FIELDS,
      limit: String(pageSize),
      ...(after ? { after } : {}),
    });
    // Facebook gives a cursor on the last page too; only `next` says there is more.
    return { photos: body.data.map(photoOf), after: body.paging?.next ? (body.paging.cursors?.after ?? null) : null };
  }

  async photo(token: string, id: string) {
    return photoOf(await this.get<GraphPhoto>(token, `/${encodeURIComponent(id)}`, { fields: PHOTO_FIELDS }));
  }

  async download(url: string, toFile: string) {
    const response = await fetch(url);
    if (response.status === 404 || response.status === 403) throw new ProviderItemError(`Facebook no longer has that photo (${response.status})`);
    if (!response.ok || !response.body) throw new Error(`Facebook's CDN answered ${response.status}`);
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(toFile));
    return { size: (await stat(toFile)).size };
  }

  private async get<T>(token: string | null, path: string, query: Record<string, string> = {}): Promise<T> {
    const url = new URL(`${this.config.graphUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.ok) return (await response.json()) as T;
    const text = await response.text().catch(() => '');
    const error = (JSON.parse(text || '{}') as { error?: { code?: number; type?: string } }).error;
    // 190: the token is invalid, expired or revoked; 100 on a photo id: it is gone or not the person's.
    if (error?.code === 190 || error?.type === 'OAuthException' && response.status === 401) throw new ProviderAuthError(`Facebook refused the token (${text.slice(0, 200)})`);
    if (error?.code === 100 || response.status === 404) throw new ProviderItemError(`Facebook could not find that (${text.slice(0, 200)})`);
    throw new Error(`Facebook answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

function photoOf(photo: GraphPhoto): FacebookPhotoInfo {
  const largest = [...(photo.images ?? [])].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  return {
    id: photo.id,
    caption: photo.name?.trim() || null,
    createdTime: photo.created_time ?? null,
    placeName: photo.place?.name ?? null,
    latitude: photo.place?.location?.latitude ?? null,
    longitude: photo.place?.location?.longitude ?? null,
    thumbnailUrl: photo.picture ?? null,
    imageUrl: largest?.source ?? null,
  };
}
