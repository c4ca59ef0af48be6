import type { FamilyMoveLedger, FamilyMoveMessage, SharingStore } from '../../ports/sharing';
import type { MovingPhoto } from '../faces/move-faces';

/** Where the tree pass reads on from (opaque to the use case). */
export type TreeCursor = Record<string, unknown> | null;

export interface ScopeMover {
  /** How many tree items a scope holds. */
  countTree(scope: string): Promise<number>;
  /**
   * Copies the next page of the tree's items after `cursor` into `toScope`, leaving the originals;
   * `onlyMissing`: only those with no copy there yet (a copy made by an earlier run may have been
   * changed since). `cursor` null once the scope was read to its end.
   */
  copyTreePage(fromScope: string, toScope: string, cursor: TreeCursor, onlyMissing: boolean): Promise<{ copied: number; cursor: TreeCursor }>;
  /**
   * Removes the next page of originals whose copies are in `toScope`, copying first any that has
   * none (written after the copy passed it); an item the table refuses in its new place stays.
   */
  removeTreePage(fromScope: string, toScope: string, cursor: TreeCursor): Promise<{ copied: number; removed: number; cursor: TreeCursor }>;
  /** How many of a member's uploads (photos, documents) are in `fromScope`. */
  countUploads(userId: string, fromScope: string): Promise<number>;
  /**
   * Moves what a member uploaded (photos, documents), reporting each page moved; `onPage` answers
   * whether to go on. `beforePhotos` runs on each page of photos before they move (their faces go
   * first). `leavingTree`: the tree stays behind (a member leaving), so links into it (a photo's event) go.
   */
  moveUploads(
    userId: string,
    fromScope: string,
    toScope: string,
    onPage: (moved: number) => Promise<boolean>,
    beforePhotos: (photos: MovingPhoto[]) => Promise<void>,
    leavingTree: boolean,
  ): Promise<{ moved: number; complete: boolean }>;
  /** Moves the places of a library merged into another. */
  movePlaces(fromScope: string, toScope: string): Promise<number>;
}

/** Faces follow their photos (domain/faces/move-faces.ts). */
export interface FaceMover {
  /** `keepLinks`: the tree moves too (joining), so the faces keep their people. */
  movePhotos(photos: readonly MovingPhoto[], fromScope: string, toScope: string, keepLinks: boolean): Promise<void>;
  /** The unnamed groups of a tree that moved. */
  moveUnnamed(fromScope: string, toScope: string): Promise<void>;
  /**
   * A joiner's photos have all arrived, their faces each searched among the family's as they came
   * (faces/match-arrived.ts): the family's faces are regrouped with them.
   */
  regroupArrived(familyId: string): Promise<void>;
}

export interface MoveDeps {
  sharing: Pick<SharingStore, 'membership'>;
  moves: FamilyMoveLedger;
  mover: ScopeMover;
  faces: FaceMover;
  /** When trees meet: finds likely duplicates in the family's tree and offers them (never merges). */
  suggestDuplicates(familyId: string): Promise<void>;
  /** A joiner's near-duplicate pairs go into the family's review before their photos move (duplicates/copy-pairs.ts). */
  copyDuplicatePairs(fromScope: string, toScope: string): Promise<void>;
  /** Tells the member's open tabs how far the move is (and when it is done). */
  progress(userId: string, progress: { moved: number; total: number | null; done: boolean }): Promise<void>;
  /** The move is done: the member and the family are told, once (messages); `requestedAt` names the move. */
  finished(message: FamilyMoveMessage, moved: number, requestedAt: number): Promise<void>;
  /**
   * A join's tree has been copied whole: the member's sessions and membership read the family's
   * tree from now on (until then they read their own where it was, family/tree-access.ts).
   */
  treeCopied(userId: string, from: string, familyId: string): Promise<void>;
  /**
   * A join's items have all arrived: the member's sessions and membership stop naming the key they
   * came from, so their library reads the family's key alone again (library/access.ts).
   */
  arrived(userId: string, from: string, familyId: string): Promise<void>;
  /** Sends the move on to carry on in a fresh run (a run's time is up). */
  carryOn(message: FamilyMoveMessage): Promise<void>;
  /** Whether this run should stop now and hand over to a fresh one. */
  outOfTime(): boolean;
  /** Waits a moment (a leave waiting for its join's last page). */
  pause(ms: number): Promise<void>;
  now(): number;
}

export type MoveOutcome = 'done' | 'continues' | 'overtaken';

/** How long a leave waits for the join it interrupts to notice and stop. */
const JOIN_STOP_WAIT_MS = 60_000;
const JOIN_STOP_POLL_MS = 250;

/**
 * The queued move behind joining and leaving. Joining moves the joiner's whole tree and their
 * uploads into the family; leaving moves only their uploads out; a move within one family (queued
 * by an earlier version to write a name onto photos, now read from the membership) moves nothing.
 *
 * A joiner's tree is copied whole before any of it goes: the joiner reads it where it was until
 * the copy is done (`treeCopied`), then the family's, which holds all of it; only then are the
 * originals removed. So the tree is never seen half moved (sharing README). Uploads move a page at
 * a time, each page written in its new place before it goes from the old one (the library reads
 * both meanwhile); a page moved twice is the same page.
 *
 * Every page is counted in the ledger ("N of M", M counted first), which is also how a stalled
 * move is noticed and sent again (stalled-moves.ts). A run whose time is up hands the rest to a
 * fresh message; the counts carry on. A join stops as soon as its member has left (or is joining
 * elsewhere): what moved stays with the family's tree, what did not stays with the leaver.
 */
