import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * Writes a Lambda result back the way API Gateway does for payload format 2.0: a structured
 * result as given (each `cookies` entry its own Set-Cookie header, base64 bodies decoded); any
 * other value is taken as a 200 JSON body.
 */
export function writeHttpResult(res: ServerResponse, result: unknown): void {
  const structured = toStructured(result);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = [...structured.cookies];
  const statusCode = structured.statusCode ?? 200;
  const bodyless = statusCode === 204 || statusCode === 304;
  const body = bodyless || structured.body === undefined ? Buffer.alloc(0) : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
  if (bodyless) delete headers['content-length'];
  else headers['content-length'] = String(body.length);
  res.writeHead(statusCode, headers);
  res.end(body);
}

export function writeJson(res: ServerResponse, statusCode: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...extraHeaders });
  res.end(text);
}

function toStructured(result: unknown): APIGatewayProxyStructuredResultV2 {
  if (result && typeof result === 'object' && 'statusCode' in result) return result as APIGatewayProxyStructuredResultV2;
  if (typeof result === 'string') return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: result };
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: result === undefined ? '' : JSON.stringify(result) };
}
