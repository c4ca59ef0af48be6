import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SessionIssuer } from '../../ports/accounts';
import type { Session, SessionStore } from '../../ports/session-store';
import type { SessionFamilies } from '../../ports/sharing';
import { sessionEntity } from './entities/session-entity';
import { DynamoSharingStore } from './dynamo-sharing-store';

export class DynamoSessionStore implements SessionStore, SessionIssuer, SessionFamilies {
  private readonly sessions;
  private readonly sharing;

  constructor(client: DynamoDBDocumentClient, table: string, private readonly now: () => number = Date.now) {
    this.sessions = sessionEntity(client, table);
    this.sharing = new DynamoSharingStore(client, table);
  }

  async resolve(sessionId: string): Promise<Session | null> {
    const { data } = await this.sessions.get({ sessionId }).go();
    // TTL deletion lags by up to two days, so expiry is checked here too.
    if (!data || data.expiresAt * 1000 <= this.now()) return null;
    return {
      sessionId: data.sessionId,
      userId: data.ownerId,
      familyId: data.familyId ?? data.ownerId,
      expiresAt: data.expiresAt,
      ...(data.arrivingFrom ? { arrivingFrom: data.arrivingFrom } : {}),
      ...(data.treeFrom ? { treeFrom: data.treeFrom } : {}),
      ...(data.scope ? { scope: data.scope } : {}),
    };
  }

  async create(session: Pick<Session, 'sessionId' | 'userId' | 'expiresAt' | 'scope'>): Promise<void> {
    const membership = await this.sharing.membership(session.userId);
    // A member's join keeps the key it came from until its move is done (arrived() clears it).
    const arrivingFrom = membership?.movingFrom ?? undefined;
    const treeFrom = membership?.treeCopying ? arrivingFrom : undefined;
    await this.sessions
      .create({
        sessionId: session.sessionId,
        ownerId: session.userId,
        familyId: membership?.familyId ?? session.userId,
        ...(arrivingFrom ? { arrivingFrom } : {}),
        ...(treeFrom ? { treeFrom } : {}),
        expiresAt: session.expiresAt,
        createdAt: Math.floor(this.now() / 1000),
        ...(session.scope ? { scope: session.scope } : {}),
      })
      .go();
  }

  /**
   * A user's open sessions act for their new family from their next request on (join, leave,
   * removal); `arrivingFrom`: a joiner's own library, still moving in, read beside the family's,
   * and their tree, read there alone until it has been copied whole (`treeFrom`).
   */
  async setFamilyForUser(userId: string, familyId: string, arrivingFrom: string | null = null, treeCopying = false): Promise<void> {
    await this.eachSession(userId, (sessionId) => {
      const patch = this.sessions.patch({ sessionId });
      if (!arrivingFrom) return patch.set({ familyId }).remove(['arrivingFrom', 'treeFrom']).go();
      return (treeCopying ? patch.set({ familyId, arrivingFrom, treeFrom: arrivingFrom }) : patch.set({ familyId, arrivingFrom }).remove(['treeFrom'])).go();
    });
  }

  /** The joiner's tree has been copied whole: their sessions read the family's tree (those still reading `from`). */
  async treeCopied(userId: string, from: string): Promise<void> {
    await this.eachSession(userId, (sessionId) =>
      this.sessions
        .patch({ sessionId })
        .remove(['treeFrom'])
        .where(({ treeFrom }, { eq }) => eq(treeFrom, from))
        .go(),
    );
  }

  /** The joiner's move is done: their sessions read the family's key alone (only those still reading `from`). */
  async arrived(userId: string, from: string): Promise<void> {
    await this.eachSession(userId, (sessionId) =>
      this.sessions
        .patch({ sessionId })
        .remove(['arrivingFrom', 'treeFrom'])
        .where(({ arrivingFrom }, { eq }) => eq(arrivingFrom, from))
        .go(),
    );
  }

  private async eachSession(userId: string, change: (sessionId: string) => Promise<unknown>): Promise<void> {
    let cursor: string | null = null;
    do {
      const { data, cursor: next }: { data: Array<{ sessionId: string }>; cursor: string | null } = await this.sessions.query
        .byOwner({ ownerId: userId })
        .go({ cursor, limit: 100 });
      await Promise.all(data.map((s) => change(s.sessionId).catch(ignoreGoneSession)));
      cursor = next;
    } while (cursor);
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

/** A session signed out meanwhile has nothing left to change. */
function ignoreGoneSession(error: unknown): void {
  if (error instanceof Error && /conditional/i.test(error.message)) return;
  throw error;
}
