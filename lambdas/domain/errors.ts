/**
 * Domain errors. Use cases throw these; the HTTP wrapper maps each class to a status code in one
 * place (runtime/http/error-status.ts). Their messages are written for the person using the app.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that fails a rule. `fields` maps a field path to its messages. */
export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in to continue') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do that') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not Found') {
    super(message);
  }
}

export class ConflictError extends DomainError {}

export class PayloadTooLargeError extends DomainError {}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
