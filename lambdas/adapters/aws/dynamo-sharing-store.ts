import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import type { DuplicatePair } from '../../domain/sharing/duplicates';
import type { InviteRecord, Membership, SharingStore } from '../../ports/sharing';
import { isConditionalCheckFailure } from './conditional-check';
import { sharingService, type SharingService } from './entities/sharing-entities';

type InviteItem = EntityItem<SharingService['entities']['invite']>;
type MembershipItem = EntityItem<SharingService['entities']['membership']>;

export class DynamoSharingStore implements SharingStore {
  private readonly service: SharingService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = sharingService(client, table);
  }

  async membership(userId: string): Promise<Membership | null> {
    const { data } = await this.service.entities.membership.get({ userId }).go();
    return data ? toMembership(data) : null;
  }

  async familyMembers(familyId: string): Promise<Membership[]> {
    const { data } = await this.service.entities.membership.query.byFamily({ familyId }).go({ pages: 'all' });
    return data.map((item) => toMembership(item));
  }

  async putMembership(m: Membership): Promise<void> {
    await this.service.entities.membership
      .put({ userId: m.userId, ownerId: m.userId, familyId: m.familyId, username: m.username, joinedAt: m.joinedAt, movingFrom: m.movingFrom ?? undefined, treeCopying: m.treeCopying || undefined, role: m.role })
      .go();
  }

  arrived(userId: string, from: string, familyId: string): Promise<void> {
    return this.stopNaming(userId, from, familyId, ['movingFrom', 'treeCopying']);
  }

  treeCopied(userId: string, from: string, familyId: string): Promise<void> {
    return this.stopNaming(userId, from, familyId, ['treeCopying']);
  }

  /** Removes a join's marks from the membership, only while it is still that join's. */
  private async stopNaming(userId: string, from: string, familyId: string, marks: Array<'movingFrom' | 'treeCopying'>): Promise<void> {
    await this.service.entities.membership
      .patch({ userId })
      .remove(marks)
      .where(({ movingFrom, familyId: family }, { eq }) => `${eq(movingFrom, from)} AND ${eq(family, familyId)}`)
      .go()
      .catch((error: unknown) => {
        // Left or joined elsewhere meanwhile: that membership is not this move's to change.
        if (!isConditionalCheckFailure(error)) throw error;
      });
  }

  async removeMembership(userId: string): Promise<void> {
    await this.service.entities.membership.delete({ userId }).go();
  }

  async getInvite(inviteId: string): Promise<InviteRecord | null> {
    const { data } = await this.service.entities.invite.get({ inviteId }).go();
    return data ? toInvite(data) : null;
  }

  async putInvite(invite: InviteRecord): Promise<void> {
    await this.service.entities.invite
      .put({
        inviteId: invite.inviteId,
        ownerId: invite.inviterId,
        inviterName: invite.inviterName,
        familyId: invite.familyId,
        email: invite.email ?? undefined,
        personId: invite.personId ?? undefined,
        personName: invite.personName ?? undefined,
        subject: invite.subject,
        message: invite.message,
        keyHash: invite.keyHash,
        status: invite.status,
        facebook: invite.facebook,
        createdAt: invite.createdAt,
        sentAt: invite.sentAt,
        validUntil: invite.validUntil,
        acceptedBy: invite.acceptedBy ?? undefined,
      })
      .go();
  }

  async pendingInvitesFrom(inviterId: string, limit: number): Promise<InviteRecord[]> {
    const { data } = await this.service.entities.invite.query.byInviter({ ownerId: inviterId, status: 'pending' }).go({ order: 'desc', limit });
    return data.map(toInvite);
  }

  async duplicates(familyId: string, limit: number): Promise<DuplicatePair[]> {
    const { data } = await this.service.entities.duplicate.query.byFamily({ ownerId: familyId }).go({ limit });
    return data.map((d) => ({ pairId: d.pairId, firstId: d.firstId, secondId: d.secondId, name: d.name, birth: d.birth ?? null, reason: (d.reason as DuplicatePair['reason']) ?? 'trees_met' }));
  }

  async putDuplicates(familyId: string, found: readonly DuplicatePair[]): Promise<void> {
    if (!found.length) return;
    // Pairs a member said are different people are never offered again.
    const { data: dismissed } = await this.service.entities.dismissedDuplicate.get(found.map((p) => ({ ownerId: familyId, pairId: p.pairId }))).go();
    const notAgain = new Set(dismissed.map((d) => d.pairId));
    const pairs = found.filter((p) => !notAgain.has(p.pairId));
    if (!pairs.length) return;
    const now = Date.now();
    const { unprocessed } = await this.service.entities.duplicate
      .put(pairs.map((p) => ({ ownerId: familyId, pairId: p.pairId, firstId: p.firstId, secondId: p.secondId, name: p.name, birth: p.birth ?? undefined, reason: p.reason, createdAt: now })))
      .go();
    if (unprocessed.length) throw new Error(`${unprocessed.length} duplicate suggestions were not written`);
  }

  async removeDuplicate(familyId: string, pairId: string, dismissed = false): Promise<void> {
    if (dismissed) await this.service.entities.dismissedDuplicate.put({ ownerId: familyId, pairId, dismissedAt: Date.now() }).go();
    await this.service.entities.duplicate.delete({ ownerId: familyId, pairId }).go();
  }

  async pendingInvitesTo(email: string, limit: number): Promise<InviteRecord[]> {
    const { data } = await this.service.entities.invite.query.byEmail({ email, status: 'pending' }).go({ order: 'desc', limit });
    return data.map(toInvite);
  }
}

function toMembership(item: MembershipItem): Membership {
  return { userId: item.userId, familyId: item.familyId, username: item.username, joinedAt: item.joinedAt, movingFrom: item.movingFrom ?? null, ...(item.treeCopying ? { treeCopying: true } : {}), ...(item.role ? { role: item.role } : {}) };
}

function toInvite(item: InviteItem): InviteRecord {
  return {
    inviteId: item.inviteId,
    inviterId: item.ownerId,
    inviterName: item.inviterName,
    familyId: item.familyId,
    email: item.email ?? null,
    personId: item.personId ?? null,
    personName: item.personName ?? null,
    subject: item.subject,
    message: item.message,
    keyHash: item.keyHash,
    status: item.status,
    facebook: item.facebook,
    createdAt: item.createdAt,
    sentAt: item.sentAt,
    validUntil: item.validUntil,
    acceptedBy: item.acceptedBy ?? null,
  };
}
