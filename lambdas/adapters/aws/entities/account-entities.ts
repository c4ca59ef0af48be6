import { Entity, Service } from 'electrodb';
import { CUSTOMER_PLANS } from '@heirloom/shared/plans';
import { ONBOARDING_STEPS } from '@heirloom/shared/contracts/accounts';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

const MODEL = { version: '1', service: 'heirloom' } as const;
const primary = <const C extends readonly string[]>(composite: C) => ({
  pk: { field: 'pk', composite, casing: 'none' as const },
  sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
});

export const userSchema = {
  model: { entity: 'user', ...MODEL },
  attributes: {
    userId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    username: { type: 'string', required: true },
    email: { type: 'string' },
    phoneNumber: { type: 'string' },
    passwordHash: { type: 'string' },
    verified: { type: 'boolean', required: true },
    emailVerified: { type: 'boolean' },
    pendingEmail: { type: 'string' },
    pendingPhoneNumber: { type: 'string' },
    customerPlan: { type: CUSTOMER_PLANS, required: true },
    trialEnd: { type: 'number' },
    trialExpired: { type: 'boolean', required: true },
    hadTrial: { type: 'boolean', required: true },
    freeSpace: { type: 'number', required: true },
    paidSpace: { type: 'number', required: true },
    spaceUsed: { type: 'number', required: true },
    /** Bytes used plus bytes reserved by uploads in flight; the quota is checked against this. */
    spaceCommitted: { type: 'number', required: true, default: 0 },
    personId: { type: 'string' },
    hasPhotos: { type: 'boolean', required: true },
    hasInvites: { type: 'boolean', required: true },
    status: { type: ['active', 'deleting'] as const, required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    paymentFailed: { type: 'boolean' },
    planEndsAt: { type: 'number' },
    onboarding: { type: ['finished', 'skipped'] as const },
    onboardingStep: { type: ONBOARDING_STEPS },
    /** Which of the DIRECTORY_SHARDS lists the account: set when it is made, never changed. */
    directoryShard: { type: 'string' },
  },
  indexes: {
    byId: primary(['userId'] as const),
    byOwner: ownerIndex(['userId'] as const),
    /**
     * Every account, in DIRECTORY_SHARDS lists so no one partition takes every account's writes:
     * how a daily job reaches each family (jobs/remember-the-day.ts), a page of a Query at a time.
     */
    directory: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['directoryShard'] as const, template: 'users#${directoryShard}', casing: 'none' as const },
      sk: { field: 'gsi2sk', composite: ['userId'] as const, casing: 'none' as const },
    },
  },
} as const;

/** A login id (e-mail, phone, or external identity) owned by exactly one user. */
export const loginSchema = {
  model: { entity: 'login', ...MODEL },
  attributes: {
    loginId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byLoginId: primary(['loginId'] as const),
    byOwner: ownerIndex(['loginId'] as const),
  },
} as const;

/** A running trial's deadline, indexed by time so the expiry job Queries instead of scanning users. */
export const trialDeadlineSchema = {
  model: { entity: 'trialDeadline', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    trialEnd: { type: 'number', required: true },
  },
  indexes: {
    byUser: primary(['ownerId'] as const),
    byEnd: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] as const, template: 'trial-deadlines', casing: 'none' as const },
      sk: { field: 'gsi2sk', composite: ['trialEnd', 'ownerId'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex([] as const),
  },
} as const;

export const codeSchema = {
  model: { entity: 'code', ...MODEL },
  attributes: {
    subject: { type: 'string', required: true },
    purpose: { type: ['verify', 'login', 'reset', 'delete', 'contact', 'reauth', 'undo'] as const, required: true },
    codeHash: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    failedAttempts: { type: 'number', required: true, default: 0 },
    payload: { type: 'string' },
  },
  indexes: {
    bySubject: primary(['subject', 'purpose'] as const),
    byOwner: ownerIndex(['purpose', 'subject'] as const),
  },
} as const;

/** The user entity alone, for stores that read a user beside other items. */
export const userEntity = perTable((client, table) => new Entity(userSchema, { client, table }));

export const accountService = perTable((client, table) =>
  new Service(
    {
      user: new Entity(userSchema),
      login: new Entity(loginSchema),
      trialDeadline: new Entity(trialDeadlineSchema),
      code: new Entity(codeSchema),
    },
    { client, table },
  ),
);
export type AccountService = ReturnType<typeof accountService>;
