import type { BlogListQuery, BlogListResponse, BlogPost } from '@heirloom/shared/contracts/blog';
import type { BlogStore } from '../../ports/blog';
import { NotFoundError } from '../errors';
import { sanitizePostHtml } from './sanitize-post-html';

export const POST_NOT_FOUND = 'There is no blog post at this address';

export async function listPosts(query: BlogListQuery, posts: BlogStore): Promise<BlogListResponse> {
  const page = await posts.listPublished(query.page, query.page_size, query.exclude_body);
  return {
    posts: page.posts.map((post) => (post.body === undefined ? post : { ...post, body: sanitizePostHtml(post.body) })),
    page: query.page,
    page_size: query.page_size,
    has_more: page.hasMore,
  };
}

/** A published post by its slug; an unpublished or unknown one is not found. */
export async function getPost(slug: string, posts: BlogStore): Promise<BlogPost> {
  const post = await posts.get(slug);
  if (!post || !post.published) throw new NotFoundError(POST_NOT_FOUND);
  const { updatedAt: _updatedAt, ...view } = post;
  return { ...view, body: sanitizePostHtml(post.body) };
}
