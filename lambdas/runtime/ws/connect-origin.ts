import { isAllowedOrigin } from '../http/cors';

/**
 * Whether a WebSocket upgrade may open, by its Origin header. The session cookie rides on the
 * upgrade, so without this check any site a signed-in person visits could open the realtime
 * socket as them and read what is pushed (cross-site WebSocket hijacking). Browsers always send
 * Origin on a WebSocket upgrade and no page can forge it.
 *
 * - A deployed stage opens only for the app's own origin (APP_ORIGIN); a missing Origin is refused
 *   (only browsers use the socket). A stage deployed without a configured origin ('*', warned about
 *   at synthesis) cannot know its CloudFront domain, and lets any origin through as before.
 * - Locally (STAGE=local) localhost origins on any port are allowed, and so is no Origin at all:
 *   the integration tests' Node client sends none.
 */
export function connectOriginAllowed(origin: string | undefined): boolean {
  const appOrigin = process.env.APP_ORIGIN;
  if (process.env.STAGE === 'local') return origin === undefined || isAllowedOrigin(origin);
  if (!appOrigin || appOrigin === '*') return true;
  return origin === appOrigin;
}