export async function moveFamilyItems(deps: MoveDeps, message: FamilyMoveMessage): Promise<MoveOutcome> {
  const { user_id: userId, from_scope: from, to_scope: to } = message;
  if (from === to) {
    await deps.moves.finish(message);
    return 'done';
  }
  const joining = !message.uploads_only;
  const leaving = Boolean(message.uploads_only);
  // Still a member of the family this join moves into, coming from `from` (or arrived already: a
  // copy of the message, delivered again after the move was done, may repair what it finds).
  const stillJoining = async () => {
    const membership = await deps.sharing.membership(userId);
    return membership?.familyId === to && (membership.movingFrom === from || membership.movingFrom === null);
  };
  if (joining && !(await stillJoining())) {
    await deps.moves.finish(message);
    return 'overtaken';
  }
  if (leaving) await waitForJoinToStop(deps, userId, from);

  const record = await deps.moves.get(message);
  let moved = record?.moved ?? 0;
  let total = record?.total ?? null;
  if (total === null) {
    const [tree, uploads] = await Promise.all([joining ? deps.mover.countTree(from) : Promise.resolve(0), deps.mover.countUploads(userId, from)]);
    total = moved + tree + uploads;
    // M is in the ledger before the first item moves, so the family page says "0 of M", never "so far".
    await deps.moves.progress(message, { moved, total }, deps.now());
    await deps.progress(userId, { moved, total, done: false });
  }
  const counted = async (count: number): Promise<boolean> => {
    moved += count;
    // Items written meanwhile (a photo uploaded during the move) can take the count past the first total.
    if (total !== null && moved > total) total = moved;
    await deps.moves.progress(message, { moved, total }, deps.now());
    await deps.progress(userId, { moved, total, done: false });
    if (joining && !(await stillJoining())) return false;
    return !deps.outOfTime();
  };
  const stopped = async (): Promise<MoveOutcome> => {
    if (joining && !(await stillJoining())) {
      await deps.moves.finish(message);
      return 'overtaken';
    }
    await deps.carryOn(message);
    return 'continues';
  };

  if (joining) {
    if ((await deps.sharing.membership(userId))?.treeCopying) {
      // A run after the first may find copies made before it, which the family may have changed since.
      const resumed = moved > 0;
      let cursor: TreeCursor = null;
      do {
        const page = await deps.mover.copyTreePage(from, to, cursor, resumed);
        cursor = page.cursor;
        if (page.copied && !(await counted(page.copied))) return stopped();
      } while (cursor);
      await deps.treeCopied(userId, from, to);
    }
    // Passes until one removes nothing: an index read is eventually consistent, so an item written
    // just behind a pass is found by the next (and copied first).
    for (let pass = true; pass; ) {
      let removed = 0;
      let cursor: TreeCursor = null;
      do {
        const page = await deps.mover.removeTreePage(from, to, cursor);
        cursor = page.cursor;
        removed += page.removed;
        if (page.removed && !(await counted(page.copied))) return stopped();
      } while (cursor);
      pass = removed > 0;
    }
    await deps.faces.moveUnnamed(from, to);
    await deps.copyDuplicatePairs(from, to);
  }
  const uploads = await deps.mover.moveUploads(userId, from, to, counted, (photos) => deps.faces.movePhotos(photos, from, to, joining), leaving);
  if (!uploads.complete) return stopped();
  if (joining) {
    await deps.mover.movePlaces(from, to);
    await deps.suggestDuplicates(to);
    await deps.faces.regroupArrived(to);
  }
  await deps.moves.finish(message);
  await deps.progress(userId, { moved, total, done: true });
  // Without a ledger record this is a copy of a move already finished (every move is recorded
  // before it is queued): it may repair, but the family was told already.
  if (record) await deps.finished(message, moved, record.requestedAt);
  if (joining) await deps.arrived(userId, from, to);
  return 'done';
}

/**
 * A member removed while their join was still moving: the join stops at its next page (it checks
 * the membership), and only then are their uploads walked, so none moves in behind this pass. A
 * join that is not running (waiting in the queue, stalled) moves nothing once it sees the leave.
 */
async function waitForJoinToStop(deps: MoveDeps, userId: string, familyId: string): Promise<void> {
  for (let waited = 0; waited < JOIN_STOP_WAIT_MS; waited += JOIN_STOP_POLL_MS) {
    const running = (await deps.moves.movesOf(userId)).filter(
      (move) => move.toScope === familyId && move.fromScope !== familyId && !move.uploadsOnly && !move.failed && deps.now() - move.updatedAt < JOIN_STOP_WAIT_MS,
    );
    if (!running.length) return;
    await deps.pause(JOIN_STOP_POLL_MS);
  }
}
