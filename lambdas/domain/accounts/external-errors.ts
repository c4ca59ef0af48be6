import { UnauthorizedError } from '../errors';

/** Why a provider's token was refused; logged, never shown (the message is for the person). */
export type ExternalRejectionReason =
  | 'malformed'
  | 'unsupported-algorithm'
  | 'unknown-key'
  | 'bad-signature'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'invalid-token'
  | 'wrong-app'
  | 'wrong-user';

/** A provider token that does not prove who it claims to: answered with 401 and `message`. */
export class ExternalIdentityRejectedError extends UnauthorizedError {
  constructor(
    message: string,
    readonly reason: ExternalRejectionReason,
  ) {
    super(message);
  }
}

/** The messages a person sees when a provider's sign-in is refused. */
export const EXTERNAL_MESSAGES = {
  googleUnavailable: 'Google sign-in is not available',
  facebookUnavailable: 'Facebook sign-in is not available',
  googleNotConfirmed: 'We could not confirm your Google sign-in. Please try again.',
  googleExpired: 'Your Google sign-in has expired. Please try again.',
  googleOtherApp: 'This Google sign-in was meant for another app. Please try again from this page.',
  googleOtherIssuer: 'This sign-in did not come from Google. Please try again.',
  facebookNotConfirmed: 'We could not confirm your Facebook sign-in. Please try again.',
  facebookOtherApp: 'This Facebook sign-in was meant for another app. Please try again from this page.',
  facebookOtherUser: 'This Facebook sign-in belongs to someone else. Please try again.',
  accountBeingDeleted: 'The account for this sign-in is being deleted.',
} as const;
