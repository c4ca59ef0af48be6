import { queryOptions } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '@heirloom/shared/contracts/blog';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, isApiError } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';

export const blogListQueryKey = (page: number) => ['blog', 'list', page] as const;
export const blogPostQueryKey = (slug: string) => ['blog', 'post', slug] as const;

/** Posts change rarely: a list or post read once stays fresh for five minutes. */
const BLOG_STALE_MS = 5 * 60_000;

/** GET /blog: one page of ten posts, newest first, without bodies (the list shows summaries). */
export const blogListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: blogListQueryKey(page),
    queryFn: ({ signal }) => api(endpoints.listBlogPosts, { page, page_size: BLOG_PAGE_SIZE, exclude_body: 'true' }, { signal }),
    staleTime: BLOG_STALE_MS,
  });

/** GET /blog/{slug}: one post with its (sanitized) HTML body; a 404 is an answer, not retried. */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogPostQueryKey(slug),
    queryFn: ({ signal }) => api(endpoints.getBlogPost, { params: { slug }, signal }),
    staleTime: BLOG_STALE_MS,
    retry: (failureCount, error) => !isApiError(error, 404) && shouldRetry(failureCount, error),
  });
