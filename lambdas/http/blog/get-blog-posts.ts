import { blogListQuery, type BlogListResponse } from '@heirloom/shared/contracts/blog';
import { listPosts } from '../../domain/blog/read-posts';
import { blogDeps } from '../../runtime/blog-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';

/** Spec 001 section 7: published posts, newest first, ten a page, optionally without bodies. */
export const handler = httpHandler(
  {
    auth: 'public',
    query: blogListQuery,
    handle: async ({ query }) => {
      const page = await listPosts(query, blogDeps.posts());
      // Public and the same for everyone: the CDN and browsers may keep it for a minute.
      return new HttpResponse<BlogListResponse>(200, page, { 'cache-control': 'public, max-age=60' });
    },
  },
  httpDeps,
);
