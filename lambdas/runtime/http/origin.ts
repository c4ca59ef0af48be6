import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The API is reached only through CloudFront. CloudFront adds this header with a secret value to
 * every request it sends to the HTTP API (an origin custom header, which overwrites whatever the
 * viewer sent under that name); a request without it came straight to the execute-api endpoint.
 * We check a secret header rather than disabling the execute-api endpoint because, without a custom
 * domain on the API, that endpoint is the only host CloudFront can use as its origin.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Set by the CloudFront function on /api/* from the viewer's address (see web-hosting.ts). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
/** The function's environment variable holding the secret; unset locally, where there is no CDN. */
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET';

function configuredSecret(): string | undefined {
  return process.env[ORIGIN_VERIFY_SECRET_ENV] || undefined;
}

/** True when no CDN is configured (local runtime) or the request carries CloudFront's secret. */
export function cameThroughCloudFront(event: APIGatewayProxyEventV2): boolean {
  const secret = configuredSecret();
  if (!secret) return true;
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Behind CloudFront: whether requests are expected to carry the origin secret at all. */
export function behindCloudFront(): boolean {
  return configuredSecret() !== undefined;
}
