import { hashSecret } from './secrets';

/**
 * Sign-in codes (sign-up, log-in, reset) belong to the browser that asked for them: the request
 * that sends a code also gives that browser a random challenge (an HttpOnly cookie), and a code is
 * stored under the login id plus the challenge. A stranger typing codes for someone's login id
 * guesses against nothing of theirs, so can neither find the owner's code nor use up its tries,
 * and a stranger asking for codes does not replace the one the owner is about to type.
 */
export function codeSubject(loginId: string, challenge: string): string {
  return `${loginId}#${hashSecret(challenge)}`;
}
