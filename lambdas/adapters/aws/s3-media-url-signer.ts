import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaUrlSigner } from '../../ports/media';

/** Media is private: every link is a presigned GET that expires (one hour). */
const LINK_TTL_SECONDS = 60 * 60;

export class S3MediaUrlSigner implements MediaUrlSigner {
  constructor(
    private readonly s3: S3Client,
    private readonly uploadsBucket: string,
    private readonly mediaBucket: string,
  ) {}

  derived(key: string): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.mediaBucket, Key: key }), { expiresIn: LINK_TTL_SECONDS });
  }

  original(key: string, downloadName: string): Promise<string> {
    const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.uploadsBucket, Key: key, ResponseContentDisposition: disposition }), {
      expiresIn: LINK_TTL_SECONDS,
    });
  }
}
