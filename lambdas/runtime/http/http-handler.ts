import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { SESSION_COOKIE } from '@heirloom/shared/constants';
import type { ApiErrorBody } from '@heirloom/shared/contracts/errors';
import { DomainError, UnauthorizedError, ValidationError } from '../../domain/errors';
import type { Session, SessionStore } from '../../ports/session-store';
import { logger } from '../logger';
import { publishMetrics } from '../metrics';
import { traced } from '../tracer';
import { readCookie } from './cookies';
import { corsHeaders } from './cors';
import { assertNotCrossSite } from './csrf';
import { statusForDomainError } from './error-status';
import { cameThroughCloudFront } from './origin';
import { refuseHiddenCharacters } from './hidden-characters';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-depth';
import { HttpResponse } from './response';
import { parseInput } from './validation';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<B extends Schema, Q extends Schema, P extends Schema, A extends Auth> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  session: A extends 'session' ? Session : Session | null;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

type Auth = 'public' | 'session';

export interface RouteDefinition<B extends Schema, Q extends Schema, P extends Schema, A extends Auth, R> {
  /** 'session' routes answer 401 unless the request carries a live session. */
  auth: A;
  /**
   * Whether the short session a password-reset code gives counts here (choosing the new password,
   * reading the user, signing out); everywhere else it is treated as no session.
   */
  allowPasswordResetSession?: boolean;
  /**
   * Posts from outside the app are let through (no CSRF header, any Origin): only for a route whose
   * credential is in the request itself, such as the one-click unsubscribe a mail app posts.
   */
  allowCrossSite?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  handle(input: RouteInput<B, Q, P, A>): Promise<R | HttpResponse<R>>;
}

export interface HttpHandlerDeps {
  sessions(): SessionStore;
}

export type ApiHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Wraps one route: validates input with its contract schemas, resolves the session, runs the use
 * case, and turns domain errors into 4xx bodies a person can read. Anything unexpected is logged
 * with the request id and answered with a generic 500, so no internals leak to the browser.
 */
export function httpHandler<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, A extends Auth = Auth, R = unknown>(
  route: RouteDefinition<B, Q, P, A, R>,
  deps: HttpHandlerDeps,
): ApiHandler {
  return async (event, context) => traced(event.routeKey ?? 'http', () => handle(route, deps, event, context)).finally(publishMetrics);
}

async function handle<B extends Schema, Q extends Schema, P extends Schema, A extends Auth, R>(
  route: RouteDefinition<B, Q, P, A, R>,
  deps: HttpHandlerDeps,
  event: APIGatewayProxyEventV2,
  context: Context | undefined,
): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
  logger.resetKeys();
  if (context) logger.addContext(context);
  logger.appendKeys({ requestId, route: event.routeKey });
  const cors = corsHeaders(event.headers?.origin);
  // Straight to the execute-api endpoint, around CloudFront (and its viewer-address header): refused.
  if (!cameThroughCloudFront(event)) return toResult(new HttpResponse(403, { message: 'Forbidden' }), {});
  try {
    if (!route.allowCrossSite) assertNotCrossSite(event.requestContext.http.method, event.headers ?? {});
    const session = await resolveSession(event, deps, route.allowPasswordResetSession ?? false);
    if (route.auth === 'session' && !session) throw new UnauthorizedError();
    const input = {
      body: route.body ? parseInput(route.body, readJsonBody(event), 'request body') : undefined,
      query: route.query ? parseInput(route.query, event.queryStringParameters ?? {}, 'query') : undefined,
      params: route.params ? parseInput(route.params, event.pathParameters ?? {}, 'path') : undefined,
      session,
      event,
      requestId,
    } as RouteInput<B, Q, P, A>;
    const result = await route.handle(input);
    return toResult(result instanceof HttpResponse ? result : new HttpResponse(200, result), cors);
  } catch (error) {
    if (error instanceof DomainError) {
      const status = statusForDomainError(error);
      logger.info('Request refused', { status, reason: error.message });
      const body: ApiErrorBody = { message: error.message };
      if (error instanceof ValidationError && Object.keys(error.fields).length) body.fields = error.fields;
      return toResult(new HttpResponse(status, body), cors);
    }
    logger.error('Unhandled error', error as Error);
    return toResult(new HttpResponse(500, { message: 'Something went wrong on our side. Please try again.' }), cors);
  }
}

async function resolveSession(event: APIGatewayProxyEventV2, deps: HttpHandlerDeps, allowPasswordReset: boolean): Promise<Session | null> {
  const sessionId = readCookie(event.cookies, SESSION_COOKIE);
  if (!sessionId) return null;
  const session = await deps.sessions().resolve(sessionId);
  if (session?.scope === 'password-reset' && !allowPasswordReset) return null;
  if (session) logger.appendKeys({ userId: session.userId });
  return session;
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (nestsDeeperThan(text)) throw new ValidationError(TOO_DEEP_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON');
  }
  refuseHiddenCharacters(body);
  return body;
}

function toResult(response: HttpResponse, cors: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  const hasBody = response.body !== undefined && response.status !== 204;
  return {
    statusCode: response.status,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      'cache-control': 'no-store',
      ...cors,
      ...response.headers,
    },
    ...(response.cookies.length ? { cookies: response.cookies } : {}),
    body: hasBody ? JSON.stringify(response.body) : '',
  };
}
