/**
 * The web client is served from the same origin as the API (CloudFront /api behaviour, or the
 * local server), so CORS only matters for a developer running Vite on another port. Only the
 * configured app origin, and localhost during local runs, is ever echoed back.
 */
export function corsHeaders(requestOrigin: string | undefined): Record<string, string> {
  if (!requestOrigin || !isAllowedOrigin(requestOrigin)) return {};
  return {
    'access-control-allow-origin': requestOrigin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

export function isAllowedOrigin(origin: string): boolean {
  if (origin === process.env.APP_ORIGIN) return true;
  return process.env.STAGE === 'local' && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}
