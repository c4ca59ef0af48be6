import type { MediaUrlSigner } from '../../ports/media';

/** The path of the media gate (lambdas/http/photos/get-media.ts) under the app's origin. */
export const MEDIA_GATE_PATH = '/api/media/';

/**
 * Links to stored files that go through the media gate (GET /media/{key}) instead of straight to
 * S3. The gate checks the caller's session against the file's uploader on every fetch and only
 * then redirects to a presigned link that lives a minute, so taking someone out of a family takes
 * their access away at once: a link they kept, copied or left open in a tab no longer opens
 * anything. The link itself carries no secret (the session cookie is the credential), is the same
 * for every member and never expires, so browsers cache pictures by it across pages and reloads.
 */
export class GatedMediaLinks implements MediaUrlSigner {
  constructor(private readonly appOrigin: string) {}

  derived(key: string): Promise<string> {
    return Promise.resolve(this.gate(key));
  }

  original(key: string, downloadName: string): Promise<string> {
    return Promise.resolve(`${this.gate(key)}?${new URLSearchParams({ original: '1', name: downloadName }).toString()}`);
  }

  private gate(key: string): string {
    return `${this.appOrigin}${MEDIA_GATE_PATH}${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
