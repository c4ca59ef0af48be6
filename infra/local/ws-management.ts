import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeJson } from './http-result';
import { isUtf8 } from './utf8';
import type { WsConnections } from './ws-connections';

export const WS_MANAGEMENT_PATH = '/_ws_management';

/** API Gateway's post-to-connection payload limit. */
const MAX_MESSAGE_BYTES = 128 * 1024;

/**
 * API Gateway's management API for WebSocket connections (POST, GET, DELETE
 * /@connections/{connectionId}) under WS_MANAGEMENT_PATH, so the real
 * @aws-sdk/client-apigatewaymanagementapi client works against the local server unchanged.
 */
export function createWsManagementApi(connections: WsConnections) {
  return async function handleManagementRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const found = /^\/_ws_management\/@connections\/([^/]+)$/.exec(path);
    if (!found) return writeJson(res, 404, { message: 'Not Found' });
    const connectionId = decodeURIComponent(found[1] ?? '');
    const connection = connections.get(connectionId);
    const body = await readAll(req);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) return error(res, 410, 'GoneException', null);

    switch (req.method) {
      case 'POST': {
        if (body.length > MAX_MESSAGE_BYTES) return error(res, 413, 'PayloadTooLargeException', 'Message too long');
        const isText = isUtf8(body);
        await new Promise<void>((resolve, reject) => connection.socket.send(isText ? body.toString('utf8') : body, { binary: !isText }, (e) => (e ? reject(e) : resolve())));
        res.writeHead(200, { 'content-length': '0' });
        return void res.end();
      }
      case 'GET':
        return writeJson(res, 200, {
          connectedAt: new Date(connection.connectedAt).toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
      case 'DELETE':
        connection.socket.close(1000, 'Closed by the server');
        res.writeHead(204);
        return void res.end();
      default:
        return writeJson(res, 405, { message: 'Method Not Allowed' });
    }
  };
}

function error(res: ServerResponse, status: number, type: string, message: string | null): void {
  writeJson(res, status, { message }, { 'x-amzn-errortype': type });
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
