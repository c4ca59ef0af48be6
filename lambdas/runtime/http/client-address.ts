import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { behindCloudFront, cameThroughCloudFront, VIEWER_ADDRESS_HEADER } from './origin';

/**
 * The browser's address, for per-address rate limits, taken only from what the platform sets.
 * Behind CloudFront, API Gateway's sourceIp is the edge's address, so the viewer address comes from
 * the header CloudFront's viewer-request function writes (overwriting any value the viewer sent);
 * it is trusted only on requests that carry CloudFront's origin secret. Without a CDN (the local
 * runtime) it is the socket's address, which no request header can change.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  if (behindCloudFront() && cameThroughCloudFront(event)) {
    const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
    if (viewer) return viewer;
  }
  return event.requestContext.http.sourceIp;
}
