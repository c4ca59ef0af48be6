import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ExternalSystemType } from '@heirloom/shared/contracts/sources';
import { Entity, Service } from 'electrodb';
import type { ExternalLink, ExternalLinkStore, PickingSessionStore, SourceItemRecord, SourceItemStore } from '../../ports/sources';
import { isConditionalCheckFailure } from './conditional-check';
import { externalLinkSchema, pickingSessionSchema, sourceCountSchema, sourceItemSchema } from './entities/source-entities';
import { perTable } from './entities/per-table';

const linkEntity = perTable((client, table) => new Entity(externalLinkSchema, { client, table }));
const pickingSessionEntity = perTable((client, table) => new Entity(pickingSessionSchema, { client, table }));

export class DynamoExternalLinkStore implements ExternalLinkStore {
  private readonly links: Entity<string, string, string, typeof externalLinkSchema>;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.links = linkEntity(client, table);
  }

  async get(userId: string, systemType: ExternalSystemType): Promise<ExternalLink | null> {
    const { data } = await this.links.get({ ownerId: userId, systemType }).go({ consistent: true });
    return data ? toLink(data) : null;
  }

  async list(userId: string): Promise<ExternalLink[]> {
    // At most one link per system: a single small page.
    const { data } = await this.links.query.byUser({ ownerId: userId }).go();
    return data.map(toLink);
  }

  async put(link: ExternalLink): Promise<void> {
    await this.links
      .put({
        ownerId: link.userId,
        systemType: link.systemType,
        systemId: link.systemId ?? undefined,
        sealedAccessToken: link.sealedAccessToken,
        sealedRefreshToken: link.sealedRefreshToken ?? undefined,
        expiresAt: link.expiresAt ?? undefined,
        permissions: link.permissions,
        linkedAt: link.linkedAt,
      })
      .go();
  }

  async delete(userId: string, systemType: ExternalSystemType): Promise<void> {
    await this.links.delete({ ownerId: userId, systemType }).go();
  }

  async deleteAll(userId: string): Promise<void> {
    for (const link of await this.list(userId)) await this.delete(userId, link.systemType);
  }
}

type LinkItem = { ownerId: string; systemType: ExternalSystemType; systemId?: string; sealedAccessToken: string; sealedRefreshToken?: string; expiresAt?: number; permissions?: string[]; linkedAt: number };
const toLink = (item: LinkItem): ExternalLink => ({
  userId: item.ownerId,
  systemType: item.systemType,
  systemId: item.systemId ?? null,
  sealedAccessToken: item.sealedAccessToken,
  sealedRefreshToken: item.sealedRefreshToken ?? null,
  expiresAt: item.expiresAt ?? null,
  permissions: item.permissions ?? [],
  linkedAt: item.linkedAt,
});

const sourceService = perTable((client, table) =>
  new Service({ item: new Entity(sourceItemSchema), count: new Entity(sourceCountSchema) }, { client, table }),
);

export class DynamoSourceItemStore implements SourceItemStore {
  private readonly db: ReturnType<typeof sourceService>;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.db = sourceService(client, table);
  }

  async find(libraryOwner: string, systemType: ExternalSystemType, sourceIds: readonly string[]): Promise<SourceItemRecord[]> {
    if (!sourceIds.length) return [];
    const { data } = await this.db.entities.item.get(sourceIds.map((sourceId) => ({ libraryOwner, systemType, sourceId }))).go();
    return data.map((item) => ({ libraryOwner: item.libraryOwner, systemType: item.systemType, sourceId: item.sourceId, status: item.status, photoId: item.photoId ?? null, userId: item.ownerId }));
  }

  async claim(item: Omit<SourceItemRecord, 'status' | 'photoId'>): Promise<boolean> {
    try {
      await this.db.entities.item.create({ libraryOwner: item.libraryOwner, systemType: item.systemType, sourceId: item.sourceId, status: 'adding', ownerId: item.userId }).go();
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  async markAdded(libraryOwner: string, systemType: ExternalSystemType, sourceId: string, photoId: string): Promise<void> {
    // Counted once: a redelivered completion finds the item added already and changes nothing.
    const { canceled } = await this.db.transaction
      .write(({ item, count }) => [
        item
          .patch({ libraryOwner, systemType, sourceId })
          .set({ status: 'added', photoId })
          .where(({ status }, { eq }) => eq(status, 'adding'))
          .commit(),
        count.upsert({ libraryOwner, systemType, ownerId: libraryOwner }).add({ added: 1 }).commit(),
      ])
      .go();
    if (canceled) return;
  }

  async release(libraryOwner: string, systemType: ExternalSystemType, sourceId: string): Promise<void> {
    try {
      await this.db.entities.item
        .delete({ libraryOwner, systemType, sourceId })
        .where(({ status }, { eq }) => eq(status, 'adding'))
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }

  async countAdded(libraryOwner: string, systemType: ExternalSystemType): Promise<number> {
    const { data } = await this.db.entities.count.get({ libraryOwner, systemType }).go();
    return data?.added ?? 0;
  }
}

/** A picking session's record lives two days at most (Google's sessions last far less). */
const PICKING_RECORD_SECONDS = 2 * 24 * 3600;

export class DynamoPickingSessionStore implements PickingSessionStore {
  private readonly sessions: Entity<string, string, string, typeof pickingSessionSchema>;

  constructor(
    client: DynamoDBDocumentClient,
    table: string,
    private readonly now: () => number = Date.now,
  ) {
    this.sessions = pickingSessionEntity(client, table);
  }

  private expiresAt() {
    return Math.floor(this.now() / 1000) + PICKING_RECORD_SECONDS;
  }

  async addPending(userId: string, sessionId: string, itemIds: readonly string[]): Promise<void> {
    if (!itemIds.length) return;
    await this.sessions.update({ ownerId: userId, sessionId }).add({ pending: [...itemIds] }).set({ expiresAt: this.expiresAt() }).go();
  }

  async settle(userId: string, sessionId: string, itemId: string): Promise<boolean> {
    try {
      // patch: only a session that has a record (a redelivery after it was deleted changes nothing).
      const { data } = await this.sessions.patch({ ownerId: userId, sessionId }).delete({ pending: [itemId] }).go({ response: 'all_new' });
      return Boolean(data.released) && !data.pending?.length;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  async release(userId: string, sessionId: string): Promise<boolean> {
    const { data } = await this.sessions.update({ ownerId: userId, sessionId }).set({ released: true, expiresAt: this.expiresAt() }).go({ response: 'all_new' });
    return !data.pending?.length;
  }

  async forget(userId: string, sessionId: string): Promise<void> {
    await this.sessions.delete({ ownerId: userId, sessionId }).go();
  }
}
