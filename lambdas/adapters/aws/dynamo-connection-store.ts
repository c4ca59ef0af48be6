import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ConnectionStore, RealtimeConnection } from '../../ports/realtime';
import { connectionEntity } from './entities/connection-entity';

/** API Gateway closes WebSockets after two hours; records live a little longer, then expire. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export class DynamoConnectionStore implements ConnectionStore {
  private readonly connections;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.connections = connectionEntity(client, table);
  }

  async add({ connectionId, userId, connectedAt }: RealtimeConnection): Promise<void> {
    await this.connections
      .put({ connectionId, ownerId: userId, connectedAt, expiresAt: Math.floor(connectedAt / 1000) + CONNECTION_TTL_SECONDS })
      .go();
  }

  async remove(connectionId: string): Promise<void> {
    await this.connections.delete({ connectionId }).go();
  }

  async get(connectionId: string): Promise<RealtimeConnection | null> {
    const { data } = await this.connections.get({ connectionId }).go();
    return data ? { connectionId: data.connectionId, userId: data.ownerId, connectedAt: data.connectedAt } : null;
  }

  async forUser(userId: string): Promise<RealtimeConnection[]> {
    // A person has a handful of tabs open at most, so one page is all of them.
    const { data } = await this.connections.query.byOwner({ ownerId: userId }).go({ limit: 100 });
    return data.map((c) => ({ connectionId: c.connectionId, userId: c.ownerId, connectedAt: c.connectedAt }));
  }

  async openedBefore(epochMs: number, cursor?: string) {
    const { data, cursor: next } = await this.connections.query
      .byAge({})
      .lt({ connectedAt: epochMs })
      .go({ limit: 100, cursor: cursor ?? null });
    return {
      connections: data.map((c) => ({ connectionId: c.connectionId, userId: c.ownerId, connectedAt: c.connectedAt })),
      cursor: next,
    };
  }
}
