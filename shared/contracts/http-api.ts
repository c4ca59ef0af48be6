import type { z } from 'zod';
import * as system from './system';

/**
 * The typed table of HTTP endpoints the web client calls: method + path to request and response
 * schemas. Handlers validate with the same schemas, so a type is never declared twice.
 */
export interface Endpoint<Req extends z.ZodType | undefined, Res extends z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
}

const endpoint = <Req extends z.ZodType | undefined, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export const endpoints = {
  getHealth: endpoint({ method: 'GET', path: '/health', request: undefined, response: system.healthResponse }),
  getSession: endpoint({ method: 'GET', path: '/session', request: undefined, response: system.sessionResponse }),
  postClientError: endpoint({ method: 'POST', path: '/client_errors', request: system.clientErrorRequest, response: system.clientErrorResponse }),
} as const;

export type Endpoints = typeof endpoints;
