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
 * the API's bundles import instead of this module and its image libraries). Renders the photo's pictures
 * again from its original with every correction asked for so far, so
 * corrections add up (Remove Noise, then Correct Image) without re-encoding pictures already
 * corrected, and asking twice for the same correction changes nothing (a redelivered message is
 * harmless). The original is never changed; the upload's pictures are kept as baseRenditions.
 */
export async function applyFix(deps: FixDeps, photoId: string, fixType: FixType, requestedBy?: string): Promise<'applied' | 'already-applied' | 'skipped'> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo || photo.imageType !== 'photo') return 'skipped';
  if (photo.fixes.includes(fixType)) {
    await pushPhoto(deps, photo, requestedBy);
    return 'already-applied';
  }
  const done = await rerender(deps, photo, (current) => ({ fixes: orderedFixes([...current.fixes, fixType]), turns: current.turns }));
  if (!done) return 'skipped';
  await pushPhoto(deps, done.saved, requestedBy);
  return 'applied';
}

/**
 * A quarter turn's work: the pictures drawn again from the original at `turns` (with the photo's
 * corrections), width and height swapped when the turn is odd. `turns` is where the photo is to
 * end up, not a step, so a message delivered twice turns it once. `by` is how far it turned, for
 * the faces to follow (faces/turn-faces.ts) before the caller tells the tabs (pushPhoto).
 */
export async function applyTurns(deps: FixDeps, photoId: string, turns: number): Promise<{ outcome: 'applied' | 'already-applied' | 'skipped'; photo: LibraryPhoto | null; by: number }> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo || photo.imageType !== 'photo') return { outcome: 'skipped', photo: null, by: 0 };
  if (photo.turns === turns) return { outcome: 'already-applied', photo, by: 0 };
  const done = await rerender(deps, photo, (current) => ({ fixes: current.fixes, turns }));
  if (!done) return { outcome: 'skipped', photo: null, by: 0 };
  return { outcome: 'applied', photo: done.saved, by: quarterTurnsBetween(done.before.turns, done.saved.turns) };
}

/** Clockwise quarter turns from one drawing to another (0-3). */
export const quarterTurnsBetween = (from: number, to: number): number => (((to - from) % 4) + 4) % 4;

type Drawing = { fixes: FixType[]; turns: number };

/**
 * Draws the photo's pictures again as `want` says for the photo as it stands, saves them on it and
 * deletes the pictures they replace (never the upload's own). When another correction or turn was
 * saved meanwhile, it reads the photo again and draws again, so neither undoes the other. Null when
 * the photo went meanwhile.
 */
async function rerender(deps: FixDeps, photo: LibraryPhoto, want: (current: LibraryPhoto) => Drawing): Promise<{ before: LibraryPhoto; saved: LibraryPhoto } | null> {
  let current: LibraryPhoto | null = photo;
  for (let attempt = 1; current; attempt++) {
    const drawing = want(current);
    const rendered = await renderCorrected(deps, current, drawing.fixes, drawing.turns);
    const written: string[] = [];
    const renditions = await storeRenditions(deps.storage, current.ownerId, current.photoId, rendered.thumbnails, written, `fix-${ulid().toLowerCase()}-`);
    const base = current.baseRenditions ?? current.renditions;
    const swapped = quarterTurnsBetween(current.turns, drawing.turns) % 2 === 1;
    const after: LibraryPhoto = {
      ...current,
      renditions,
      placeholder: rendered.placeholder,
      fixes: drawing.fixes,
      turns: drawing.turns,
      ...(swapped ? { width: current.height, height: current.width } : {}),
      baseRenditions: base,
      updatedAt: deps.now(),
    };
    try {
      await deps.photos.savePhotos([{ before: current, after }]);
    } catch (error) {
      await deps.storage.deleteDerived(written).catch((cleanup: unknown) => deps.warn('Corrected pictures were left behind', { error: String(cleanup) }));
      if (!(error instanceof StaleWriteError) || attempt >= 4) throw error;
      current = await deps.photos.getPhoto(photo.photoId);
      continue;
    }
    // The corrected pictures this replaces (never the upload's own).
    const replaced = current.baseRenditions ? renditionKeys(current.renditions).filter((key) => !renditionKeys(base).includes(key)) : [];
    if (replaced.length) await deps.storage.deleteDerived(replaced).catch((error: unknown) => deps.warn('Replaced pictures were left behind', { error: String(error) }));
    return { before: current, saved: after };
  }
  return null;
}

async function renderCorrected(deps: FixDeps, photo: LibraryPhoto, fixes: readonly FixType[], turns: number) {
  const workDir = join(deps.tmpDir, randomUUID());
  await mkdir(workDir, { recursive: true });
  try {
    const file = join(workDir, 'original');
    await deps.storage.downloadUpload(photo.objectKey, file);
    // processImage reads every format the upload pipeline does (HEIC, RAW previews) and turns it upright.
    const upright = await processImage(await readFile(file), { sizes: [FIX_WORKING_SIZE], file });
    const working = upright.thumbnails[0]!;
    return await renderRenditions(applyFixes(sharp(working.bytes).rotate(turns * 90), fixes));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The new pictures to the uploader's open tabs, and to the admin's who asked, when that is someone else. */
export async function pushPhoto(deps: FixDeps, photo: LibraryPhoto, requestedBy?: string): Promise<void> {
  const message = { type: 'photo_updated' as const, photo: await photoViewOf(photo, deps.signer) };
  await Promise.all([...new Set([photo.ownerId, requestedBy ?? photo.ownerId])].map((userId) => deps.realtime.toUser(userId, message)));
}
