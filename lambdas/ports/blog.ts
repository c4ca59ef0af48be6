import type { BlogPost } from '@heirloom/shared/contracts/blog';

/** A post as stored: the API's shape plus when it was last published. */
export interface StoredBlogPost extends Required<Omit<BlogPost, 'body'>> {
  body: string;
  updatedAt: number;
}

export interface BlogPage {
  posts: BlogPost[];
  hasMore: boolean;
}

/** Where posts live (DynamoDB): one item per slug, published posts on a newest-first index. */
export interface BlogStore {
  save(post: StoredBlogPost): Promise<void>;
  get(slug: string): Promise<StoredBlogPost | null>;
  /** Published posts, newest first; `page` counts from 1. */
  listPublished(page: number, pageSize: number, excludeBody: boolean): Promise<BlogPage>;
  /** Takes a post off the blog; false when there was no such post. */
  unpublish(slug: string): Promise<boolean>;
}

/** Where post images live (S3, read through the CDN at `BLOG_MEDIA_PATH`). */
export interface BlogMediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** One counted view: a route pattern and a referring host on a UTC day; nothing about the visitor. */
export interface PageViewCount {
  day: string;
  route: string;
  referrerHost: string;
  views: number;
}

export interface PageViewCounter {
  count(day: string, route: string, referrerHost: string): Promise<void>;
  /** Every route and referrer counted on one day (one Query). */
  day(day: string): Promise<PageViewCount[]>;
}
