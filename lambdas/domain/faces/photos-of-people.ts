import { ValidationError } from '../errors';
import type { FaceStore } from '../../ports/face-store';
import type { LibraryFaces } from '../../ports/library';
import type { FaceRecord } from './records';

const INVALID_PAGE = 'That page link is not valid';
const MERGED_CURSOR = /^o(\d{1,7})$/;

/**
 * Which photos show which people, for the strip's person filter, 'faces not assigned' and the
 * preset lists. One person (or 'none') is one Query a page on that person's faces, newest photo
 * first. Several people (a preset list) are merged: their faces are read, photos put in date
 * order without repeats, and the page is a slice (families have tens of relatives, not thousands).
 */
export class FacePhotoFinder implements LibraryFaces {
  constructor(private readonly faces: FaceStore) {}

  async photoIdsOf(ownerId: string, personIds: readonly (string | null)[], options: { cursor?: string; limit: number }) {
    if (personIds.length === 1) {
      const page = await this.faces.facesOfPerson(ownerId, personIds[0]!, options);
      return { photoIds: uniquePhotos(page.items), cursor: page.cursor };
    }
    const offset = options.cursor ? Number(MERGED_CURSOR.exec(options.cursor)?.[1] ?? NaN) : 0;
    if (!Number.isFinite(offset)) throw new ValidationError(INVALID_PAGE, { page: [INVALID_PAGE] });
    const all: FaceRecord[] = [];
    for (const personId of new Set(personIds)) {
      let cursor: string | undefined;
      do {
        const page = await this.faces.facesOfPerson(ownerId, personId, { cursor, limit: 200 });
        all.push(...page.items);
        cursor = page.cursor ?? undefined;
      } while (cursor);
    }
    const sortKey = (face: FaceRecord) => `${face.photoDateSort}#${face.photoId}`;
    const photoIds = uniquePhotos(all.sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : sortKey(a) > sortKey(b) ? -1 : 0)));
    const slice = photoIds.slice(offset, offset + options.limit);
    return { photoIds: slice, cursor: offset + options.limit < photoIds.length ? `o${offset + options.limit}` : null };
  }

  /**
   * A person's faces are listed by their photo's date (the sort key of their index), so a re-dated
   * photo's faces are written again with the new date: the person's Pictures tab and the strip's
   * person filter put the photo where its new date belongs.
   */
  async photosRedated(ownerId: string, photos: ReadonlyArray<{ photoId: string; dateSort: string }>): Promise<void> {
    const dateOf = new Map(photos.map((photo) => [photo.photoId, photo.dateSort]));
    if (!dateOf.size) return;
    const faces = await this.faces.facesOfPhotos(ownerId, [...dateOf.keys()]);
    const moved = faces.filter((face) => dateOf.get(face.photoId) !== face.photoDateSort).map((face) => ({ ...face, photoDateSort: dateOf.get(face.photoId)! }));
    if (moved.length) await this.faces.putFaces(moved);
  }
}

const uniquePhotos = (faces: readonly FaceRecord[]): string[] => [...new Set(faces.map((face) => face.photoId))];
