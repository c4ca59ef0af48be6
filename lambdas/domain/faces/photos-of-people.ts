import type { FaceStore } from '../../ports/face-store';
import type { LibraryScope } from '../library/access';
import type { LibraryFaces, RedatedPhoto } from '../../ports/library';
import { decodeMergeToken, encodeMergeToken, isMergeToken, MERGE_CHUNK, mergedPhotoPage, type PresentPeople } from './merged-photo-pages';
import type { FaceRecord } from './records';

/**
 * Which photos show which people, for the strip's person filter, 'faces not assigned' and the
 * preset lists. One person (or 'none') is one Query a page on that person's faces, newest photo
 * first. Several people (a preset list, a relationship filter) are one merged stream read a page
 * at a time, with the merge's position as the cursor (merged-photo-pages.ts).
 */
export class FacePhotoFinder implements LibraryFaces {
  constructor(private readonly faces: FaceStore) {}

  async photoIdsOf(library: LibraryScope, personIds: readonly (string | null)[], options: { cursor?: string; limit: number; merge?: boolean; present?: PresentPeople }) {
    // A preset list of one person paged with the plain cursor until merged tokens were used for every list: such a link still pages (for one release).
    const plainCursor = options.cursor !== undefined && !isMergeToken(options.cursor);
    if (personIds.length === 1 && (!options.merge || plainCursor)) {
      const page = await this.faces.facesOfPerson(library, personIds[0]!, options);
      return { photoIds: uniquePhotos(page.items), cursor: page.cursor };
    }
    const people = [...new Set(personIds)];
    const page = await mergedPhotoPage(
      (personId, below, limit) => this.faces.facesOfPersonBelow(library, personId, below, limit),
      people,
      decodeMergeToken(options.cursor),
      options.limit,
      async (photoIds, chunk) => {
        const earlier = new Set(people.slice(0, chunk * MERGE_CHUNK));
        return new Set((await this.faces.facesOfPhotos(library, photoIds)).filter((face) => earlier.has(face.personId)).map((face) => face.photoId));
      },
      options.present,
    );
    return { photoIds: page.photoIds, cursor: page.next ? encodeMergeToken(page.next) : null };
  }

  /**
   * A person's faces are listed by their photo's date (the sort key of their index), so a re-dated
   * photo's faces are written again with the new date: the person's Pictures tab and the strip's
   * person filter put the photo where its new date belongs.
   */
  async photosRedated(ownerId: string, photos: readonly RedatedPhoto[]): Promise<void> {
    const dateOf = new Map(photos.map((photo) => [photo.photoId, photo]));
    if (!dateOf.size) return;
    const faces = await this.faces.facesOfPhotos(ownerId, [...dateOf.keys()]);
    const moved = faces
      .filter((face) => dateOf.get(face.photoId)!.dateSort !== face.photoDateSort || dateOf.get(face.photoId)!.dateQuality !== (face.photoDateQuality ?? null))
      .map((face) => ({ ...face, photoDateSort: dateOf.get(face.photoId)!.dateSort, photoDateQuality: dateOf.get(face.photoId)!.dateQuality }));
    if (moved.length) await this.faces.putFaces(moved);
  }
}

const uniquePhotos = (faces: readonly FaceRecord[]): string[] => [...new Set(faces.map((face) => face.photoId))];
