import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { NOT_ENOUGH_SPACE } from '@heirloom/shared/uploads';
import { ulid } from 'ulid';
import { archiveItemKey, copyEntry } from '../archives/import-archive';
import type { OpenedZip, ZipEntryRef } from '../archives/zip-reader';
import { deterministicId } from '../family/ids';
import { sniffMedia } from '../media/sniff';
import type { CatalogItem } from '../../ports/media';
import type { UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { itemView } from '../uploads/processing/item-view';
import { makeDocument } from '../uploads/processing/make-document';
import { makePhoto } from '../uploads/processing/make-photo';
import { makeVideo } from '../uploads/processing/make-video';
import { namesInGedcom } from './gedzip-layout';

export type GedzipMediaOutcome = 'imported' | 'duplicate' | { failed: string };

export const NOT_READABLE_MEDIA = 'This file is not a photo, video or PDF we can read.';

/**
 * One photo, video or PDF of a GEDZIP into the uploader's library, through the same steps as an
 * upload of it (content hash, duplicate check, space, renditions, pages, faces, near-duplicates),
 * then linked to the people and events whose OBJE named it: the tree was imported first, so its
 * FILE names wait among the family's missing files, and matching the entry's path takes them.
 *
 * Safe to run again (a redelivered slice): the content hash finds the item made the first time,
 * which is matched again (a no-op once matched) and not made twice.
 */
export async function importGedzipMedia(
  deps: ProcessingDeps,
  upload: UploadRecord,
  zip: OpenedZip,
  ref: ZipEntryRef,
  space: { limit: number; stored: number },
  workDir: string,
): Promise<GedzipMediaOutcome> {
  const itemKey = deterministicId(upload.uploadId, ref.path);
  const name = ref.path.slice(ref.path.lastIndexOf('/') + 1);
  const itemDir = join(workDir, itemKey);
  const file = join(itemDir, 'original');
  const itemDeps = { ...deps, tmpDir: itemDir };
  const written: string[] = [];
  try {
    await mkdir(itemDir, { recursive: true });
    const { sha256, head } = await copyEntry(await zip.openEntry(ref), file);
    const objectKey = archiveItemKey(upload.ownerId, upload.uploadId, itemKey, name);
    const existing = await deps.catalog.findByContentHash(upload.ownerId, sha256);
    if (existing) {
      await linkToTree(deps, upload, ref.path, existing);
      return (await madeByThisEntry(deps, existing, objectKey)) ? 'imported' : 'duplicate';
    }
    if (space.stored + ref.size > space.limit) return { failed: NOT_ENOUGH_SPACE };

    const kind = sniffMedia(head);
    const entryUpload: UploadRecord = { ...upload, name, size: ref.size, objectKey, contentType: kind.mime };
    const itemId = ulid();
    let item: CatalogItem;
    let added: boolean;
    if (kind.kind === 'image' || kind.kind === 'video') {
      const make = kind.kind === 'image' ? makePhoto : makeVideo;
      const photo = await make(itemDeps, entryUpload, file, itemId, sha256, kind.mime, written);
      await deps.storage.putUploadFile(objectKey, file, kind.mime);
      added = await deps.catalog.addPhoto(photo);
      item = { itemType: photo.imageType, itemId };
    } else if (kind.kind === 'pdf') {
      const { document, pages } = await makeDocument(itemDeps, entryUpload, file, itemId, sha256, written);
      await deps.storage.putUploadFile(objectKey, file, kind.mime);
      added = await deps.catalog.addDocument(document, pages);
      item = { itemType: 'document', itemId };
    } else {
      return { failed: NOT_READABLE_MEDIA };
    }
    if (!added) {
      // The same content arrived meanwhile (another upload or delivery): keep that one, linked.
      await deps.storage.deleteDerived(written.splice(0));
      await deps.storage.deleteUpload(objectKey);
      const winner = await deps.catalog.findByContentHash(upload.ownerId, sha256);
      if (winner) await linkToTree(deps, upload, ref.path, winner);
      return 'duplicate';
    }
    space.stored += ref.size;
    if (deps.faces && item.itemType !== 'document') await deps.faces.send({ photo_id: itemId });
    if (item.itemType === 'photo') await deps.nearDuplicates?.(itemId);
    await linkToTree(deps, upload, ref.path, item);
    // Pushed like a finished upload of its own, so open photo lists take the item in at once.
    await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: itemKey, item: await itemView(deps, item) });
    return 'imported';
  } catch (error) {
    if (written.length) await deps.storage.deleteDerived(written).catch(() => undefined);
    throw error;
  } finally {
    await rm(itemDir, { recursive: true, force: true });
  }
}

/**
 * The people and event the GEDCOM's OBJE named this file under (home/missing-files.ts: an event,
 * and the person's icon when they have none). Photos and videos only: that is what the family's
 * missing files are matched with.
 */
async function linkToTree(deps: ProcessingDeps, upload: UploadRecord, path: string, item: CatalogItem): Promise<void> {
  if (!deps.matchMissingFile || (item.itemType !== 'photo' && item.itemType !== 'video')) return;
  for (const fileName of namesInGedcom(path)) {
    if ((await deps.matchMissingFile({ uploaderId: upload.ownerId, fileName, photoId: item.itemId })) === true) return;
  }
}

/**
 * A second run of the same slice finds its own item: imported, not a duplicate. A photo's record
 * names its original's key (which names the entry); a document's original is found at that key
 * (the catalogue port reads photos only, and a duplicate's original is deleted, so only this
 * entry's own item leaves one there).
 */
async function madeByThisEntry(deps: ProcessingDeps, existing: CatalogItem, objectKey: string): Promise<boolean> {
  if (existing.itemType === 'photo' || existing.itemType === 'video') return (await deps.catalog.getPhoto(existing.itemId))?.objectKey === objectKey;
  if (existing.itemType !== 'document') return false;
  try {
    (await deps.storage.readUploadRange(objectKey, 0, 1)).destroy();
    return true;
  } catch {
    return false;
  }
}
