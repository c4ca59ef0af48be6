import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { HandlerLoader, HandlerRef } from './handler-loader';
import { toHttpApiEvent } from './http-event';
import { writeHttpResult, writeJson } from './http-result';
import { compileRoutes, type RouteTemplate } from './http-routes';
import { createLambdaContext, invokeWithTimeout, LambdaTimeoutError, localFunctionName } from './lambda-context';
import type { LocalLog } from './log';

/** A result may also be a plain value, which API Gateway sends as a 200 JSON body. */
export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2<object>> | APIGatewayProxyResultV2<object>;

export interface LocalHttpRoute extends RouteTemplate {
  readonly handler: HandlerRef<HttpHandler>;
}

/** Lambda's synchronous invocation payload limit. */
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** API Gateway's integration timeout. */
const INTEGRATION_TIMEOUT_SECONDS = 30;

/**
 * The HTTP API: turns requests under the prefix into payload-2.0 events for the route's
 * handler and its result back into a response, with API Gateway's own answers for what never
 * reaches a handler (404 for no route, 500 for a crash, 503 for a timeout, 413 for a body too large).
 */
export function createApiGateway(routes: readonly LocalHttpRoute[], loader: HandlerLoader, log: LocalLog) {
  const match = compileRoutes(routes);

  return async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) return answerPreflight(req, res);
    const found = match(method, path);
    if (!found) return writeJson(res, 404, { message: 'Not Found' });

    const body = await readBody(req, MAX_PAYLOAD_BYTES);
    if (!body) return writeJson(res, 413, { message: 'Request Entity Too Large' });
    const event = toHttpApiEvent({ req, body, routeKey: found.routeKey, pathParameters: found.pathParameters });
    const functionName = localFunctionName('http', found.route.handler);
    const context = createLambdaContext(functionName, INTEGRATION_TIMEOUT_SECONDS);
    const started = Date.now();
    try {
      const handler = await loader.resolve('http', found.route.handler)();
      const result = await invokeWithTimeout(() => handler(event, context), INTEGRATION_TIMEOUT_SECONDS);
      writeHttpResult(res, result);
      log.info(`${method} ${path} -> ${res.statusCode} (${Date.now() - started} ms)`);
    } catch (error) {
      if (error instanceof LambdaTimeoutError) {
        log.error(`${found.routeKey}: ${error.message}`);
        return writeJson(res, 503, { message: 'Service Unavailable' });
      }
      log.error(`${found.routeKey} failed in ${functionName}`, error);
      writeJson(res, 500, { message: 'Internal Server Error' });
    }
  };
}

/**
 * The HTTP API's CORS preflight (configured on API Gateway, not in the handlers): the web client
 * is same-origin, so this only serves a developer's Vite server on another localhost port.
 */
function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin ?? '';
  const allowed = origin === process.env.APP_ORIGIN || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
  if (!allowed) {
    res.writeHead(204);
    res.end();
    return;
  }
  res.writeHead(204, {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '86400',
    vary: 'Origin',
  });
  res.end();
}

/** The whole body, or undefined when it exceeds the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
