import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SessionIssuer } from '../../ports/accounts';
import type { Session, SessionStore } from '../../ports/session-store';
import { sessionEntity } from './entities/session-entity';

export class DynamoSessionStore implements SessionStore, SessionIssuer {
  private readonly sessions;

  constructor(client: DynamoDBDocumentClient, table: string, private readonly now: () => number = Date.now) {
    this.sessions = sessionEntity(client, table);
  }

  async resolve(sessionId: string): Promise<Session | null> {
    const { data } = await this.sessions.get({ sessionId }).go();
    // TTL deletion lags by up to two days, so expiry is checked here too.
    if (!data || data.expiresAt * 1000 <= this.now()) return null;
    return { sessionId: data.sessionId, userId: data.ownerId, expiresAt: data.expiresAt, ...(data.scope ? { scope: data.scope } : {}) };
  }

  async create(session: Pick<Session, 'sessionId' | 'userId' | 'expiresAt' | 'scope'>): Promise<void> {
    await this.sessions
      .create({ sessionId: session.sessionId, ownerId: session.userId, expiresAt: session.expiresAt, createdAt: Math.floor(this.now() / 1000), ...(session.scope ? { scope: session.scope } : {}) })
      .go();
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.delete({ sessionId }).go();
  }

  async extend(sessionId: string, expiresAt: number): Promise<void> {
    await this.sessions.patch({ sessionId }).set({ expiresAt }).go();
  }

  /** Signs a user out everywhere (password change, account deletion), page by page. */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    let cursor: string | null = null;
    do {
      const { data, cursor: next }: { data: Array<{ sessionId: string }>; cursor: string | null } = await this.sessions.query
        .byOwner({ ownerId: userId })
        .go({ cursor, limit: 100 });
      await Promise.all(data.filter((s) => s.sessionId !== exceptSessionId).map((s) => this.revoke(s.sessionId)));
      cursor = next;
    } while (cursor);
  }
}
