import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ulid } from 'ulid';
import type { FixType } from '@heirloom/shared/contracts/photos';
import { processImage, renderRenditions } from '../media/images';
import { storeRenditions } from '../uploads/processing/store-renditions';
import { StaleWriteError, type LibraryPhoto } from '../../ports/library';
import type { FixDeps } from './deps';
import { renditionKeys } from './delete-photos';
import { photoViewOf } from './views';

/** The working size corrections are made at: the largest picture the app shows. */
export const FIX_WORKING_SIZE = 1600;

/** Corrections in the order they are applied: noise is removed before colours are stretched (which would amplify it). */
const FIX_ORDER: readonly FixType[] = ['denoise', 'color_correct'];
export const orderedFixes = (fixes: Iterable<FixType>): FixType[] => {
  const wanted = new Set(fixes);
  return FIX_ORDER.filter((fix) => wanted.has(fix));
};

/**
 * The corrections, applied to an upright picture:
 *  - denoise: a 3x3 median filter, which removes speckle and salt-and-pepper noise and keeps edges;
 *  - color_correct: stretches each picture's levels to the full range (normalise, ignoring the
 *    darkest and brightest 1%) and restores a little of the saturation that faded prints lose.
 */
export function applyFixes(picture: Sharp, fixes: readonly FixType[]): Sharp {
  let pipeline = picture;
  for (const fix of orderedFixes(fixes)) {
    if (fix === 'denoise') pipeline = pipeline.median(3);
    else pipeline = pipeline.normalise({ lower: 1, upper: 99 }).modulate({ saturation: 1.15 });
  }
  return pipeline;
}

/**
 * The fix queue's work (lambdas/queue/fix-image.ts; requests are queued by fix-request.ts, which
 * the API's bundles import instead of this module and its image libraries). Renders the photo's pictures again from its original with every correction asked for so far, so
 * corrections add up (Remove Noise, then Correct Image) without re-encoding pictures already
 * corrected, and asking twice for the same correction changes nothing (a redelivered message is
 * harmless). The original is never changed; the upload's pictures are kept as baseRenditions.
 */
export async function applyFix(deps: FixDeps, photoId: string, fixType: FixType): Promise<'applied' | 'already-applied' | 'skipped'> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo || photo.imageType !== 'photo') return 'skipped';
  if (photo.fixes.includes(fixType)) {
    await push(deps, photo);
    return 'already-applied';
  }
  const fixes = orderedFixes([...photo.fixes, fixType]);
  const rendered = await renderCorrected(deps, photo, fixes);
  const written: string[] = [];
  const renditions = await storeRenditions(deps.storage, photo.ownerId, photo.photoId, rendered.thumbnails, written, `fix-${ulid().toLowerCase()}-`);
  let saved: LibraryPhoto | null = null;
  let replaced: string[] = [];
  try {
    for (let attempt = 1; !saved; attempt++) {
      const current = attempt === 1 ? photo : await deps.photos.getPhoto(photoId);
      if (!current) break;
      const base = current.baseRenditions ?? current.renditions;
      const after: LibraryPhoto = { ...current, renditions, placeholder: rendered.placeholder, fixes: orderedFixes([...current.fixes, ...fixes]), baseRenditions: base, updatedAt: deps.now() };
      try {
        await deps.photos.savePhotos([{ before: current, after }]);
        saved = after;
        // The corrected pictures this replaces (never the upload's own).
        replaced = current.baseRenditions ? renditionKeys(current.renditions).filter((key) => !renditionKeys(base).includes(key)) : [];
      } catch (error) {
        if (!(error instanceof StaleWriteError) || attempt >= 4) throw error;
      }
    }
  } finally {
    if (!saved) await deps.storage.deleteDerived(written).catch((error: unknown) => deps.warn('Corrected pictures were left behind', { error: String(error) }));
  }
  if (!saved) return 'skipped';
  if (replaced.length) await deps.storage.deleteDerived(replaced).catch((error: unknown) => deps.warn('Replaced pictures were left behind', { error: String(error) }));
  await push(deps, saved);
  return 'applied';
}

async function renderCorrected(deps: FixDeps, photo: LibraryPhoto, fixes: readonly FixType[]) {
  const workDir = join(deps.tmpDir, randomUUID());
  await mkdir(workDir, { recursive: true });
  try {
    const file = join(workDir, 'original');
    await deps.storage.downloadUpload(photo.objectKey, file);
    // processImage reads every format the upload pipeline does (HEIC, RAW previews) and turns it upright.
    const upright = await processImage(await readFile(file), { sizes: [FIX_WORKING_SIZE], file });
    const working = upright.thumbnails[0]!;
    return await renderRenditions(applyFixes(sharp(working.bytes), fixes));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function push(deps: FixDeps, photo: LibraryPhoto): Promise<void> {
  await deps.realtime.toUser(photo.ownerId, { type: 'photo_updated', photo: await photoViewOf(photo, deps.signer) });
}
