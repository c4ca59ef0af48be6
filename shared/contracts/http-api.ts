import type { z } from 'zod';
import * as accounts from './accounts';
import * as system from './system';
import * as uploads from './uploads';

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

  signup: endpoint({ method: 'POST', path: '/signup', request: accounts.signupRequest, response: accounts.signupResponse }),
  login: endpoint({ method: 'POST', path: '/login', request: accounts.loginRequest, response: accounts.loginResponse }),
  verify: endpoint({ method: 'POST', path: '/verify', request: accounts.verifyRequest, response: accounts.verifyResponse }),
  forgotPassword: endpoint({ method: 'POST', path: '/forgot_password', request: accounts.forgotPasswordRequest, response: accounts.statusResponse }),
  updatePassword: endpoint({ method: 'POST', path: '/update_password', request: accounts.updatePasswordRequest, response: accounts.userResponse }),
  refreshToken: endpoint({ method: 'POST', path: '/token', request: undefined, response: accounts.userResponse }),
  logout: endpoint({ method: 'POST', path: '/logout', request: undefined, response: accounts.statusResponse }),
  getUser: endpoint({ method: 'GET', path: '/user', request: undefined, response: accounts.userResponse }),
  startFreeTrial: endpoint({ method: 'POST', path: '/user/free_trial', request: undefined, response: accounts.freeTrialResponse }),
  updateUser: endpoint({ method: 'POST', path: '/user/{user_id}', request: accounts.updateUserRequest, response: accounts.userResponse }),
  requestDeletion: endpoint({ method: 'POST', path: '/delete_request', request: undefined, response: accounts.statusResponse }),
  uploadUrl: endpoint({ method: 'POST', path: '/upload_url', request: uploads.uploadUrlRequest, response: uploads.uploadUrlResponse }),
  confirmDeletion: endpoint({ method: 'POST', path: '/delete_user/{user_id}', request: accounts.deleteUserRequest, response: accounts.statusResponse }),
} as const;

export type Endpoints = typeof endpoints;
