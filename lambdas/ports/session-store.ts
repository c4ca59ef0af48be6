/** A signed-in session as the API sees it. The id is opaque and lives in an HttpOnly cookie. */
export interface Session {
  readonly sessionId: string;
  readonly userId: string;
  /**
   * The family whose library and tree the session reads and writes (family sharing). A user who
   * never joined anyone is a family of one: absent, or equal to userId.
   */
  readonly familyId?: string;
  /**
   * While the user's own library is still moving into the family they joined: the key it comes
   * from, which their library reads beside the family's (domain/library/access.ts libraryViewFor).
   */
  readonly arrivingFrom?: string;
  /**
   * While the user's own family tree is still being copied into the family they joined: the key it
   * comes from, which their tree is read from, unchanged and not to be changed, until the copy is
   * whole (domain/family/tree-access.ts). Then it is the family's tree, theirs inside it.
   */
  readonly treeFrom?: string;
  /** Epoch seconds after which the session is no longer accepted. */
  readonly expiresAt: number;
  /**
   * 'password-reset': what a reset code gives. It only lets the person choose a new password
   * (routes opt in with `allowPasswordResetSession`); everything else treats it as signed out.
   */
  readonly scope?: 'password-reset';
}

export interface SessionStore {
  /** The live session for an id, or null when unknown, revoked or expired. */
  /** The live session for an id, or null when unknown, revoked or expired (scoped ones included). */
  resolve(sessionId: string): Promise<Session | null>;
}
