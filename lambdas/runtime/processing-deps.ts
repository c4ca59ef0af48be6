import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { albumEvents } from '../domain/archives/album-events';
import { defaultGazetteer } from '../domain/places';
import { matchPlace } from '../domain/places/place-matcher';
import type { ProcessingDeps } from '../domain/uploads/processing/deps';
import { gedcomUploadImporter } from '../domain/uploads/processing/import-gedcom-upload';
import type { UploadLane } from '../domain/uploads/processing/upload-lanes';
import { DynamoSourceItemStore } from '../adapters/aws/dynamo-source-stores';
import { facesQueue } from './faces-deps';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import type { s3Notification } from '@heirloom/shared/contracts/queue';
import type { z } from 'zod';
import { documentClient, sqsClient } from './clients';
import { readEnv, type EnvKey } from './env';
import { familyOf } from '../domain/sharing/family-of';
import { deletePhotos } from '../domain/library/delete-photos';
import { deleteDocuments } from '../domain/library/documents';
import { restoreUploadedAgain } from '../domain/library/trash';
import { trashDeps } from './trash-deps';
import { libraryDeps } from './library-deps';
import { requestImportRemoval } from '../domain/genealogy-import/remove-import';
import { importRemovalRequestDeps } from './import-removal-deps';
import { offerImportNamesakes } from './duplicate-suggestions';
import { familyDeps, gedcomImporter, type GedcomImporter } from './family-deps';
import { matchStoredUpload, recordImportedMedia } from './home-deps';
import { mediaCatalog, mediaUrlSigner, objectStorage, uploadStore } from './media-deps';
import { messageEvents } from './messages-deps';
import { realtimePublisher } from './realtime-deps';
import { indexPhoto } from '../domain/duplicates/index-photo';
import { duplicateIndexDeps } from './duplicates-deps';
import { logger } from './logger';

let deps: ProcessingDeps | undefined;
let sharing: DynamoSharingStore | undefined;

// Every file the consumer reads is new, so libvips' cache of recent operations (50 MB by default)
// never helps it; without it memory stays flat through a long archive import.
sharp.cache(false);

/** Composition root for the processing consumer, built once per container on first use. */
export function processingDeps(): ProcessingDeps {
  if (deps) return deps;
  // Imported events' places are matched as they are written (the gazetteer is loaded at the first one);
  // the files a GEDCOM names are noted so matching uploads can be linked (home's missing files).
  const importer = gedcomImporter({ placeMatcher: (place) => matchPlace(defaultGazetteer(), place) });
  return (deps = {
    uploads: uploadStore(),
    storage: objectStorage(),
    catalog: mediaCatalog(),
    signer: mediaUrlSigner(),
    realtime: realtimePublisher(),
    // Loaded on the first photo with GPS, not at cold start.
    places: { reverseGeocode: (lat, lon) => defaultGazetteer().reverseGeocode(lat, lon) },
    importGedcom: gedcomUploadImporter(announcingFinish((input) => importer({ ...input, onMediaReferences: recordImportedMedia, onNamesakes: offerImportNamesakes })), realtimePublisher()),
    matchMissingFile: async ({ uploaderId, fileName, photoId }) => matchStoredUpload(await familyOf((sharing ??= new DynamoSharingStore(documentClient(), readEnv('tableName'))), uploaderId), { fileName, photoId }),
    faces: facesQueue(),
    accounts: new DynamoAccountStore(documentClient(), readEnv('tableName')),
    albums: albumEvents(familyDeps(), new DynamoSharingStore(documentClient(), readEnv('tableName'))),
    // An archive is imported a slice at a time, a minute or ARCHIVE_SLICE_ENTRIES items at most
    // (ARCHIVE_TIME_BUDGET_MS and ARCHIVE_SLICE_ENTRIES set them for tests and benches).
    archiveBudgetMs: Number(process.env.ARCHIVE_TIME_BUDGET_MS ?? 60_000),
    ...(process.env.ARCHIVE_SLICE_ENTRIES ? { archiveSliceEntries: Number(process.env.ARCHIVE_SLICE_ENTRIES) } : {}),
    // The next slice of an archive goes to the back of the archives queue, behind other families' slices.
    continueLater: (objectKey) => laneQueue('archives').send(notificationFor(objectKey, 'ObjectCreated:ArchiveContinues')),
    // A GEDZIP's made items include documents: each kind's delete skips the ids of the other.
    removeArchiveItems: async (ownerId, itemIds) => {
      for (let at = 0; at < itemIds.length; at += 100) {
        await deletePhotos(libraryDeps(), ownerId, itemIds.slice(at, at + 100));
        await deleteDocuments(libraryDeps(), ownerId, itemIds.slice(at, at + 100));
      }
    },
    removeCancelledImport: async (uploaderId, importId) => {
      const family = await familyOf((sharing ??= new DynamoSharingStore(documentClient(), readEnv('tableName'))), uploaderId);
      await requestImportRemoval(importRemovalRequestDeps(), { ownerId: family, libraryOwner: family, importId, removeEdited: false });
    },
    sendToLane: (lane, objectKey) => laneQueue(lane).send(notificationFor(objectKey, 'ObjectCreated:Routed')),
    sourceItems: new DynamoSourceItemStore(documentClient(), readEnv('tableName')),
    messageEvents: messageEvents(),
    nearDuplicates: fileNearDuplicates,
    restoreTrashedCopy: (ownerId, photoId) => restoreUploadedAgain(trashDeps(), ownerId, photoId),
    now: Date.now,
    tmpDir: tmpdir(),
  });
}

/** A hint, like the namesake suggestions: failing to look for copies never fails an upload. */
async function fileNearDuplicates(photoId: string) {
  try {
    return await indexPhoto(duplicateIndexDeps(), photoId);
  } catch (error) {
    logger.warn('Could not look for near-duplicates of a new photo', { photoId, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The queue of each kind of upload work (lambdas/queue/consumers.ts). */
const LANE_QUEUES: Record<UploadLane, EnvKey> = { photos: 'processingQueueUrl', videos: 'videosQueueUrl', archives: 'archivesQueueUrl', gedcom: 'gedcomImportsQueueUrl' };
const laneQueue = (lane: UploadLane) => new SqsJobQueue<z.input<typeof s3Notification>>(sqsClient(), readEnv(LANE_QUEUES[lane]));

/** A message shaped as S3's own notification, so every lane's consumer reads one contract. */
const notificationFor = (objectKey: string, eventName: string): z.input<typeof s3Notification> => ({
  Records: [{ eventName, s3: { bucket: { name: readEnv('uploadsBucket') }, object: { key: encodeURIComponent(objectKey) } } }],
});

/** A finished import is told to the person who uploaded the file (import_finished). */
function announcingFinish(importer: GedcomImporter): GedcomImporter {
  return async (input) => {
    const record = await importer(input);
    if (record.status === 'done') {
      await messageEvents().send({ kind: 'import_finished', user_id: input.ownerId, import_id: record.id, people: record.counts.people, file_name: input.fileName, at: record.finishedAt ?? Date.now() });
    }
    return record;
  };
}
