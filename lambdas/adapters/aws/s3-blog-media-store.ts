import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BlogMediaStore } from '../../ports/blog';

/** Post images change only when a post is re-published, so the CDN and browsers keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

export class S3BlogMediaStore implements BlogMediaStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: CACHE_CONTROL }));
  }
}
