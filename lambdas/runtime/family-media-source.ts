import { DynamoFaceStore } from '../adapters/aws/dynamo-face-store';
import type { FamilyMediaItem, FamilyMediaSource } from '../domain/gedzip/family-media';
import type { LibraryDocument, LibraryPhoto } from '../ports/library';
import { documentClient } from './clients';
import { readEnv } from './env';
import { missingFileStore } from './home-deps';
import { libraryDeps } from './library-deps';
import { objectStorage } from './media-deps';

/** Photos and documents a GEDZIP export reads a page at a time (one Query each). */
const MEDIA_PAGE = 200;

const fromPhoto = (photo: LibraryPhoto): FamilyMediaItem => ({
  kind: photo.imageType,
  id: photo.photoId,
  objectKey: photo.objectKey,
  size: photo.size,
  name: photo.name,
  mime: photo.mime,
  title: photo.description,
  eventId: photo.eventId,
  width: photo.width,
  height: photo.height,
});

const fromDocument = (document: LibraryDocument): FamilyMediaItem => ({
  kind: 'document',
  id: document.documentId,
  objectKey: document.objectKey,
  size: document.size,
  name: document.name,
  mime: document.mime,
  title: document.title,
  eventId: null,
  width: null,
  height: null,
});

let source: FamilyMediaSource | undefined;

/** The family library's photos, documents and named faces, and the originals in the uploads bucket. */
export function familyMediaSource(): FamilyMediaSource {
  if (source) return source;
  const faces = new DynamoFaceStore(documentClient(), readEnv('tableName'));
  return (source = {
    async photos(ownerId, cursor) {
      const page = await libraryDeps().photos.listPhotos(ownerId, { by: 'all' }, { undatedOnly: false, limit: MEDIA_PAGE, ...(cursor ? { cursor } : {}) });
      return { items: page.items.map(fromPhoto), cursor: page.cursor };
    },
    async documents(ownerId, cursor) {
      const page = await libraryDeps().documents.listDocuments(ownerId, { limit: MEDIA_PAGE, ...(cursor ? { cursor } : {}) });
      return { items: page.items.map(fromDocument), cursor: page.cursor };
    },
    async namedFaces(ownerId, photoIds) {
      const found = await faces.facesOfPhotos(ownerId, photoIds);
      return found.flatMap((face) => (face.personId ? [{ photoId: face.photoId, personId: face.personId, box: face.box }] : []));
    },
    openOriginal: (item) => objectStorage().readUploadRange(item.objectKey, 0, item.size),
    async matchedFiles(ownerId, fileKeys) {
      const records = await missingFileStore().getMany(ownerId, fileKeys);
      return new Map(records.flatMap((record) => (record.matchedPhotoId ? [[record.fileKey, record.matchedPhotoId] as const] : [])));
    },
  });
}
