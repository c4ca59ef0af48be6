import type { ExternalLoginRequest } from '@heirloom/shared/contracts/accounts';
import { normalizeLoginId } from '@heirloom/shared/login-id';
import { ulid } from 'ulid';
import type { UserRecord } from '../../ports/accounts';
import type { ExternalIdentity, IdentityProviders } from '../../ports/identity-providers';
import { ConflictError, UnauthorizedError, ValidationError } from '../errors';
import type { AccountsDeps } from './deps';
import { EXTERNAL_MESSAGES } from './external-errors';
import { externalLoginId, usernameFor } from './external-identity';
import { enforceLimit } from './rate-limits';
import { startSession } from './sessions';

export interface ExternalLoginDeps extends AccountsDeps {
  identityProviders: IdentityProviders;
}

export interface ExternalLoginOutcome {
  user: UserRecord;
  /** True when this sign-in created the account. */
  newUser: boolean;
  sessionId: string;
  expiresAt: number;
}

/**
 * Signs in with Google or Facebook. The provider's id for the person (`google:<sub>`,
 * `facebook:<id>`) is a login id like an e-mail: the account holding it signs in. A first sign-in
 * whose verified e-mail belongs to an account links to that account; otherwise a new, verified
 * Free account is created. Either way a session starts, as after a password.
 */
export async function externalLogIn(deps: ExternalLoginDeps, request: ExternalLoginRequest, sourceIp: string): Promise<ExternalLoginOutcome> {
  // Shares the per-address budget with password and code log-ins: one door, one limit.
  await enforceLimit(deps, 'loginPerAddress', sourceIp);
  const identity = await confirmIdentity(deps.identityProviders, request);
  const loginId = externalLoginId(identity);

  const { user, newUser } = await findOrCreateAccount(deps, identity, loginId);
  return { user, newUser, ...(await startSession(deps, user.userId)) };
}

async function confirmIdentity(providers: IdentityProviders, request: ExternalLoginRequest): Promise<ExternalIdentity> {
  if (request.system_type === 'google') {
    if (!providers.google) throw new ValidationError(EXTERNAL_MESSAGES.googleUnavailable);
    return providers.google.verify(request.id_token);
  }
  if (!providers.facebook) throw new ValidationError(EXTERNAL_MESSAGES.facebookUnavailable);
  return providers.facebook.check(request.system_id, request.access_token);
}

async function findOrCreateAccount(deps: AccountsDeps, identity: ExternalIdentity, loginId: string): Promise<{ user: UserRecord; newUser: boolean }> {
  const known = await userHolding(deps, loginId);
  if (known) return { user: known, newUser: false };

  const email = identity.email ? normalizeLoginId(identity.email) : null;
  const emailOwner = email ? await userHolding(deps, email) : null;
  if (emailOwner && mayLinkByEmail(emailOwner)) return { user: await linkIdentity(deps, emailOwner, loginId), newUser: false };

  try {
    // An address another account holds without having proved it stays out of the new account.
    return { user: await createAccount(deps, identity, loginId, emailOwner ? null : email), newUser: true };
  } catch (error) {
    // Two first sign-ins at once (a double click), or a sign-up with the same e-mail in between.
    if (!(error instanceof ConflictError)) throw error;
    const holder = await userHolding(deps, loginId);
    if (holder) return { user: holder, newUser: false };
    const emailHolder = email ? await userHolding(deps, email) : null;
    if (emailHolder && mayLinkByEmail(emailHolder)) return { user: await linkIdentity(deps, emailHolder, loginId), newUser: false };
    throw error;
  }
}

/**
 * A sign-in links to the account holding its e-mail only when that account proved the address, or
 * was never confirmed at all (then whoever proves the address takes it over). An e-mail typed into
 * someone's profile and never proved must not pull another person's sign-in into that account.
 */
function mayLinkByEmail(user: UserRecord): boolean {
  return user.emailVerified || !user.verified;
}

/** The active account holding a login id; one being deleted refuses to sign in. */
async function userHolding(deps: AccountsDeps, loginId: string): Promise<UserRecord | null> {
  const userId = await deps.accounts.findUserIdByLoginId(loginId);
  if (!userId) return null;
  const user = await deps.accounts.getUser(userId);
  if (!user) return null;
  if (user.status !== 'active') throw new UnauthorizedError(EXTERNAL_MESSAGES.accountBeingDeleted);
  return user;
}

/**
 * Adds the provider's id to the account that holds the e-mail the provider verified. An account
 * whose e-mail was never confirmed may have been opened by someone else typing this address, so
 * what that person set (the password, a phone number that could receive codes) is dropped: the
 * account now belongs to whoever proved the address.
 */
async function linkIdentity(deps: AccountsDeps, user: UserRecord, loginId: string): Promise<UserRecord> {
  if (user.verified) return deps.accounts.updateUser(user.userId, {}, { add: [loginId], remove: [] });
  return deps.accounts.updateUser(
    user.userId,
    { verified: true, emailVerified: true, passwordHash: null, phoneNumber: null },
    { add: [loginId], remove: user.phoneNumber ? [user.phoneNumber] : [] },
  );
}

async function createAccount(deps: AccountsDeps, identity: ExternalIdentity, loginId: string, email: string | null): Promise<UserRecord> {
  const user: UserRecord = {
    userId: ulid(),
    username: usernameFor(identity, email),
    email,
    phoneNumber: null,
    passwordHash: null,
    // The provider vouched for the person; there is no code to enter.
    verified: true,
    emailVerified: email !== null,
    customerPlan: 'Free',
    trialEnd: null,
    trialExpired: false,
    hadTrial: false,
    freeSpace: 0,
    paidSpace: 0,
    spaceUsed: 0,
    spaceCommitted: 0,
    personId: null,
    hasPhotos: false,
    hasInvites: false,
    status: 'active',
    createdAt: deps.now(),
  };
  await deps.accounts.createUser(user, email ? [loginId, email] : [loginId]);
  return user;
}
