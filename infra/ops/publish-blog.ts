import { DynamoBlogStore } from '@heirloom/lambdas/adapters/aws/dynamo-blog-store';
import { S3BlogMediaStore } from '@heirloom/lambdas/adapters/aws/s3-blog-media-store';
import { publishPost, unpublishPost } from '@heirloom/lambdas/domain/blog/publish-posts';
import type { StoredBlogPost } from '@heirloom/lambdas/ports/blog';
import { readPostFolder } from './blog-folder';

export interface BlogTarget {
  documents: ConstructorParameters<typeof DynamoBlogStore>[0];
  tableName: string;
  s3: ConstructorParameters<typeof S3BlogMediaStore>[0];
  blogMediaBucket: string;
}

/** Publishes every post in a folder (re-publishing one replaces it); returns what was stored. */
export async function publishBlogFolder(folder: string, target: BlogTarget, now: () => number = Date.now): Promise<StoredBlogPost[]> {
  const posts = new DynamoBlogStore(target.documents, target.tableName);
  const media = new S3BlogMediaStore(target.s3, target.blogMediaBucket);
  const stored: StoredBlogPost[] = [];
  for (const file of await readPostFolder(folder)) {
    stored.push(await publishPost(file.source, { posts, media, readImage: file.readImage, now }));
  }
  return stored;
}

export async function unpublishBlogPost(slug: string, target: BlogTarget): Promise<void> {
  await unpublishPost(slug, new DynamoBlogStore(target.documents, target.tableName));
}
