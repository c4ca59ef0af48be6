import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CodePurpose, CodeStore, StoredCode } from '../../ports/accounts';
import { accountService, type AccountService } from './entities/account-entities';

export class DynamoCodeStore implements CodeStore {
  private readonly codes: AccountService['entities']['code'];

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.codes = accountService(client, table).entities.code;
  }

  async put(code: Omit<StoredCode, 'failedAttempts'>): Promise<void> {
    // A new code replaces the previous one for the same purpose: only the latest works.
    await this.codes.put({ subject: code.subject, purpose: code.purpose, codeHash: code.codeHash, ownerId: code.userId, expiresAt: code.expiresAt, failedAttempts: 0, ...(code.payload ? { payload: code.payload } : {}) }).go();
  }

  async get(subject: string, purpose: CodePurpose): Promise<StoredCode | null> {
    const { data } = await this.codes.get({ subject, purpose }).go({ consistent: true });
    if (!data) return null;
    return { subject: data.subject, purpose: data.purpose, codeHash: data.codeHash, userId: data.ownerId, expiresAt: data.expiresAt, failedAttempts: data.failedAttempts, ...(data.payload ? { payload: data.payload } : {}) };
  }

  async recordFailedAttempt(subject: string, purpose: CodePurpose): Promise<number> {
    const { data } = await this.codes.patch({ subject, purpose }).add({ failedAttempts: 1 }).go({ response: 'all_new' });
    return data.failedAttempts ?? 0;
  }

  async remove(subject: string, purpose: CodePurpose): Promise<void> {
    await this.codes.delete({ subject, purpose }).go();
  }
}
