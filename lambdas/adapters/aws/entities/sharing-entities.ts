import { Entity, Service } from 'electrodb';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

const MODEL = { version: '1', service: 'heirloom' } as const;

/**
 * Which family a user belongs to. A user without this item is a family of one whose family id is
 * their own user id, so nothing of theirs moves until they join someone.
 *  - byUser    the caller's family (one GetItem)
 *  - byFamily  gsi1: the family's members in joining order (GET /family, one Query)
 */
export const membershipSchema = {
  model: { entity: 'familyMembership', ...MODEL },
  attributes: {
    userId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    familyId: { type: 'string', required: true },
    username: { type: 'string', required: true },
    joinedAt: { type: 'number', required: true },
    /** Where the member's items came from when they joined (their join move checks it each page). */
    movingFrom: { type: 'string' },
    /** The join's tree is still being copied from movingFrom (ports/sharing.ts). */
    treeCopying: { type: 'boolean' },
    /** 'admin' or 'member' (domain/sharing/roles.ts); absent on records from before roles. */
    role: { type: ['admin', 'member'] as const },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] as const, template: 'membership#${userId}', casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, template: 'membership', casing: 'none' as const },
    },
    byFamily: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['familyId'] as const, template: 'familymembers#${familyId}', casing: 'none' as const },
      sk: { field: 'gsi1sk', composite: ['joinedAt', 'userId'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex([] as const),
  },
} as const;

/**
 * An invite to a family, by e-mail or as a shareable link. Only a hash of the link's key is kept.
 *  - byId       one invite
 *  - byInviter  gsi1: the inviter's invites, by status then newest (the 'sent' list is one Query)
 *  - byEmail    gsi2: invites to an address, by status then newest (the 'requests' list); link
 *               invites have no address and stay out of this index
 */
export const inviteSchema = {
  model: { entity: 'familyInvite', ...MODEL },
  attributes: {
    inviteId: { type: 'string', required: true },
    /** The inviter. */
    ownerId: { type: 'string', required: true },
    inviterName: { type: 'string', required: true },
    familyId: { type: 'string', required: true },
    email: { type: 'string' },
    personId: { type: 'string' },
    personName: { type: 'string' },
    subject: { type: 'string', required: true },
    message: { type: 'string', required: true },
    keyHash: { type: 'string', required: true },
    status: { type: ['pending', 'accepted', 'ignored', 'cancelled'] as const, required: true },
    facebook: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'number', required: true },
    sentAt: { type: 'number', required: true },
    validUntil: { type: 'number', required: true },
    acceptedBy: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['inviteId'] as const, template: 'invite#${inviteId}', casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, template: 'invite', casing: 'none' as const },
    },
    byInviter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'] as const, template: 'invitesby#${ownerId}', casing: 'none' as const },
      sk: { field: 'gsi1sk', composite: ['status', 'createdAt', 'inviteId'] as const, casing: 'none' as const },
    },
    byEmail: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['email'] as const, template: 'invitesto#${email}', casing: 'none' as const },
      sk: { field: 'gsi2sk', composite: ['status', 'createdAt', 'inviteId'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['inviteId'] as const),
  },
} as const;

/**
 * A likely duplicate found when trees met, offered on the people list until merged or dismissed.
 * It lives in the family tree's keyspace (tree#<family>#...), so it moves with the tree.
 */
export const duplicateSchema = {
  model: { entity: 'familyDuplicate', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    pairId: { type: 'string', required: true },
    firstId: { type: 'string', required: true },
    secondId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    birth: { type: 'string' },
    /** Why the pair is offered (trees_met, same_name, faces); absent on pairs stored before reasons. */
    reason: { type: 'string' },
    createdAt: { type: 'number', required: true },
  },
  indexes: {
    byFamily: {
      pk: { field: 'pk', composite: ['ownerId'] as const, template: 'tree#${ownerId}#duplicates', casing: 'none' as const },
      sk: { field: 'sk', composite: ['pairId'] as const, template: '${pairId}', casing: 'none' as const },
    },
    byOwner: ownerIndex(['pairId'] as const),
  },
} as const;

/**
 * A likely duplicate a member said is not the same person: the pair is never suggested again,
 * however often the family's trees are compared. In the tree's keyspace, so it moves with the tree.
 */
export const dismissedDuplicateSchema = {
  model: { entity: 'familyDuplicateDismissed', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    pairId: { type: 'string', required: true },
    dismissedAt: { type: 'number', required: true },
  },
  indexes: {
    byFamily: {
      pk: { field: 'pk', composite: ['ownerId'] as const, template: 'tree#${ownerId}#notduplicates', casing: 'none' as const },
      sk: { field: 'sk', composite: ['pairId'] as const, template: '${pairId}', casing: 'none' as const },
    },
    byOwner: ownerIndex(['pairId'] as const),
  },
} as const;

export const sharingService = perTable((client, table) =>
  new Service({ membership: new Entity(membershipSchema), invite: new Entity(inviteSchema), duplicate: new Entity(duplicateSchema), dismissedDuplicate: new Entity(dismissedDuplicateSchema) }, { client, table }),
);
export type SharingService = ReturnType<typeof sharingService>;
