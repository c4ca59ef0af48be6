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
  /**
   * The scope the member's items came from when they joined (null for the member whose library
   * became the family's). Their join move checks it before each page: a member who left has none.
   */
  movingFrom: string | null;
  /** A join's tree is still being copied from `movingFrom` (the member reads it there until then). */
  treeCopying?: boolean;
  /**
   * 'admin' or 'member' (domain/sharing/roles.ts). Absent on records from before roles: the founder
   * (the earliest to join) reads as admin, everyone else as member.
   */
  role?: 'admin' | 'member';
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
  /** A join's move is done: the membership no longer names where it came from (unless it changed meanwhile). */
  arrived(userId: string, from: string, familyId: string): Promise<void>;
  /** A join's tree has been copied whole into the family: the member reads the family's tree from now on. */
  treeCopied(userId: string, from: string, familyId: string): Promise<void>;
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
  /**
   * `arrivingFrom`: a joiner's own library, still moving in, which their sessions read beside the
   * family's; `treeCopying`: their tree is read there too until it has been copied whole (`treeFrom`).
   */
  setFamilyForUser(userId: string, familyId: string, arrivingFrom?: string | null, treeCopying?: boolean): Promise<void>;
}

import type { FamilyMoveMessage } from '@heirloom/shared/contracts/queue';
import type { DuplicatePair } from '../domain/sharing/duplicates';

/** Moves a member's items from one scope into another, a page at a time; resumable. */
export interface FamilyMoveQueue {
  send(message: FamilyMoveMessage): Promise<void>;
}

export type { FamilyMoveMessage } from '@heirloom/shared/contracts/queue';

/**
 * A family move that was asked for and has not finished: its progress ("N of M") and when it last
 * made any, so a move that stalls (a lost message, a crashed worker) is found and sent again, and
 * one that cannot finish is reported rather than left "moving" for ever.
 */
export interface FamilyMove {
  userId: string;
  fromScope: string;
  toScope: string;
  uploadsOnly: boolean;
  moved: number;
  /** Items to move, counted when the move first ran; null until then. */
  total: number | null;
  /** Epoch milliseconds. */
  requestedAt: number;
  updatedAt: number;
  /** How many times a stalled move was sent again. */
  redrives: number;
  /** Gave up after its re-drives: the family is told, the operator alarmed. */
  failed: boolean;
  /** A leave because an admin removed the member: the admin's id. */
  removedBy: string | null;
}

export interface FamilyMoveLedger {
  /** Records a move as asked for (again: progress kept, re-drives reset). */
  start(move: FamilyMoveMessage, at: number): Promise<void>;
  get(move: FamilyMoveMessage): Promise<FamilyMove | null>;
  progress(move: FamilyMoveMessage, progress: { moved: number; total: number | null }, at: number): Promise<void>;
  /** The move is done (or was overtaken by a leave): it leaves the ledger. */
  finish(move: FamilyMoveMessage): Promise<void>;
  /** A stalled move sent again, or given up. */
  redriven(move: FamilyMoveMessage, at: number, failed: boolean): Promise<void>;
  /** The moves of one user that have not finished. */
  movesOf(userId: string): Promise<FamilyMove[]>;
  /** Every unfinished move, one page (moves are few and short-lived). */
  unfinished(cursor: string | null): Promise<{ moves: FamilyMove[]; cursor: string | null }>;
}

export const moveMessageOf = (move: Pick<FamilyMove, 'userId' | 'fromScope' | 'toScope' | 'uploadsOnly' | 'removedBy'>): FamilyMoveMessage => ({
  user_id: move.userId,
  from_scope: move.fromScope,
  to_scope: move.toScope,
  ...(move.uploadsOnly ? { uploads_only: true } : {}),
  ...(move.removedBy ? { removed_by: move.removedBy } : {}),
});
