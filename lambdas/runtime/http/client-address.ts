import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The browser's address, for per-address rate limits. Behind CloudFront, API Gateway sees the
 * edge's address, so CloudFront's viewer-address header (ip:port) is preferred when present.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return event.requestContext.http.sourceIp;
}
