import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NOT_ENOUGH_SPACE } from '@heirloom/shared/uploads';
import { ulid } from 'ulid';
import { deterministicId } from '../family/ids';
import { sniffMedia, SNIFF_BYTES, type MediaKind } from '../media/sniff';
import type { CatalogItem, PhotoRecord } from '../../ports/media';
import type { UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { itemView } from '../uploads/processing/item-view';
import { makeDocument } from '../uploads/processing/make-document';
import { makePhoto } from '../uploads/processing/make-photo';
import { makeVideo } from '../uploads/processing/make-video';
import { storedCopyOf } from '../uploads/processing/stored-copy';
import type { OpenedZip, ZipEntryRef } from './zip-reader';

/**
 * What one entry of an archive became: an item of this import (made now, or by an earlier delivery
 * of the same slice: either way its id, so a cancel can take it out again), a copy of an item
 * already in the library, or a failure with why.
 */
export type ZipEntryOutcome = { imported: string } | 'duplicate' | { failed: string };

/** The space an archive may fill, and what its items took so far (updated as entries are imported). */
export interface ArchiveSpace {
  limit: number;
  stored: number;
}

/** How one kind of archive (Takeout, GEDZIP) differs in importing an entry. */
export interface ZipEntryRules {
  /** The kinds of file it takes; any other is failed with `notReadable`. */
  kinds: ReadonlyArray<Extract<MediaKind, 'image' | 'video' | 'pdf'>>;
  notReadable: string;
  /** The archive's own details added to a photo or video before it is stored (a Takeout sidecar's date, its album). */
  preparePhoto?: (photo: PhotoRecord) => Promise<PhotoRecord>;
  /** Told the library item this entry ends as, whether made now, before, or already there (a GEDZIP links it to the tree). */
  onItem?: (item: CatalogItem) => Promise<void>;
}

/** Where an imported file's original is kept: beside the archive's own key, never an upload key (which would be processed again). */
export const archiveItemKey = (ownerId: string, uploadId: string, itemKey: string, name: string) =>
  `users/${ownerId}/archives/${uploadId}/${itemKey}/${name.normalize('NFC').replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^\.+/, '').slice(-120) || 'file'}`;

/**
 * One photo, video (or PDF, where the rules take them) of an archive into its uploader's library,
 * through the same steps as an upload of it: content hash, duplicate check, space, renditions,
 * pages, faces, near-duplicates, and a push so open photo lists take it in at once.
 *
 * Safe to run again (a redelivered slice): the content hash finds the item the first run made from
 * this very entry, which counts as imported and whose bytes count in `space.stored` again (the
 * slice's stored bytes start from the last checkpoint, before the first run).
 */
export async function importZipEntry(
  deps: ProcessingDeps,
  upload: UploadRecord,
  zip: OpenedZip,
  ref: ZipEntryRef,
  space: ArchiveSpace,
  workDir: string,
  rules: ZipEntryRules,
): Promise<ZipEntryOutcome> {
  const itemKey = deterministicId(upload.uploadId, ref.path);
  const name = ref.path.slice(ref.path.lastIndexOf('/') + 1);
  // One item's scratch space at a time (its bytes, a converted video), removed as soon as it is done.
  const itemDir = join(workDir, itemKey);
  const file = join(itemDir, 'original');
  const written: string[] = [];
  try {
    await mkdir(itemDir, { recursive: true });
    const { sha256, head } = await copyEntry(await zip.openEntry(ref), file);
    const objectKey = archiveItemKey(upload.ownerId, upload.uploadId, itemKey, name);
    const existing = await storedCopyOf(deps, upload.ownerId, sha256);
    if (existing) {
      await rules.onItem?.(existing);
      if (!(await madeFromThisEntry(deps, existing, objectKey))) return 'duplicate';
      space.stored += ref.size;
      return { imported: existing.itemId };
    }
    if (space.stored + ref.size > space.limit) return { failed: NOT_ENOUGH_SPACE };

    const kind = sniffMedia(head);
    if (kind.kind !== 'image' && kind.kind !== 'video' && kind.kind !== 'pdf') return { failed: rules.notReadable };
    if (!rules.kinds.includes(kind.kind)) return { failed: rules.notReadable };
    const entryUpload: UploadRecord = { ...upload, name, size: ref.size, objectKey, contentType: kind.mime };
    const itemId = ulid();
    let item: CatalogItem;
    let added: boolean;
    if (kind.kind === 'pdf') {
      const { document, pages } = await makeDocument(deps, entryUpload, file, itemId, sha256, written);
      await deps.storage.putUploadFile(objectKey, file, kind.mime);
      added = await deps.catalog.addDocument(document, pages);
      item = { itemType: 'document', itemId };
    } else {
      const make = kind.kind === 'image' ? makePhoto : makeVideo;
      const made = await make(deps, entryUpload, file, itemId, sha256, kind.mime, written);
      const photo = rules.preparePhoto ? await rules.preparePhoto(made) : made;
      await deps.storage.putUploadFile(objectKey, file, kind.mime);
      added = await deps.catalog.addPhoto(photo);
      item = { itemType: photo.imageType, itemId };
    }
    if (!added) {
      // The same content arrived meanwhile (another upload or delivery): keep that one.
      await deps.storage.deleteDerived(written.splice(0));
      await deps.storage.deleteUpload(objectKey);
      const winner = await deps.catalog.findByContentHash(upload.ownerId, sha256);
      if (winner) await rules.onItem?.(winner);
      return 'duplicate';
    }
    space.stored += ref.size;
    if (deps.faces && item.itemType !== 'document') await deps.faces.send({ photo_id: itemId });
    // Filed for the duplicates review like any upload; an archive's tally does not single copies out.
    if (item.itemType === 'photo') await deps.nearDuplicates?.(itemId);
    await rules.onItem?.(item);
    // Pushed like a finished upload of its own, so open photo lists take the item in at once.
    await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: itemKey, item: await itemView(deps, item) });
    return { imported: itemId };
  } catch (error) {
    if (written.length) await deps.storage.deleteDerived(written).catch(() => undefined);
    throw error;
  } finally {
    await rm(itemDir, { recursive: true, force: true });
  }
}

/**
 * A second run of the same slice finds what the first made from this very entry: that is this
 * import's own item, not a duplicate (a second copy of the same photo elsewhere in the archive stays
 * a duplicate). A photo's record names its original's key (which names the entry); a document's
 * original is found at that key (the catalogue port reads photos only, and a duplicate's original
 * is deleted, so only this entry's own item leaves one there).
 */
async function madeFromThisEntry(deps: ProcessingDeps, existing: CatalogItem, objectKey: string): Promise<boolean> {
  if (existing.itemType === 'photo' || existing.itemType === 'video') return (await deps.catalog.getPhoto(existing.itemId))?.objectKey === objectKey;
  if (existing.itemType !== 'document') return false;
  try {
    (await deps.storage.readUploadRange(objectKey, 0, 1)).destroy();
    return true;
  } catch {
    return false;
  }
}

/** Streams one entry to scratch space, hashing it and keeping its first bytes for sniffing. */
export async function copyEntry(stream: Readable, file: string): Promise<{ sha256: string; head: Uint8Array }> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (headBytes < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      done(null, chunk);
    },
  });
  await pipeline(stream, tap, createWriteStream(file));
  return { sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}
