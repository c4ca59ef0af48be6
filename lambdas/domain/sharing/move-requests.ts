import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { FamilyMove, FamilyMoveLedger, FamilyMoveMessage, FamilyMoveQueue } from '../../ports/sharing';
import { moveMessageOf } from '../../ports/sharing';

export interface MoveRequestDeps {
  moves: FamilyMoveLedger;
  moveQueue: FamilyMoveQueue;
  now: () => number;
}

/** A move is written in the ledger before it is queued: a message lost on the way is still found. */
export async function requestMove(deps: MoveRequestDeps, message: FamilyMoveMessage): Promise<void> {
  await deps.moves.start(message, deps.now());
  await deps.moveQueue.send(message);
}

/** A move with no progress for this long is sent again (a page takes seconds; a run hands over well before). */
export const MOVE_STALL_MS = 5 * 60_000;
/** Sent again this often without progress, a move is given up: the family is told, the operator alarmed. */
export const MOVE_REDRIVES = 3;

/** The log message of a move given up: what the stage's alarm counts (a metric filter on the jobs' logs). */
export const MOVE_GIVEN_UP = 'Family move given up';

/**
 * What the member and the family are told of a move given up: one message each, keyed by the
 * move's request time like the message of a move that finished, so giving up twice tells once.
 */
export function givenUpEvent(move: FamilyMove, memberName: string): MessageEvent {
  return {
    kind: 'family_members',
    user_id: move.userId,
    member_name: memberName,
    family_id: move.uploadsOnly ? move.fromScope : move.toScope,
    joined: !move.uploadsOnly,
    moved: move.moved,
    at: move.requestedAt,
    stopped: true,
  };
}

export interface StalledMoveDeps extends MoveRequestDeps {
  /** The move cannot finish: tell the member (a message) and the operator (an error the alarm counts). */
  giveUp(move: FamilyMove): Promise<void>;
}

/**
 * The scheduled check: every unfinished move that made no progress for MOVE_STALL_MS is sent
 * again (moves resume from what is left, so a second copy running is harmless); after
 * MOVE_REDRIVES sends without progress it is marked failed, once. Answers what it did.
 */
export async function redriveStalledMoves(deps: StalledMoveDeps): Promise<{ redriven: number; failed: number }> {
  let redriven = 0;
  let failed = 0;
  let cursor: string | null = null;
  do {
    const page = await deps.moves.unfinished(cursor);
    for (const move of page.moves) {
      if (move.failed || deps.now() - move.updatedAt < MOVE_STALL_MS) continue;
      const message = moveMessageOf(move);
      if (move.redrives >= MOVE_REDRIVES) {
        // Told first: a failed telling leaves the move to be given up (and told) by the next check;
        // the messages are keyed by the move, so telling twice is one message.
        await deps.giveUp(move);
        await deps.moves.redriven(message, deps.now(), true);
        failed++;
        continue;
      }
      await deps.moves.redriven(message, deps.now(), false);
      await deps.moveQueue.send(message);
      redriven++;
    }
    cursor = page.cursor;
  } while (cursor);
  return { redriven, failed };
}

/**
 * What GET /family says of a user's items on the move: their moves across families added up (a
 * rename within one family moves nothing anyone would miss), or null when none is unfinished.
 */
export async function movingOf(
  moves: Pick<FamilyMoveLedger, 'movesOf'>,
  userId: string,
): Promise<{ moved: number; total: number | null; done: false; failed: boolean; leaving: boolean } | null> {
  const crossing = (await moves.movesOf(userId)).filter((move) => move.fromScope !== move.toScope);
  if (!crossing.length) return null;
  const totals = crossing.map((move) => move.total);
  return {
    moved: crossing.reduce((sum, move) => sum + move.moved, 0),
    total: totals.every((total): total is number => total !== null) ? totals.reduce((sum, total) => sum + total, 0) : null,
    done: false,
    failed: crossing.some((move) => move.failed),
    leaving: crossing.some((move) => move.uploadsOnly),
  };
}
