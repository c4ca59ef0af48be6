import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from './local-aws';
import { isUtf8 } from './utf8';

export const LOCAL_API_ID = 'localhttp';

export interface HttpEventInput {
  readonly req: IncomingMessage;
  readonly body: Buffer;
  readonly routeKey: string;
  readonly pathParameters: Record<string, string>;
}

/** An HTTP API (payload format 2.0) event for a Node request, as API Gateway builds it. */
export function toHttpApiEvent({ req, body, routeKey, pathParameters }: HttpEventInput): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://local');
  const rawQueryString = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?') + 1) : '';
  const headers = { ...forwardingHeaders(req), ...toHeaders(req) };
  const cookies = toCookies(req.headers.cookie);
  const now = new Date();
  const method = (req.method ?? 'GET').toUpperCase();
  const contentType = headers['content-type'];
  const asText = body.length > 0 && isTextBody(contentType, body);
  const queryStringParameters = toQueryParameters(url.searchParams);
  const requestId = apiGatewayRequestId();
  const host = headers.host ?? 'localhost';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      domainName: host.replace(/:\d+$/, ''),
      domainPrefix: host.split('.')[0]?.replace(/:\d+$/, '') ?? 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: sourceIp(req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: asText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !asText,
  };
}

/** Lower-case names; repeated headers joined with commas; the cookie header moves to `cookies`. */
function toHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] ?? '').toLowerCase();
    const value = req.rawHeaders[i + 1] ?? '';
    if (name === 'cookie') continue;
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return headers;
}

/** What API Gateway adds in front of the function (a proxy before the local server wins). */
function forwardingHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'x-forwarded-for': (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    'x-forwarded-port': String(req.socket.localPort ?? ''),
    'x-forwarded-proto': 'http',
    'x-amzn-trace-id': `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`,
  };
}

function toCookies(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Repeated keys are joined with commas, as API Gateway does for payload format 2.0. */
function toQueryParameters(params: URLSearchParams): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  let any = false;
  for (const [key, value] of params) {
    any = true;
    result[key] = key in result ? `${result[key]},${value}` : value;
  }
  return any ? result : undefined;
}

/** API Gateway passes text types as text and base64-encodes everything else. */
function isTextBody(contentType: string | undefined, body: Buffer): boolean {
  if (!contentType) return isUtf8(body);
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/(json|xml|javascript|x-www-form-urlencoded|graphql)$/.test(type) ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}

/**
 * The socket's address, as API Gateway takes its sourceIp from the TCP connection: a request header
 * (X-Forwarded-For, CloudFront-Viewer-Address) never changes it, so per-address limits hold locally.
 */
function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** API Gateway request ids look like `JKJaXmPLvHcESHA=`. */
export function apiGatewayRequestId(): string {
  return randomBytes(11).toString('base64').slice(0, 15) + '=';
}

/** API Gateway's `time`: 12/Mar/2020:19:03:58 +0000. */
function formatRequestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
