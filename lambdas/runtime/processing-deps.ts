import { tmpdir } from 'node:os';
import { DynamoMediaCatalog } from '../adapters/aws/dynamo-media-catalog';
import { DynamoUploadStore } from '../adapters/aws/dynamo-upload-store';
import { S3MediaUrlSigner } from '../adapters/aws/s3-media-url-signer';
import { S3ObjectStorage } from '../adapters/aws/s3-object-storage';
import { defaultGazetteer } from '../domain/places';
import type { ProcessingDeps } from '../domain/uploads/processing/deps';
import { documentClient, s3Client } from './clients';
import { readEnv } from './env';
import { realtimePublisher } from './realtime-deps';

let deps: ProcessingDeps | undefined;

/** Composition root for the processing consumer, built once per container on first use. */
export function processingDeps(): ProcessingDeps {
  if (deps) return deps;
  const table = readEnv('tableName');
  const uploadsBucket = readEnv('uploadsBucket');
  const mediaBucket = readEnv('mediaBucket');
  deps = {
    uploads: new DynamoUploadStore(documentClient(), table),
    storage: new S3ObjectStorage(s3Client(), uploadsBucket, mediaBucket),
    catalog: new DynamoMediaCatalog(documentClient(), table),
    signer: new S3MediaUrlSigner(s3Client(), uploadsBucket, mediaBucket),
    realtime: realtimePublisher(),
    places: defaultGazetteer(),
    importGedcom: null,
    now: Date.now,
    tmpDir: tmpdir(),
  };
  return deps;
}
