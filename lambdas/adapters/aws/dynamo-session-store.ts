import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Session, SessionStore } from '../../ports/session-store';
import { sessionEntity } from './entities/session-entity';

export class DynamoSessionStore implements SessionStore {
  private readonly sessions;

  constructor(client: DynamoDBDocumentClient, table: string, private readonly now: () => number = Date.now) {
    this.sessions = sessionEntity(client, table);
  }

  async resolve(sessionId: string): Promise<Session | null> {
    const { data } = await this.sessions.get({ sessionId }).go();
    // TTL deletion lags by up to two days, so expiry is checked here too.
    if (!data || data.expiresAt * 1000 <= this.now()) return null;
    return { sessionId: data.sessionId, userId: data.ownerId, expiresAt: data.expiresAt };
  }

  async create(session: Session): Promise<void> {
    await this.sessions.create({ sessionId: session.sessionId, ownerId: session.userId, expiresAt: session.expiresAt, createdAt: Math.floor(this.now() / 1000) }).go();
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.delete({ sessionId }).go();
  }
}
