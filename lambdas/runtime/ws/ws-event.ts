/**
 * The parts of API Gateway's WebSocket event our handlers read. (aws-lambda's own type omits the
 * headers that $connect carries.)
 */
export interface WsEvent {
  requestContext: {
    connectionId: string;
    routeKey: string;
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT';
    requestId: string;
    connectedAt?: number;
  };
  headers?: Record<string, string | undefined>;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface WsResult {
  statusCode: number;
  body?: string;
}

/** Header lookup that ignores case, as browsers and API Gateway differ in it. */
export function header(event: WsEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
