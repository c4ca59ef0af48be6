import { extname } from 'node:path';
import type { BlogMediaStore, BlogStore, StoredBlogPost } from '../../ports/blog';
import { NotFoundError, ValidationError } from '../errors';
import { blogMediaKey, blogMediaUrl } from './media-path';
import type { PostSource } from './post-source';
import { renderPost, storedImageName } from './render-post';

export interface PublishDeps {
  posts: BlogStore;
  media: BlogMediaStore;
  /** Reads an image named relative to the post's file. */
  readImage(name: string): Promise<Uint8Array>;
  now(): number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export function imageContentType(name: string): string {
  const type = CONTENT_TYPES[extname(name).toLowerCase()];
  if (!type) throw new ValidationError(`${name} is not a picture the blog can show (use JPEG, PNG, WebP, GIF, AVIF or SVG)`);
  return type;
}

/**
 * Publishes (or re-publishes) one post: its images go to storage first, so a reader never sees a
 * post whose pictures are missing; then the post is saved under its slug. A post whose front
 * matter says `published: false` is stored but kept off the blog.
 */
export async function publishPost(source: PostSource, deps: PublishDeps): Promise<StoredBlogPost> {
  const rendered = renderPost(source);
  for (const name of rendered.localImages) {
    const stored = storedImageName(name);
    let bytes: Uint8Array;
    try {
      bytes = await deps.readImage(name);
    } catch {
      throw new ValidationError(`The post ${source.slug} shows ${name}, but there is no such file beside it`);
    }
    await deps.media.put(blogMediaKey(source.slug, stored), bytes, imageContentType(stored));
  }
  const post: StoredBlogPost = {
    slug: source.slug,
    title: source.title,
    summary: source.summary,
    body: rendered.html,
    featured_image: source.image ? blogMediaUrl(source.slug, storedImageName(source.image)) : null,
    published: source.published,
    date: source.date,
    author: source.author,
    updatedAt: deps.now(),
  };
  await deps.posts.save(post);
  return post;
}

export async function unpublishPost(slug: string, posts: BlogStore): Promise<void> {
  if (!(await posts.unpublish(slug))) throw new NotFoundError(`There is no post with the slug ${slug}`);
}
