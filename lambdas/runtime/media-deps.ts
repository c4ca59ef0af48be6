import { DynamoMediaCatalog } from '../adapters/aws/dynamo-media-catalog';
import { DynamoUploadStore } from '../adapters/aws/dynamo-upload-store';
import { GatedMediaLinks } from '../adapters/aws/gated-media-links';
import { S3ObjectStorage } from '../adapters/aws/s3-object-storage';
import { documentClient, s3Client } from './clients';
import { readEnv } from './env';

/** Media adapters, each built once per container on first use. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const uploadStore = once(() => new DynamoUploadStore(documentClient(), readEnv('tableName')));
export const mediaCatalog = once(() => new DynamoMediaCatalog(documentClient(), readEnv('tableName')));
/** Links through the media gate (gated-media-links.ts): access follows the family at every fetch. */
export const mediaUrlSigner = once(() => new GatedMediaLinks(readEnv('appOrigin')));
export const objectStorage = once(() => new S3ObjectStorage(s3Client(), readEnv('uploadsBucket'), readEnv('mediaBucket')));
