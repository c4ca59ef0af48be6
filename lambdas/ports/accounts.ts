import type { OnboardingStep } from '@heirloom/shared/contracts/accounts';
import type { CustomerPlan } from '@heirloom/shared/plans';

export interface UserRecord {
  userId: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
  passwordHash: string | null;
  /** True once the person proved they hold their e-mail or phone by entering a code. */
  verified: boolean;
  /**
   * True once the current e-mail was proved (a code sent to it, or a provider vouching for it). A
   * changed e-mail is unproved until then, and an unproved e-mail never links a Google or
   * Facebook sign-in to the account.
   */
  emailVerified: boolean;
  /**
   * A new e-mail or phone the person asked for, waiting for the code sent to it. It is not a login
   * (and blocks nobody) until that code is entered (see contact-change.ts).
   */
  pendingEmail?: string | null;
  pendingPhoneNumber?: string | null;
  customerPlan: CustomerPlan;
  /** Epoch milliseconds. */
  trialEnd: number | null;
  trialExpired: boolean;
  hadTrial: boolean;
  freeSpace: number;
  paidSpace: number;
  spaceUsed: number;
  /** spaceUsed plus the bytes reserved by uploads still in flight. */
  spaceCommitted: number;
  personId: string | null;
  hasPhotos: boolean;
  hasInvites: boolean;
  status: 'active' | 'deleting';
  createdAt: number;
  /** Billing: the last renewal failed and the payment provider is retrying it. */
  paymentFailed?: boolean;
  /** Billing: epoch milliseconds when a cancelled paid plan ends; null while it renews. */
  planEndsAt?: number | null;
  /** The onboarding wizard: finished or skipped never shows it again; null while it has not been. */
  onboarding?: OnboardingOutcome | null;
  /** The wizard's step while it is under way, so it resumes there on any device. */
  onboardingStep?: OnboardingStep | null;
}

export type OnboardingOutcome = 'finished' | 'skipped';

/**
 * Login ids (normalized e-mail or phone, or `google:<sub>` / `facebook:<id>`) each belong to at
 * most one user; the store enforces that atomically with the user's own record.
 */
export interface AccountStore {
  /** Throws ConflictError naming the login id that is already taken. */
  createUser(user: UserRecord, loginIds: readonly string[]): Promise<void>;
  findUserIdByLoginId(loginId: string): Promise<string | null>;
  getUser(userId: string): Promise<UserRecord | null>;
  /** Applies changes and login-id moves in one transaction; throws ConflictError when an added id is taken. */
  updateUser(userId: string, changes: Partial<Omit<UserRecord, 'userId' | 'createdAt'>>, loginIds?: { add: readonly string[]; remove: readonly string[] }): Promise<UserRecord>;
  /** Users whose trial ended before a moment and is not yet marked expired, one page at a time. */
  trialsEndedBefore(epochMs: number, cursor?: string): Promise<{ userIds: string[]; cursor: string | null }>;
  /** Every account, one of DIRECTORY_SHARDS lists, one page at a time (a daily job's walk over the families). */
  accountsInDirectory(shard: number, cursor?: string): Promise<{ userIds: string[]; cursor: string | null }>;
}

/** The accounts' directory is split so that no one index partition takes every new account's write. */
export const DIRECTORY_SHARDS = 16;
/** Which directory list an account is in: from its id, so it never changes. */
export function directoryShardOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i += 1) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % DIRECTORY_SHARDS;
}

/**
 * verify/login/reset: sign-in codes, bound to the browser that asked (see sign-in-challenge.ts).
 * delete: the deletion link's key. contact: the code sent to a new e-mail or phone before it
 * becomes a login. reauth: a code that stands in for the current password on accounts without
 * one. undo: the key in the link that tells the old address of a change and undoes it.
 */
export type CodePurpose = 'verify' | 'login' | 'reset' | 'delete' | 'contact' | 'reauth' | 'undo';

export interface StoredCode {
  subject: string;
  purpose: CodePurpose;
  codeHash: string;
  userId: string;
  /** Epoch seconds. */
  expiresAt: number;
  failedAttempts: number;
  /** What entering the code applies: a new password (sign-up again), the new or old login id. */
  payload?: string;
}

/** One-time codes and link keys, stored hashed; one live code per subject and purpose. */
export interface CodeStore {
  put(code: Omit<StoredCode, 'failedAttempts'>): Promise<void>;
  get(subject: string, purpose: CodePurpose): Promise<StoredCode | null>;
  /** Counts a wrong guess; returns the new count. */
  recordFailedAttempt(subject: string, purpose: CodePurpose): Promise<number>;
  remove(subject: string, purpose: CodePurpose): Promise<void>;
}

/** Fixed-window attempt counters. */
export interface RateLimiter {
  /** Counts one attempt; false once `limit` attempts were made in the current window. */
  attempt(scope: string, key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** How many attempts the current window has counted, without counting one. */
  attempts(scope: string, key: string, windowSeconds: number): Promise<number>;
  /**
   * Counts `count` uses at once, only if they all fit under `limit` in the current window: a
   * request that would go over counts nothing. `used` is the window's count after the call.
   */
  take(scope: string, key: string, count: number, limit: number, windowSeconds: number): Promise<{ taken: boolean; used: number }>;
}

/** Sessions as the account use cases manage them (resolving them is the session store's job). */
export interface SessionIssuer {
  create(session: { sessionId: string; userId: string; expiresAt: number; scope?: 'password-reset' }): Promise<void>;
  revoke(sessionId: string): Promise<void>;
  revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void>;
  extend(sessionId: string, expiresAt: number): Promise<void>;
}
