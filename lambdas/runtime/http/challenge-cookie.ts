import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { newToken } from '../../domain/accounts/secrets';
import { readCookie } from './cookies';

/** The browser's sign-in challenge (domain/accounts/sign-in-challenge.ts), in an HttpOnly cookie. */
export const CHALLENGE_COOKIE = 'hl_challenge';
/** As long as a code lives. */
const CHALLENGE_MAX_AGE_SECONDS = 15 * 60;
const WELL_FORMED = /^[\w-]{43}$/;

/** The challenge this browser already holds (so "send a new code" keeps one thread), if any. */
export function presentedChallenge(event: APIGatewayProxyEventV2): string | undefined {
  const value = readCookie(event.cookies, CHALLENGE_COOKIE);
  return value && WELL_FORMED.test(value) ? value : undefined;
}

/** The challenge to send a code under, and the cookie that hands it to the browser. */
export function signInChallenge(event: APIGatewayProxyEventV2): { challenge: string; cookie: string } {
  const challenge = presentedChallenge(event) ?? newToken();
  const secure = process.env.STAGE === 'local' ? '' : '; Secure';
  return { challenge, cookie: `${CHALLENGE_COOKIE}=${challenge}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${CHALLENGE_MAX_AGE_SECONDS}${secure}` };
}
