import { CSRF_HEADER } from '@heirloom/shared/constants';
import { ForbiddenError } from '../../domain/errors';
import { isAllowedOrigin } from './cors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session rides in a SameSite cookie. As a second line of defence, every state-changing
 * request must carry a custom header (which a cross-site form cannot send, and a cross-site
 * script cannot send without a CORS preflight we refuse) and, when the browser states an Origin,
 * it must be ours.
 */
export function assertNotCrossSite(method: string, headers: Record<string, string | undefined>): void {
  if (SAFE_METHODS.has(method)) return;
  const origin = headers.origin;
  if (origin && !isAllowedOrigin(origin)) throw new ForbiddenError('This request came from another site and was refused');
  if (!headers[CSRF_HEADER]) throw new ForbiddenError('This request is missing a required header and was refused');
}
