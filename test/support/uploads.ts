import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { BrowserLikeClient } from './accounts-client';

/** Test photos, addressed from the repository root as the test data README asks. */
export const testPhoto = (relative: string) => resolve('../shared/testdata/photos', relative);

/** Uploads a file the way the web client does: ask for a URL, then PUT the bytes to it. */
export async function uploadFile(client: BrowserLikeClient, file: { name: string; bytes: Buffer; contentType: string }) {
  const grant = await client.post('/upload_url', { name: file.name, contenttype: file.contentType, size: file.bytes.length });
  if (grant.status !== 200) throw new Error(`upload_url refused: ${JSON.stringify(grant.body)}`);
  const put = await fetch(grant.body.url, { method: 'PUT', headers: grant.body.headers, body: file.bytes });
  if (!put.ok) throw new Error(`PUT failed with ${put.status}`);
  return grant.body as { upload_id: string; key: string; url: string; headers: Record<string, string> };
}

export function fileFromDisk(path: string, contentType: string) {
  return { name: basename(path), bytes: readFileSync(path), contentType };
}
