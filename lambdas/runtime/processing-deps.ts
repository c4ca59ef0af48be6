import { tmpdir } from 'node:os';
import { defaultGazetteer } from '../domain/places';
import { matchPlace } from '../domain/places/place-matcher';
import type { ProcessingDeps } from '../domain/uploads/processing/deps';
import { gedcomUploadImporter } from '../domain/uploads/processing/import-gedcom-upload';
import { DynamoSourceItemStore } from '../adapters/aws/dynamo-source-stores';
import { documentClient } from './clients';
import { readEnv } from './env';
import { facesQueue } from './faces-deps';
import { gedcomImporter } from './family-deps';
import { mediaCatalog, mediaUrlSigner, objectStorage, uploadStore } from './media-deps';
import { realtimePublisher } from './realtime-deps';

let deps: ProcessingDeps | undefined;

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
    // Imported events' places are matched as they are written (the gazetteer is loaded at the first one).
    importGedcom: gedcomUploadImporter(gedcomImporter({ placeMatcher: (input) => matchPlace(defaultGazetteer(), input) }), realtimePublisher()),
    faces: facesQueue(),
    sourceItems: new DynamoSourceItemStore(documentClient(), readEnv('tableName')),
    now: Date.now,
    tmpDir: tmpdir(),
  });
}
