import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { BlogPostPage } from '../../features/blog/components/blog-post-page';
import { reportClientError } from '../../features/system/api/report-client-error';
import { NotFound } from '../../features/system/components/not-found';

/** Spec 001 section 8: a blog fetch error is logged only (to the server log), never shown. */
const logError = (error: unknown) => void reportClientError(error);

export function List() {
  return <BlogListPage logError={logError} />;
}

export function Post() {
  return <BlogPostPage logError={logError} notFound={<NotFound />} />;
}
