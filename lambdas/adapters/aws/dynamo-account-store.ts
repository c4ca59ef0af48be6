import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { directoryShardOf, type AccountStore, type UserRecord } from '../../ports/accounts';
import { accountService, type AccountService } from './entities/account-entities';

type UserItem = EntityItem<AccountService['entities']['user']>;

const nullable = <T>(value: T | undefined) => (value === undefined ? null : value);
const optional = <T>(value: T | null | undefined) => (value === null ? undefined : value);

function toRecord(item: UserItem): UserRecord {
  return {
    userId: item.userId,
    username: item.username,
    email: nullable(item.email),
    phoneNumber: nullable(item.phoneNumber),
    passwordHash: nullable(item.passwordHash),
    verified: item.verified,
    emailVerified: item.emailVerified ?? false,
    pendingEmail: nullable(item.pendingEmail),
    pendingPhoneNumber: nullable(item.pendingPhoneNumber),
    customerPlan: item.customerPlan,
    trialEnd: nullable(item.trialEnd),
    trialExpired: item.trialExpired,
    hadTrial: item.hadTrial,
    freeSpace: item.freeSpace,
    paidSpace: item.paidSpace,
    spaceUsed: item.spaceUsed,
    spaceCommitted: item.spaceCommitted ?? item.spaceUsed,
    personId: nullable(item.personId),
    hasPhotos: item.hasPhotos,
    hasInvites: item.hasInvites,
    status: item.status,
    createdAt: item.createdAt,
    paymentFailed: item.paymentFailed ?? false,
    planEndsAt: nullable(item.planEndsAt),
    onboarding: nullable(item.onboarding),
    onboardingStep: nullable(item.onboardingStep),
  };
}

export class DynamoAccountStore implements AccountStore {
  private readonly db: AccountService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.db = accountService(client, table);
  }

  async createUser(user: UserRecord, loginIds: readonly string[]): Promise<void> {
    const { canceled, data } = await this.db.transaction
      .write(({ user: users, login }) => [
        users.create(this.toItem(user)).commit(),
        ...loginIds.map((loginId) => login.create({ loginId, ownerId: user.userId }).commit()),
      ])
      .go();
    if (canceled) throw this.conflictFor(loginIds, data.slice(1));
  }

  async findUserIdByLoginId(loginId: string): Promise<string | null> {
    const { data } = await this.db.entities.login.get({ loginId }).go();
    return data?.ownerId ?? null;
  }

  async getUser(userId: string): Promise<UserRecord | null> {
    const { data } = await this.db.entities.user.get({ userId }).go();
    return data ? toRecord(data) : null;
  }

  async updateUser(
    userId: string,
    changes: Partial<Omit<UserRecord, 'userId' | 'createdAt'>>,
    loginIds: { add: readonly string[]; remove: readonly string[] } = { add: [], remove: [] },
  ): Promise<UserRecord> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined));
    const remove = Object.entries(changes)
      .filter(([, v]) => v === null)
      .map(([k]) => k) as Array<keyof UserRecord>;
    const { canceled, data } = await this.db.transaction
      .write(({ user, login }) => [
        user
          .patch({ userId })
          .set(set)
          .remove(remove as never[])
          .commit(),
        ...loginIds.add.map((loginId) => login.create({ loginId, ownerId: userId }).commit()),
        ...loginIds.remove.map((loginId) => login.delete({ loginId }).where(({ ownerId }, { eq }) => eq(ownerId, userId)).commit()),
      ])
      .go();
    if (canceled) {
      if (data[0]?.rejected) throw new NotFoundError('That account does not exist');
      throw this.conflictFor(loginIds.add, data.slice(1, 1 + loginIds.add.length));
    }
    const updated = await this.getUser(userId);
    if (!updated) throw new NotFoundError('That account does not exist');
    await this.syncTrialDeadline(updated);
    return updated;
  }

  async trialsEndedBefore(epochMs: number, cursor?: string) {
    const { data, cursor: next } = await this.db.entities.trialDeadline.query
      .byEnd({})
      .lt({ trialEnd: epochMs })
      .go({ limit: 100, cursor: cursor ?? null });
    return { userIds: data.map((d) => d.ownerId), cursor: next };
  }

  async accountsInDirectory(shard: number, cursor?: string) {
    const { data, cursor: next } = await this.db.entities.user.query.directory({ directoryShard: String(shard) }).go({ limit: 100, cursor: cursor ?? null, attributes: ['userId'] });
    return { userIds: data.map((user) => user.userId), cursor: next };
  }

  /** A running trial has a deadline item; any other state has none. */
  private async syncTrialDeadline(user: UserRecord) {
    if (user.customerPlan === 'Trial' && !user.trialExpired && user.trialEnd !== null) {
      await this.db.entities.trialDeadline.put({ ownerId: user.userId, trialEnd: user.trialEnd }).go();
    } else {
      await this.db.entities.trialDeadline.delete({ ownerId: user.userId }).go();
    }
  }

  private toItem(user: UserRecord) {
    return {
      ...user,
      ownerId: user.userId,
      directoryShard: String(directoryShardOf(user.userId)),
      email: optional(user.email),
      phoneNumber: optional(user.phoneNumber),
      passwordHash: optional(user.passwordHash),
      trialEnd: optional(user.trialEnd),
      personId: optional(user.personId),
      planEndsAt: optional(user.planEndsAt),
      onboarding: optional(user.onboarding),
      onboardingStep: optional(user.onboardingStep),
      pendingEmail: optional(user.pendingEmail),
      pendingPhoneNumber: optional(user.pendingPhoneNumber),
    };
  }

  private conflictFor(loginIds: readonly string[], results: ReadonlyArray<{ rejected: boolean }>) {
    const taken = loginIds.find((_, i) => results[i]?.rejected);
    return new ConflictError(
      taken?.includes('@') ? 'An account with this e-mail already exists. Please log in instead.' : 'An account with this login already exists. Please log in instead.',
    );
  }
}
