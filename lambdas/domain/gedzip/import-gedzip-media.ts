import { importZipEntry, type ArchiveSpace, type ZipEntryOutcome } from '../archives/import-zip-entry';
import type { OpenedZip, ZipEntryRef } from '../archives/zip-reader';
import type { CatalogItem } from '../../ports/media';
import type { UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { namesInGedcom } from './gedzip-layout';

export const NOT_READABLE_MEDIA = 'This file is not a photo, video or PDF we can read.';

/**
 * One photo, video or PDF of a GEDZIP into the uploader's library, through the steps every archive
 * entry takes (archives/import-zip-entry.ts), then linked to the people and events whose OBJE named
 * it: the tree was imported first, so its FILE names wait among the family's missing files, and
 * matching the entry's path takes them. A copy already in the library is linked too.
 *
 * Safe to run again (a redelivered slice): the content hash finds the item made the first time,
 * which is matched again (a no-op once matched), not made twice, and its bytes still counted.
 */
export function importGedzipMedia(
  deps: ProcessingDeps,
  upload: UploadRecord,
  zip: OpenedZip,
  ref: ZipEntryRef,
  space: ArchiveSpace,
  workDir: string,
): Promise<ZipEntryOutcome> {
  return importZipEntry(deps, upload, zip, ref, space, workDir, {
    kinds: ['image', 'video', 'pdf'],
    notReadable: NOT_READABLE_MEDIA,
    onItem: (item) => linkToTree(deps, upload, ref.path, item),
  });
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
