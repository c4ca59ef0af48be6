import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExternalImportMessage } from '@heirloom/shared/contracts/sources';
import { extensionOf, uploadKind } from '@heirloom/shared/uploads';
import { ProviderAuthError, ProviderItemError } from '../../ports/sources';
import { DomainError } from '../errors';
import { reserveImportedUpload } from '../uploads/request-upload-url';
import type { ImportDeps } from './deps';
import { assertGoogleMediaUrl, deletePickingSession } from './google-picker';
import { accessTokenFor, SIGN_IN_EXPIRED_FOR } from './links';

export type ImportOutcome = 'fetched' | 'failed';

const NOT_A_PHOTO = 'This file is not a photo we can add.';
const SERVICE = { dropbox: 'Dropbox', google: 'Google Photos', facebook: 'Facebook' } as const;
const gone = (system: keyof typeof SERVICE) => `This file is no longer in your ${SERVICE[system]}.`;
const gaveUp = (system: keyof typeof SERVICE) => `We could not fetch this file from ${SERVICE[system]}. Please try again.`;

/**
 * One chosen provider item (a message of the import queue, ten to a batch): the back end fetches
 * the original, passes the same plan and space checks as an upload, and puts it where an upload
 * lands, so the processing pipeline makes the photo (skipping it when the family has the same
 * bytes). Provider hiccups are thrown so the queue retries the item alone; what retrying cannot
 * fix, and the last attempt, is reported to the person and frees the item to be chosen again.
 */
export async function importExternalItem(deps: ImportDeps, message: ExternalImportMessage, attempt: { receiveCount: number; maxReceiveCount: number }): Promise<ImportOutcome> {
  const { user_id: userId, library_owner: libraryOwner, system_type: systemType, item } = message;
  const fail = async (text: string): Promise<ImportOutcome> => {
    await deps.items.release(libraryOwner, systemType, item.id);
    await deps.realtime.toUser(userId, { type: 'source_item', system_type: systemType, source_id: item.id, status: 'failed', photo_id: null, message: text });
    await settlePickedItem(deps, message);
    return 'failed';
  };
  if (uploadKind(item.name) !== 'image') return fail(NOT_A_PHOTO);

  const workDir = join(deps.tmpDir, randomUUID());
  try {
    await mkdir(workDir, { recursive: true });
    const token = await accessTokenFor(deps, userId, systemType);
    const file = join(workDir, 'original');
    const downloaded = await download(deps, message, token, file);
    const upload = await reserveImportedUpload(deps, userId, {
      name: item.name,
      size: downloaded.size,
      contentType: contentTypeOf(item.name),
      source: { system: systemType, sourceId: item.id, libraryOwner, dateTaken: fuzzyDay(downloaded.modified), caption: downloaded.caption ?? null, latitude: downloaded.latitude ?? null, longitude: downloaded.longitude ?? null },
    });
    try {
      await deps.putUpload(upload.objectKey, file, upload.contentType);
    } catch (error) {
      // Give the reserved space back; the retry reserves it again.
      await deps.uploads.fail(upload, gaveUp(systemType), deps.now());
      throw error;
    }
    await settlePickedItem(deps, message);
    // The picker shows progress as items arrive, not only once each photo is made. Best effort: the
    // upload is in, and a failed push must not have the queue fetch the item again.
    await deps.realtime.toUser(userId, { type: 'source_item', system_type: systemType, source_id: item.id, status: 'fetched', photo_id: null, message: null }).catch(() => undefined);
    return 'fetched';
  } catch (error) {
    if (error instanceof ProviderAuthError) return fail(SIGN_IN_EXPIRED_FOR[systemType]);
    if (error instanceof ProviderItemError) return fail(gone(systemType));
    // Not connected, no paid plan, no space: the person has to act; retrying would not help.
    if (error instanceof DomainError) return fail(error.message);
    if (attempt.receiveCount >= attempt.maxReceiveCount) await fail(gaveUp(systemType));
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * A Google item is done with (fetched, or given up on): when it was the last one of a session the
 * person has finished with, the session is deleted at Google. Failing here never refetches the
 * item: the session then ends by Google's own expiry.
 */
async function settlePickedItem(deps: ImportDeps, message: ExternalImportMessage): Promise<void> {
  if (message.system_type !== 'google' || !message.session_id) return;
  try {
    if (await deps.pickingSessions.settle(message.user_id, message.session_id, message.item.id)) await deletePickingSession(deps, message.user_id, message.session_id);
  } catch {
    // Left to expire (see above).
  }
}

interface ProviderFile {
  size: number;
  modified: string | null;
  caption?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * The original's bytes, with what the provider knows of it (used only where the file says nothing):
 * Facebook gives the time, the caption and the tagged place. Google's Picker API gives the time taken (createTime) but neither place
 * nor caption, so only the date is carried over when the file lacks one.
 */
async function download(deps: ImportDeps, message: ExternalImportMessage, token: string, file: string): Promise<ProviderFile> {
  const { item } = message;
  if (message.system_type === 'facebook') {
    // The address is asked of Facebook by id, never taken from the browser.
    const photo = await deps.facebook.photo(token, item.id);
    if (!photo.imageUrl) throw new ProviderItemError(`Facebook photo ${item.id} has no image`);
    const { size } = await deps.facebook.download(photo.imageUrl, file);
    return { size, modified: photo.createdTime, caption: photo.caption, latitude: photo.latitude, longitude: photo.longitude };
  }
  if (message.system_type === 'google') {
    assertGoogleMediaUrl(deps, item.path ?? '');
    const { size } = await deps.google.download(token, item.path!, file);
    return { size, modified: item.created ?? null };
  }
  return deps.dropbox.download(token, item.path ?? item.id, file);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', jpe: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
  heic: 'image/heic', tif: 'image/tiff', tiff: 'image/tiff',
};
const contentTypeOf = (name: string) => CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The provider's ISO time as the library's fuzzy-date text ('14 Jul 2019'); used only when the file has no date. */
export function fuzzyDay(iso: string | null): string | null {
  const match = iso && /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}
