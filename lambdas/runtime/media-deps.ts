import { DynamoMediaCatalog } from '../adapters/aws/dynamo-media-catalog';
import { DynamoUploadStore } from '../adapters/aws/dynamo-upload-store';
import { S3MediaUrlSigner } from '../adapters/aws/s3-media-url-signer';
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
export const mediaUrlSigner = once(() => new S3MediaUrlSigner(s3Client(), readEnv('uploadsBucket'), readEnv('mediaBucket')));
export const objectStorage = once(() => new S3ObjectStorage(s3Client(), readEnv('uploadsBucket'), readEnv('mediaBucket')));
