import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Context } from 'aws-lambda';
import type { HandlerLoader, HandlerRef } from './handler-loader';
import { apiGatewayRequestId } from './http-event';
import { createLambdaContext, invokeWithTimeout, localFunctionName } from './lambda-context';
import type { LocalLog } from './log';
import { newConnectionId, WsConnections, type WsConnection } from './ws-connections';
import { LOCAL_ACCOUNT_ID } from './local-aws';
import { isUtf8 } from './utf8';

export interface WsResult {
  statusCode?: number;
  body?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WsHandler = (event: any, context: Context) => Promise<WsResult | void> | WsResult | void;

export interface LocalWsRoute {
  readonly routeKey: string;
  readonly handler: HandlerRef<WsHandler>;
}

export const LOCAL_WS_API_ID = 'localws';
const INTEGRATION_TIMEOUT_SECONDS = 29;
const MAX_FRAME_BYTES = 32 * 1024;

interface RequestFacts {
  readonly headers: Record<string, string>;
  readonly multiValueHeaders: Record<string, string[]>;
  readonly queryStringParameters?: Record<string, string>;
  readonly multiValueQueryStringParameters?: Record<string, string[]>;
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly domainName: string;
}

/**
 * API Gateway's WebSocket API on the app's own server: $connect runs before the upgrade
 * completes (a non-2xx answer refuses it), each message goes to the route named by its JSON
 * `action` (else $default), and $disconnect runs when either side closes.
 */
export function createWsGateway(options: { routes: readonly LocalWsRoute[]; loader: HandlerLoader; log: LocalLog; stage: string }) {
  const connections = new WsConnections();
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const routes = new Map(options.routes.map((route) => [route.routeKey, route]));
  const pending = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  const invoke = async (routeKey: string, event: Record<string, unknown>): Promise<WsResult | void> => {
    const route = routes.get(routeKey);
    if (!route) return { statusCode: 200 };
    const context = createLambdaContext(localFunctionName('ws', route.handler), INTEGRATION_TIMEOUT_SECONDS);
    const handler = await options.loader.resolve('ws', route.handler)();
    return invokeWithTimeout(() => handler(event, context), INTEGRATION_TIMEOUT_SECONDS);
  };

  const baseContext = (routeKey: string, eventType: string, connection: { connectionId: string; connectedAt: number }, facts: RequestFacts) => {
    const now = Date.now();
    const requestId = apiGatewayRequestId();
    return {
      routeKey,
      eventType,
      extendedRequestId: requestId,
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN',
      stage: options.stage,
      connectedAt: connection.connectedAt,
      requestTimeEpoch: now,
      identity: { sourceIp: facts.sourceIp, userAgent: facts.userAgent },
      requestId,
      domainName: facts.domainName,
      connectionId: connection.connectionId,
      apiId: LOCAL_WS_API_ID,
      accountId: LOCAL_ACCOUNT_ID,
    };
  };

  const onMessage = async (connection: WsConnection, facts: RequestFacts, data: RawData, isBinary: boolean) => {
    connection.lastActiveAt = Date.now();
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    const text = !isBinary || isUtf8(bytes);
    const body = text ? bytes.toString('utf8') : bytes.toString('base64');
    const routeKey = selectRoute(body, text, routes);
    const requestContext = { ...baseContext(routeKey ?? '$default', 'MESSAGE', connection, facts), messageId: apiGatewayRequestId() };
    if (!routeKey) {
      connection.socket.send(JSON.stringify({ message: 'Forbidden', connectionId: connection.connectionId, requestId: requestContext.requestId }));
      return;
    }
    try {
      await invoke(routeKey, { requestContext, body, isBase64Encoded: !text });
    } catch (error) {
      options.log.error(`WebSocket route ${routeKey} failed`, error);
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(JSON.stringify({ message: 'Internal server error', connectionId: connection.connectionId, requestId: requestContext.requestId }));
      }
    }
  };

  const onClose = async (connection: WsConnection, facts: RequestFacts, code: number, reason: Buffer) => {
    connections.remove(connection.connectionId);
    const requestContext = {
      ...baseContext('$disconnect', 'DISCONNECT', connection, facts),
      disconnectStatusCode: code,
      disconnectReason: reason.toString('utf8'),
    };
    try {
      await invoke('$disconnect', { headers: facts.headers, multiValueHeaders: facts.multiValueHeaders, requestContext, isBase64Encoded: false });
    } catch (error) {
      options.log.error('WebSocket $disconnect failed', error);
    }
  };

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const facts = requestFacts(req);
    const connection = { connectionId: newConnectionId(), connectedAt: Date.now() };
    const requestContext = baseContext('$connect', 'CONNECT', connection, facts);
    let result: WsResult | void;
    try {
      result = await track(
        invoke('$connect', {
          headers: facts.headers,
          multiValueHeaders: facts.multiValueHeaders,
          ...(facts.queryStringParameters ? { queryStringParameters: facts.queryStringParameters, multiValueQueryStringParameters: facts.multiValueQueryStringParameters } : {}),
          requestContext,
          isBase64Encoded: false,
        }),
      );
    } catch (error) {
      options.log.error('WebSocket $connect failed', error);
      return refuse(socket, 500, 'Internal Server Error');
    }
    const status = result?.statusCode ?? 200;
    if (status < 200 || status > 299) return refuse(socket, status, result?.body ?? '');

    server.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const open: WsConnection = { ...connection, socket: ws, lastActiveAt: Date.now(), sourceIp: facts.sourceIp, userAgent: facts.userAgent };
      connections.add(open);
      ws.on('message', (data, isBinary) => void track(onMessage(open, facts, data, isBinary)));
      ws.on('close', (code, reason) => void track(onClose(open, facts, code, reason)));
      ws.on('error', (error) => options.log.warn(`WebSocket ${open.connectionId}: ${error.message}`));
    });
  }

  /** Closes every connection (running $disconnect for each) and waits briefly for handlers. */
  async function close(): Promise<void> {
    for (const connection of connections.all()) connection.socket.close(1001, 'Going away');
    const deadline = Date.now() + 3000;
    while (pending.size && Date.now() < deadline) await Promise.race([...pending, new Promise((r) => setTimeout(r, 100))]);
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return { connections, handleUpgrade, close };
}

/** `$request.body.action`: the route named by the message's action, else $default. */
function selectRoute(body: string, text: boolean, routes: Map<string, LocalWsRoute>): string | undefined {
  if (text) {
    try {
      const action = (JSON.parse(body) as { action?: unknown } | null)?.action;
      if (typeof action === 'string' && !action.startsWith('$') && routes.has(action)) return action;
    } catch {
      // Not JSON: only $default can take it.
    }
  }
  return routes.has('$default') ? '$default' : undefined;
}

function requestFacts(req: IncomingMessage): RequestFacts {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const value = req.rawHeaders[i + 1] ?? '';
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const url = new URL(req.url ?? '/', 'http://local');
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    query[key] = value;
    (multiQuery[key] ??= []).push(value);
  }
  const hasQuery = Object.keys(query).length > 0;
  return {
    headers,
    multiValueHeaders,
    ...(hasQuery ? { queryStringParameters: query, multiValueQueryStringParameters: multiQuery } : {}),
    sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    userAgent: req.headers['user-agent'] ?? '',
    domainName: (req.headers.host ?? 'localhost').replace(/:\d+$/, ''),
  };
}

function refuse(socket: Duplex, status: number, body: string): void {
  const reason = status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : status >= 500 ? 'Internal Server Error' : 'Bad Request';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}
