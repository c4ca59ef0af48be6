import type { z } from 'zod';
import type { Endpoint } from '@heirloom/shared/contracts/http-api';
import { CSRF_HEADER } from '@heirloom/shared/constants';
import { API_BASE_PATH, CSRF_HEADER_VALUE } from '../config/env';

/** Any entry of the shared `endpoints` table. */
export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType>;
export type ApiResponse<E extends AnyEndpoint> = z.output<E['response']>;
export type ApiRequestBody<E extends AnyEndpoint> = E['request'] extends z.ZodType ? z.input<E['request']> : never;

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ApiOptions {
  /** Values for `{name}` (or `:name`) placeholders in the endpoint's path. */
  params?: Record<string, string | number>;
  /** Extra query-string values; arrays repeat the key. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Let the request outlive the page (a save sent as the tab closes); bodies up to 64 KB. */
  keepalive?: boolean;
}

/** With a request schema the body comes first; without one, only the options. */
export type ApiArgs<E extends AnyEndpoint> = E['request'] extends z.ZodType
  ? [body: z.input<E['request']>, options?: ApiOptions]
  : [options?: ApiOptions];

/** Status 0 means the server was never reached (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

/** A failed call: the HTTP status, the server's message and its per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields: Readonly<Record<string, readonly string[]>>;

  constructor(status: number, message: string, fields: Record<string, string[]> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.fields = fields;
  }

  /** 4xx: the request itself was refused; repeating it unchanged will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** The first message for a field, for showing under a form input. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

const UNREACHABLE_MESSAGE = "We couldn't reach Heirloom. Check your internet connection and try again.";
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again.';

/** Used only when an error response carries no readable `{ message }` body. */
function fallbackMessage(status: number): string {
  if (status === 400) return 'Some of the information sent was not valid.';
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 409) return 'That changed while you were working on it. Reload and try again.';
  if (status === 413) return 'That is too large to send.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

/** Fills `{id}` / `:id` placeholders; a missing value is a programming error, so it throws. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}|:(\w+)/g, (_match, braced: string | undefined, colon: string | undefined) => {
    const name = (braced ?? colon) as string;
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function appendQuery(search: URLSearchParams, query: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
}

/** Turns schema issues into the same `fields` shape the server sends with a 400. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The server's error body (shared/contracts/errors.ts `apiErrorBody`), read without its schema. */
function errorBodyOf(value: unknown): { message: string; fields: Record<string, string[]> } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, fields } = value as { message?: unknown; fields?: unknown };
  if (typeof message !== 'string') return undefined;
  if (fields === undefined) return { message, fields: {} };
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields);
  if (!entries.every(([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))) return undefined;
  return { message, fields: Object.fromEntries(entries) as Record<string, string[]> };
}

/**
 * The outer shape the endpoint's response has: the browser's endpoint table carries it as a word
 * (web/scripts/endpoint-table.ts), the shared table (in tests) as the schema it comes from.
 */
function responseShapeOf(response: unknown): 'object' | 'array' | 'any' {
  if (response === 'object' || response === 'array') return response;
  const type = (response as { def?: { type?: string } } | undefined)?.def?.type;
  return type === 'object' || type === 'array' ? type : 'any';
}

/** Our API answers with the shape its contract names; anything else (a proxy's page, a stray null) is not our answer. */
function hasShape(value: unknown, shape: 'object' | 'array' | 'any'): boolean {
  if (shape === 'array') return Array.isArray(value);
  if (shape === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return true;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Calls one entry of the shared endpoint table and returns its response. Requests are same-origin
 * with the session cookie; every non-GET carries the CSRF header. Failures throw ApiError; an
 * aborted request rethrows the AbortError.
 *
 * The browser trusts its own API's typed answers and does not run the zod schemas (they and zod
 * would be a third of the first load, see web/scripts/endpoint-table.ts): every handler validates
 * its request with the same schema and answers 400 with per-field messages, which arrive here as
 * ApiError.fields; forms check what a person types with the schemas before sending. What is not
 * our API's answer (not JSON, or not the shape the contract names) still fails clearly.
 *
 *   const health = await api(endpoints.getHealth);
 *   await api(endpoints.postClientError, { message, url });
 */
export async function api<E extends AnyEndpoint>(endpoint: E, ...args: ApiArgs<E>): Promise<ApiResponse<E>> {
  const hasBody = endpoint.request !== undefined;
  const body: unknown = hasBody ? args[0] : undefined;
  const options = ((hasBody ? args[1] : args[0]) ?? {}) as ApiOptions;

  const search = new URLSearchParams();
  let payload: unknown;
  if (hasBody) {
    if (endpoint.method === 'GET') appendQuery(search, (body ?? {}) as Record<string, unknown>);
    // An endpoint with a body always sends one (an empty object when the caller has nothing to say).
    else payload = body ?? {};
  }
  if (options.query) appendQuery(search, options.query);

  const queryString = search.toString();
  const url = `${API_BASE_PATH}${buildPath(endpoint.path, options.params)}${queryString ? `?${queryString}` : ''}`;

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (payload !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, UNREACHABLE_MESSAGE, {}, { cause: error });
  }

  const json = await readJson(response);

  if (!response.ok) {
    const errorBody = json.ok ? errorBodyOf(json.value) : undefined;
    if (errorBody) throw new ApiError(response.status, errorBody.message, errorBody.fields);
    throw new ApiError(response.status, fallbackMessage(response.status));
  }

  if (!json.ok || !hasShape(json.value, responseShapeOf(endpoint.response))) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return json.value as ApiResponse<E>;
}
