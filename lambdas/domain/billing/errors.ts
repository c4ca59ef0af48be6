import { ValidationError } from '../errors';

/** An unsigned, forged or stale webhook: answered 400 so nothing is done with it. */
export class WebhookSignatureError extends ValidationError {
  constructor() {
    super('The webhook signature could not be verified');
  }
}
