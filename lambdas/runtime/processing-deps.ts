import { tmpdir } from 'node:os';
import { defaultGazetteer } from '../domain/places';
import type { ProcessingDeps } from '../domain/uploads/processing/deps';
import { gedcomUploadImporter } from '../domain/uploads/processing/import-gedcom-upload';
import { DynamoSourceItemStore } from '../adapters/aws/dynamo-source-stores';
import { documentClient } from './clients';
import { readEnv } from './env';
import { facesQueue } from './faces-deps';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { familyOf } from '../domain/sharing/family-of';
import { gedcomImporter, type GedcomImporter } from './family-deps';
import { matchStoredUpload, recordImportedMedia } from './home-deps';
import { mediaCatalog, mediaUrlSigner, objectStorage, uploadStore } from './media-deps';
import { messageEvents } from './messages-deps';
import { realtimePublisher } from './realtime-deps';

let deps: ProcessingDeps | undefined;
let sharing: DynamoSharingStore | undefined;

/** Composition root for the processing consumer, built once per container on first use. */
export function processingDeps(): ProcessingDeps {
  return (deps ??= {
    uploads: uploadStore(),
    storage: objectStorage(),
    catalog: mediaCatalog(),
    signer: mediaUrlSigner(),
    realtime: realtimePublisher(),
    // Loaded on the first photo with GPS, not at cold start.
    places: { reverseGeocode: (lat, lon) => defaultGazetteer().reverseGeocode(lat, lon) },
    importGedcom: gedcomUploadImporter(announcingFinish((input) => gedcomImporter()({ ...input, onMediaReferences: recordImportedMedia })), realtimePublisher()),
    matchMissingFile: async ({ uploaderId, fileName, photoId }) => matchStoredUpload(await familyOf((sharing ??= new DynamoSharingStore(documentClient(), readEnv('tableName'))), uploaderId), { fileName, photoId }),
    faces: facesQueue(),
    sourceItems: new DynamoSourceItemStore(documentClient(), readEnv('tableName')),
    messageEvents: messageEvents(),
    now: Date.now,
    tmpDir: tmpdir(),
  });
}

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
