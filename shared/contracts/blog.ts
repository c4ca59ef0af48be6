import * as z from 'zod';

/** Spec 001 section 9: the blog lists ten posts a page. */
export const BLOG_PAGE_SIZE = 10;

/** A slug as it appears in /blog/{slug}: lower-case words joined by hyphens. */
export const blogSlug = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may hold only lower-case letters, digits and single hyphens');

/** Spec 001 section 7: the content service lists posts by page (page_size 10) and can leave the body out. */
export const blogListQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(1000, 'Page must be at most 1000').default(1),
  page_size: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE, `Page size must be at most ${BLOG_PAGE_SIZE}`).default(BLOG_PAGE_SIZE),
  exclude_body: z
    .enum(['true', 'false'], 'exclude_body must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

export const blogSlugParams = z.object({ slug: blogSlug });

/** Spec 001 section 3 'Blog post': slug, title, summary, body (HTML), featured_image, published, author. */
export const blogPost = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML, rendered from the post's Markdown when it was published. Absent with exclude_body. */
  body: z.string().optional(),
  /** Same-origin address of the featured image (served from storage through the CDN), if any. */
  featured_image: z.string().nullable(),
  published: z.boolean(),
  /** Publication date, YYYY-MM-DD. */
  date: z.string(),
  author: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogListResponse = z.object({
  posts: z.array(blogPost),
  page: z.number(),
  page_size: z.number(),
  has_more: z.boolean(),
});
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogPostResponse = blogPost;

/**
 * Routing rule 'Page views are tracked' (spec 001 section 2), without personal data: the route
 * pattern (never ids), and the host a visitor came from. The server adds the day.
 */
export const pageViewRequest = z.object({
  route: z
    .string()
    .trim()
    .min(1, 'Route is required')
    .max(200, 'Route must be at most 200 characters')
    .regex(/^\/[A-Za-z0-9_\-/:*.]*$/, 'Route must be a path pattern such as /blog/:slug'),
  referrer: z.string().max(2000).optional(),
});
export type PageViewRequest = z.infer<typeof pageViewRequest>;

export const pageViewResponse = z.object({ received: z.literal(true) });
export type PageViewResponse = z.infer<typeof pageViewResponse>;
