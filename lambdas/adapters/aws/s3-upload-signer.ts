import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadSigner } from '../../ports/uploads';

export class S3UploadSigner implements UploadSigner {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  signPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.s3, new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ContentLength: size }), {
      expiresIn: expiresInSeconds,
      // Signing these headers makes S3 itself refuse a body of another size or type.
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }
}
