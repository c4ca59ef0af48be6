import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A realistic API Gateway v2 event for calling a wrapped handler directly in unit tests. */
export function apiEvent(overrides: {
  method?: string;
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  query?: Record<string, string>;
  params?: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const method = overrides.method ?? 'GET';
  const path = overrides.path ?? '/api/test';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(overrides.query ?? {}).toString(),
    cookies: overrides.cookies,
    headers: { host: 'localhost', ...(overrides.headers ?? {}) },
    queryStringParameters: overrides.query,
    pathParameters: overrides.params,
    body: overrides.body === undefined ? undefined : typeof overrides.body === 'string' ? overrides.body : JSON.stringify(overrides.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'req-test-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}
