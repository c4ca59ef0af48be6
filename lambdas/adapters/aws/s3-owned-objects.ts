import { DeleteObjectsCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { OwnedObjects } from '../../ports/owned-data';
import { userPrefix } from '../../domain/uploads/object-keys';

/**
 * Deletes every version of every object under the user's prefix in each bucket (the buckets are
 * versioned, so deleting only the current version would leave the photos recoverable).
 */
export class S3OwnedObjects implements OwnedObjects {
  constructor(
    private readonly s3: S3Client,
    private readonly buckets: readonly string[],
  ) {}

  async deletePage(userId: string) {
    let deleted = 0;
    let more = false;
    for (const bucket of this.buckets) {
      const listing = await this.s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: userPrefix(userId), MaxKeys: 1000 }));
      const objects = [...(listing.Versions ?? []), ...(listing.DeleteMarkers ?? [])]
        .filter((v) => v.Key)
        .map((v) => ({ Key: v.Key!, ...(v.VersionId && v.VersionId !== 'null' ? { VersionId: v.VersionId } : {}) }));
      if (objects.length) {
        await this.s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
        deleted += objects.length;
      }
      more ||= Boolean(listing.IsTruncated);
    }
    return { deleted, more };
  }
}
