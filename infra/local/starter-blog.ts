import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoBlogStore } from '@heirloom/lambdas/adapters/aws/dynamo-blog-store';
import { publishBlogFolder } from '../ops/publish-blog';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { REPO_ROOT } from './paths';
import type { LocalStack } from './stack';

/** The posts that ship with the product (the same ones the web build prerenders). */
export const STARTER_BLOG_DIR = join(REPO_ROOT, 'web', 'content', 'blog');

/**
 * A fresh local app gets the starting blog posts, so /blog is not empty and the prerendered post
 * pages have their API data and images. A blog that already has posts is left as it is.
 */
export async function publishStarterBlog(stack: Pick<LocalStack, 'endpoints' | 'tableName' | 'buckets'>): Promise<number> {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: stack.endpoints.dynamodb });
  const documents = DynamoDBDocumentClient.from(dynamodb, { marshallOptions: { removeUndefinedValues: true } });
  const s3 = new S3Client({ ...common, endpoint: stack.endpoints.s3, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  try {
    const existing = await new DynamoBlogStore(documents, stack.tableName).listPublished(1, 1, true);
    if (existing.posts.length) return 0;
    const posts = await publishBlogFolder(STARTER_BLOG_DIR, { documents, tableName: stack.tableName, s3, blogMediaBucket: stack.buckets.media });
    return posts.length;
  } finally {
    dynamodb.destroy();
    s3.destroy();
  }
}
