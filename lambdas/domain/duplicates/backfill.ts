import sharp from 'sharp';
import type { DuplicateBackfillState } from '../../ports/duplicates';
import { StaleWriteError, type LibraryPhoto, type PhotoStore } from '../../ports/library';
import { perceptualHash, sharpness, type RawPixels } from '../media/images/perceptual-hash';
import { indexPhoto, type IndexDeps } from './index-photo';

export interface BackfillDeps extends IndexDeps {
  photos: Pick<PhotoStore, 'getPhoto' | 'getPhotos' | 'listPhotos' | 'savePhotos'>;
  /** A rendition's bytes from the media bucket. */
  readRendition(key: string): Promise<Buffer>;
}

/** Photos per step: one Query of the family's library, then their thumbnails (about 10 KB each). */
export const BACKFILL_PAGE = 100;

async function pixelsOf(bytes: Buffer): Promise<RawPixels> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as RawPixels['channels'] };
}

/**
 * A photo stored before fingerprints were kept gets them from its own thumbnails (the 64 px one for
 * the hash, the 300 px one for sharpness), never from the original: the same pixels the pipeline
 * hashes now, give or take the WebP's rounding (a bit or two of 64).
 */
async function fingerprinted(deps: BackfillDeps, photo: LibraryPhoto): Promise<{ photo: LibraryPhoto; hashed: boolean } | null> {
  if (photo.perceptualHash) return { photo, hashed: false };
  const [small, grid] = await Promise.all([deps.readRendition(photo.renditions.thumb64), deps.readRendition(photo.renditions.thumb300)]);
  const [hash, crispness] = await Promise.all([perceptualHash(await pixelsOf(small)), sharpness(await pixelsOf(grid))]);
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = attempt === 0 ? photo : await deps.photos.getPhoto(photo.photoId);
    if (!current) return null;
    if (current.perceptualHash) return { photo: current, hashed: false };
    const after = { ...current, perceptualHash: hash, sharpness: crispness };
    try {
      // Conditional on the revision read: an edit made meanwhile is read again, never overwritten.
      await deps.photos.savePhotos([{ before: current, after }]);
      return { photo: { ...after, revision: current.revision + 1 }, hashed: true };
    } catch (error) {
      if (!(error instanceof StaleWriteError)) throw error;
    }
  }
  return null;
}

/**
 * One step of the near-duplicate backfill for a family: the next page of its library (newest
 * first), each photo given its fingerprints when it has none and filed in the index. Its place is
 * saved after every page, so it resumes where it stopped; a page done twice (stopped between filing
 * and saving) files the same items again, changing nothing. Videos are skipped.
 */
export async function backfillStep(deps: BackfillDeps, familyId: string, options: { restart?: boolean; pageSize?: number } = {}): Promise<DuplicateBackfillState> {
  const saved = options.restart ? null : await deps.duplicates.backfillState(familyId);
  if (saved?.done) return saved;
  const state: DuplicateBackfillState = saved ?? { familyId, cursor: null, seen: 0, hashed: 0, done: false, updatedAt: deps.now() };
  const page = await deps.photos.listPhotos(familyId, { by: 'all' }, { undatedOnly: false, cursor: state.cursor ?? undefined, limit: options.pageSize ?? BACKFILL_PAGE });
  for (const photo of page.items) {
    state.seen++;
    if (photo.imageType !== 'photo') continue;
    const ready = await fingerprinted(deps, photo);
    if (!ready) continue;
    if (ready.hashed) state.hashed++;
    await indexPhoto(deps, ready.photo);
  }
  const next: DuplicateBackfillState = { ...state, cursor: page.cursor, done: page.cursor === null || page.items.length === 0, updatedAt: deps.now() };
  await deps.duplicates.saveBackfillState(next);
  return next;
}
