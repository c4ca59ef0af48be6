import { useSearchParams } from 'react-router';
import { withRedirectTo } from '../utils/redirect-to';

/**
 * /login or /signup carrying the page's redirect_to on, so the top bar's links lose no destination:
 * an invite's landing page sets it to the invite, and a relative who taps the bar's Sign Up still
 * lands on the invitation after verifying.
 */
export function useEntryPath(path: '/login' | '/signup'): string {
  const [params] = useSearchParams();
  return withRedirectTo(path, params.get('redirect_to'));
}
