import { DeleteObjectsCommand, ListObjectsV2Command, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { OwnedObjects } from '../../ports/owned-data';
import { exportFolder } from '../../domain/gedcom-export/export-files';
import { userPrefix } from '../../domain/uploads/object-keys';

type ObjectRef = { Key: string; VersionId?: string };

/**
 * Deletes every version of every object under the user's prefix in each bucket (the buckets are
 * versioned, so deleting only the current version would leave the photos recoverable), and the
 * family's export files when the family goes with the account.
 */
export class S3OwnedObjects implements OwnedObjects {
  constructor(
    private readonly s3: S3Client,
    private readonly buckets: readonly string[],
  ) {}

  async deletePage(userId: string, keepFamily = false) {
    const prefixes = keepFamily ? [userPrefix(userId)] : [userPrefix(userId), exportFolder(userId)];
    let deleted = 0;
    let more = false;
    for (const bucket of this.buckets) {
      for (const prefix of prefixes) {
        const page = await this.listPage(bucket, prefix);
        if (page.objects.length) {
          await this.s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: page.objects, Quiet: true } }));
          deleted += page.objects.length;
        }
        more ||= page.truncated;
      }
    }
    return { deleted, more };
  }

  private async listPage(bucket: string, prefix: string): Promise<{ objects: ObjectRef[]; truncated: boolean }> {
    try {
      const listing = await this.s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }));
      const objects = [...(listing.Versions ?? []), ...(listing.DeleteMarkers ?? [])]
        .filter((v) => v.Key)
        .map((v) => ({ Key: v.Key!, ...(v.VersionId && v.VersionId !== 'null' ? { VersionId: v.VersionId } : {}) }));
      return { objects, truncated: Boolean(listing.IsTruncated) };
    } catch (error) {
      // A store without versioning support (the local S3 stand-in) holds only current objects.
      if ((error as { name?: string }).name !== 'MethodNotAllowed' && (error as { name?: string }).name !== 'NotImplemented') throw error;
      const listing = await this.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }));
      return { objects: (listing.Contents ?? []).filter((o) => o.Key).map((o) => ({ Key: o.Key! })), truncated: Boolean(listing.IsTruncated) };
    }
  }
}
