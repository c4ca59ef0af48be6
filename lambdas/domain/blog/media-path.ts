/**
 * Post images are stored under this key prefix in the blog media bucket and served at the same
 * path by the CDN (CloudFront behaviour; the local runtime's site server), so a post's HTML can
 * name its images with same-origin addresses that work both locally and in AWS.
 */
export const BLOG_MEDIA_PREFIX = 'blog-media';
export const BLOG_MEDIA_PATH = `/${BLOG_MEDIA_PREFIX}/`;

export const blogMediaKey = (slug: string, fileName: string): string => `${BLOG_MEDIA_PREFIX}/${slug}/${fileName}`;
export const blogMediaUrl = (slug: string, fileName: string): string => `/${blogMediaKey(slug, encodeURIComponent(fileName))}`;
