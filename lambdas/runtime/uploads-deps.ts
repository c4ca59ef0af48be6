import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { S3UploadSigner } from '../adapters/aws/s3-upload-signer';
import type { UploadUrlDeps } from '../domain/uploads/request-upload-url';
import { documentClient, s3Client } from './clients';
import { readEnv } from './env';
import { uploadStore } from './media-deps';

let deps: UploadUrlDeps | undefined;

/** Composition root for uploads, built once per container on first use. */
export function uploadDeps(): UploadUrlDeps {
  return (deps ??= {
    accounts: new DynamoAccountStore(documentClient(), readEnv('tableName')),
    uploads: uploadStore(),
    signer: new S3UploadSigner(s3Client(), readEnv('uploadsBucket')),
    now: Date.now,
  });
}
