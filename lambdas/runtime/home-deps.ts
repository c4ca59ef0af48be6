import { DynamoMissingFileStore } from '../adapters/aws/dynamo-missing-files';
import type { MediaReference } from '../domain/genealogy-import';
import { nameFacesWhenFound } from '../domain/faces/waiting-names';
import { boxOfCrop } from '../domain/genealogy-import/crop';
import { matchUploadedFile, recordMediaReferences } from '../domain/home/missing-files';
import { savePhoto } from '../domain/library/edit-photos';
import { requireOwnPhoto } from '../domain/library/access';
import type { MatchedFileLinks, MissingFileStore } from '../ports/missing-files';
import { documentClient } from './clients';
import { readEnv } from './env';
import { faceDeps } from './faces-deps';
import { libraryDeps } from './library-deps';

let store: MissingFileStore | undefined;

/** The family trees' missing GEDCOM files (GET /missing_files, the dashboard, imports, uploads). */
export function missingFileStore(): MissingFileStore {
  return (store ??= new DynamoMissingFileStore(documentClient(), readEnv('tableName')));
}

/**
 * A matched upload joins its event through the library's own edit, and names the faces its links
 * place. It is never made anyone's icon as a whole: a file a person links may be a letter, a
 * census page or their wedding; their icon is their face, once found in a picture of them.
 */
const links: MatchedFileLinks = {
  async linkEvent(ownerId, photoId, eventId) {
    const photo = await requireOwnPhoto(libraryDeps(), ownerId, photoId);
    if (photo.eventId === null) await savePhoto(libraryDeps(), ownerId, photoId, { event_id: eventId });
  },
  async describe(ownerId, photoId, title) {
    const photo = await requireOwnPhoto(libraryDeps(), ownerId, photoId);
    // A description the photo has (its own caption, or the family's) stays.
    if (!photo.description?.trim()) await savePhoto(libraryDeps(), ownerId, photoId, { description: title });
  },
  async nameFaces(ownerId, photoId, faceCrops) {
    const photo = await requireOwnPhoto(libraryDeps(), ownerId, photoId);
    const names = faceCrops.flatMap(({ personId, crop }) => {
      const box = boxOfCrop(crop, photo.width, photo.height);
      return box ? [{ personId, box }] : [];
    });
    // The family's library and tree share its key (a GEDCOM's missing files are the tree owner's).
    await nameFacesWhenFound(await faceDeps(), { ownerId, library: ownerId, treeOwnerId: ownerId, userId: photo.ownerId }, photoId, names);
  },
};

/** For the importer: what a GEDCOM names joins its tree's missing files. */
export const recordImportedMedia = (references: MediaReference[], file: { ownerId: string; importKey: string; fileName: string }): Promise<void> =>
  recordMediaReferences(missingFileStore(), { ownerId: file.ownerId, importKey: file.importKey, importFileName: file.fileName, references, now: Date.now() });

/** For the processing consumer: a stored photo or video whose name a GEDCOM of the family named. */
export const matchStoredUpload = (familyId: string, upload: { fileName: string; photoId: string }): Promise<boolean> =>
  matchUploadedFile({ store: missingFileStore(), links, now: Date.now }, familyId, upload);
