/** A signed-in session as the API sees it. The id is opaque and lives in an HttpOnly cookie. */
export interface Session {
  readonly sessionId: string;
  readonly userId: string;
  /** Epoch seconds after which the session is no longer accepted. */
  readonly expiresAt: number;
}

export interface SessionStore {
  /** The live session for an id, or null when unknown, revoked or expired. */
  resolve(sessionId: string): Promise<Session | null>;
}
