import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { BlogPost } from '@heirloom/shared/contracts/blog';
import type { BlogPage, BlogStore, StoredBlogPost } from '../../ports/blog';
import { isConditionalCheckFailure } from './conditional-check';

const postKey = (slug: string) => ({ pk: `blog#${slug}`, sk: 'post' });
/** Published posts only (a sparse index): newest first by date, then slug. */
const PUBLISHED_PARTITION = 'blog#published';
const LIST_ATTRIBUTES = ['slug', 'title', 'summary', 'featured_image', 'published', '#date', 'author'];

/**
 * Blog posts, one item each. The list is a Query on gsi1 newest first; page N skips the earlier
 * pages with key-only reads (a blog has tens of posts, and numbered pages are what the content
 * service offers), then reads one page plus one item to know whether another page follows.
 */
export class DynamoBlogStore implements BlogStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async save(post: StoredBlogPost): Promise<void> {
    const index = post.published ? { gsi1pk: PUBLISHED_PARTITION, gsi1sk: `${post.date}#${post.slug}` } : {};
    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...postKey(post.slug), ...index, ...post } }));
  }

  async get(slug: string): Promise<StoredBlogPost | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: postKey(slug) }));
    return result.Item ? toStored(result.Item) : null;
  }

  async listPublished(page: number, pageSize: number, excludeBody: boolean): Promise<BlogPage> {
    let startKey = await this.skip((page - 1) * pageSize);
    if (startKey === null) return { posts: [], hasMore: false };
    const posts: BlogPost[] = [];
    let hasMore = false;
    do {
      const result: QueryCommandOutput = await this.client.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :published',
          ExpressionAttributeValues: { ':published': PUBLISHED_PARTITION },
          ScanIndexForward: false,
          Limit: pageSize + 1 - posts.length,
          ExclusiveStartKey: startKey,
          ...(excludeBody ? { ProjectionExpression: LIST_ATTRIBUTES.join(', '), ExpressionAttributeNames: { '#date': 'date' } } : {}),
        }),
      );
      for (const item of result.Items ?? []) {
        if (posts.length === pageSize) hasMore = true;
        else posts.push(toView(item, excludeBody));
      }
      startKey = result.LastEvaluatedKey;
    } while (startKey && posts.length < pageSize && !hasMore);
    return { posts, hasMore };
  }

  async unpublish(slug: string): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: postKey(slug),
          UpdateExpression: 'SET published = :false REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':false': false },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  /** The key to continue from after `count` posts; undefined to start at the top, null when there are fewer. */
  private async skip(count: number): Promise<Record<string, unknown> | undefined | null> {
    let startKey: Record<string, unknown> | undefined;
    let remaining = count;
    while (remaining > 0) {
      const result = await this.client.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :published',
          ExpressionAttributeValues: { ':published': PUBLISHED_PARTITION },
          ScanIndexForward: false,
          Limit: remaining,
          ExclusiveStartKey: startKey,
          ProjectionExpression: 'pk, sk, gsi1pk, gsi1sk',
        }),
      );
      remaining -= result.Items?.length ?? 0;
      startKey = result.LastEvaluatedKey;
      // Without a key to go on from, the index holds nothing after the skipped posts.
      if (!startKey) return null;
    }
    return startKey;
  }
}

function toView(item: Record<string, unknown>, excludeBody: boolean): BlogPost {
  const view: BlogPost = {
    slug: item.slug as string,
    title: item.title as string,
    summary: item.summary as string,
    featured_image: (item.featured_image as string | null | undefined) ?? null,
    published: Boolean(item.published),
    date: item.date as string,
    author: item.author as BlogPost['author'],
  };
  if (!excludeBody) view.body = item.body as string;
  return view;
}

function toStored(item: Record<string, unknown>): StoredBlogPost {
  return { ...(toView(item, false) as StoredBlogPost), updatedAt: Number(item.updatedAt ?? 0) };
}
