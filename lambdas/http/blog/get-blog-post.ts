import { blogSlugParams, type BlogPost } from '@heirloom/shared/contracts/blog';
import { getPost } from '../../domain/blog/read-posts';
import { blogDeps } from '../../runtime/blog-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';

/** One published post by slug, its HTML sanitized; 404 for an unknown or unpublished slug. */
export const handler = httpHandler(
  {
    auth: 'public',
    params: blogSlugParams,
    handle: async ({ params }) => new HttpResponse<BlogPost>(200, await getPost(params.slug, blogDeps.posts()), { 'cache-control': 'public, max-age=60' }),
  },
  httpDeps,
);
