/**
 * Families and invites. Every user belongs to exactly one family; one who never shared has no
 * membership and is a family of one whose id is their own user id.
 */
export interface Membership {
  userId: string;
  familyId: string;
  username: string;
  /** Epoch milliseconds. */
  joinedAt: number;
  /** The scope the member's items are still being moved from after joining, if a move is running. */
  movingFrom: string | null;
  /** Items moved so far by that job. */
  moved: number;
}

export type InviteStatus = 'pending' | 'accepted' | 'ignored' | 'cancelled';

export interface InviteRecord {
  inviteId: string;
  inviterId: string;
  inviterName: string;
  familyId: string;
  /** Lower-cased; null for a shareable link. */
  email: string | null;
  personId: string | null;
  personName: string | null;
  subject: string;
  message: string;
  /** SHA-256 of the link's key (base64url). */
  keyHash: string;
  status: InviteStatus;
  facebook: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  sentAt: number;
  validUntil: number;
  acceptedBy: string | null;
}

export interface SharingStore {
  membership(userId: string): Promise<Membership | null>;
  /** The family's members in joining order (one Query, paged through: families are small). */
  familyMembers(familyId: string): Promise<Membership[]>;
  putMembership(membership: Membership): Promise<void>;
  removeMembership(userId: string): Promise<void>;
  getInvite(inviteId: string): Promise<InviteRecord | null>;
  /** Creates or replaces an invite (its status is part of its list keys). */
  putInvite(invite: InviteRecord): Promise<void>;
  /** Pending invites a user sent, newest first, one page. */
  pendingInvitesFrom(inviterId: string, limit: number): Promise<InviteRecord[]>;
  /** Pending invites to an address, newest first, one page. */
  pendingInvitesTo(email: string, limit: number): Promise<InviteRecord[]>;
  /** Likely duplicates of a family's tree, one page (one Query). */
  duplicates(familyId: string, limit: number): Promise<DuplicatePair[]>;
  putDuplicates(familyId: string, pairs: readonly DuplicatePair[]): Promise<void>;
  /** Takes a suggestion away; `dismissed` ('Not the same person'): the pair is never suggested again. */
  removeDuplicate(familyId: string, pairId: string, dismissed?: boolean): Promise<void>;
}

/** Sessions carry the family they act for, so a change of family applies to open tabs at once. */
export interface SessionFamilies {
  setFamilyForUser(userId: string, familyId: string): Promise<void>;
}

import type { FamilyMoveMessage } from '@heirloom/shared/contracts/queue';
import type { DuplicatePair } from '../domain/sharing/duplicates';

/** Moves a member's items from one scope into another, a page at a time; resumable. */
export interface FamilyMoveQueue {
  send(message: FamilyMoveMessage): Promise<void>;
}

export type { FamilyMoveMessage } from '@heirloom/shared/contracts/queue';
