import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * AWS Signature Version 4 checks for the local S3 stand-in, which accepts any request (s3rver
 * skips V4 verification and lets anonymous requests through). S3 refuses a request that is not
 * signed by a known key, whose signature does not match what was received (method, path, query,
 * and every signed header: a presigned PUT's Content-Length and Content-Type included), or whose
 * presigned URL has expired; so must local runs, or a bug that S3 would catch goes unseen here.
 *
 * Written here rather than with the SDK's signer: a verifier has to canonicalize the request
 * exactly as it arrived (the path as sent, the query as sent), while the signer canonicalizes
 * requests it builds itself. Payload hashes are taken as declared (x-amz-content-sha256), not
 * recomputed over the streamed body.
 */
export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ReceivedRequest {
  method: string;
  /** The request target as sent: raw path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
}

export type Verdict = { ok: true } | { ok: false; status: 400 | 403; code: string; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const refuse = (code: string, message: string, status: 400 | 403 = 403): Verdict => ({ ok: false, status, code, message });
const SIGNATURE_MISMATCH = refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');

export function verifyS3Request(request: ReceivedRequest, key: SigningKey, nowMs: number): Verdict {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = parseQuery(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  const authorization = headerValue(request.headers, 'authorization');
  const presigned = query.some(([name]) => name === 'X-Amz-Algorithm');

  if (!authorization && !presigned) return refuse('AccessDenied', 'Access Denied');
  if (authorization && presigned) return refuse('InvalidArgument', 'Only one auth mechanism allowed', 400);

  const parts = presigned ? presignedParts(query, nowMs) : headerParts(request.headers, authorization!, nowMs);
  if ('ok' in parts) return parts;
  const [accessKeyId, day, region, service, terminator] = parts.credential.split('/');
  if (accessKeyId !== key.accessKeyId) return refuse('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (service !== 's3' || terminator !== 'aws4_request' || day !== parts.amzDate.slice(0, 8) || !region) {
    return refuse('AuthorizationHeaderMalformed', 'The credential scope is malformed.', 400);
  }
  const signedHeaders = parts.signedHeaders.split(';');
  if (!signedHeaders.includes('host')) return refuse('AccessDenied', 'The host header must be signed.');
  if (signedHeaders.some((name) => headerValue(request.headers, name) === undefined)) return SIGNATURE_MISMATCH;

  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${headerValue(request.headers, name)!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [request.method.toUpperCase(), path || '/', canonicalQuery, canonicalHeaders, parts.signedHeaders, parts.payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, parts.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day!), region), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { ok: true } : SIGNATURE_MISMATCH;
}

interface SignatureParts {
  credential: string;
  amzDate: string;
  signedHeaders: string;
  signature: string;
  payloadHash: string;
}

function presignedParts(query: readonly (readonly [string, string])[], nowMs: number): SignatureParts | Verdict {
  const get = (name: string) => query.find(([candidate]) => candidate === name)?.[1];
  const [algorithm, credential, amzDate, expires, signedHeaders, signature] = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'].map(get);
  if (algorithm !== ALGORITHM) return refuse('AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"', 400);
  if (!credential || !amzDate || !expires || !signedHeaders || !signature) {
    return refuse('AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.', 400);
  }
  const signedAt = parseAmzDate(amzDate);
  const lifetime = Number(expires);
  if (signedAt === null) return refuse('AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format', 400);
  if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > MAX_PRESIGN_SECONDS) {
    return refuse('AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds', 400);
  }
  if (nowMs > signedAt + lifetime * 1000) return refuse('AccessDenied', 'Request has expired');
  if (signedAt - nowMs > MAX_CLOCK_SKEW_MS) return refuse('AccessDenied', 'Request is not valid yet');
  return { credential, amzDate, signedHeaders, signature, payloadHash: get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD' };
}

function headerParts(headers: IncomingHttpHeaders, authorization: string, nowMs: number): SignatureParts | Verdict {
  const match = /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization.trim());
  if (!match) return refuse('AuthorizationHeaderMalformed', 'The authorization header is malformed.', 400);
  const amzDate = headerValue(headers, 'x-amz-date');
  const payloadHash = headerValue(headers, 'x-amz-content-sha256');
  const signedAt = amzDate ? parseAmzDate(amzDate) : null;
  if (!amzDate || signedAt === null) return refuse('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (!payloadHash) return refuse('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256', 400);
  if (Math.abs(nowMs - signedAt) > MAX_CLOCK_SKEW_MS) return refuse('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  return { credential: match[1]!, signedHeaders: match[2]!, signature: match[3]!, amzDate, payloadHash };
}

/** Name/value pairs, decoded, in the order sent ('+' is a literal plus in S3 query strings). */
function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      const value = eq === -1 ? '' : pair.slice(eq + 1);
      return [safeDecode(name), safeDecode(value)];
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAmzDate(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

/** RFC 3986 encoding, as Signature V4 wants it. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
