import type { FamilyMoveMessage, SharingStore } from '../../ports/sharing';

export interface ScopeMover {
  /** Moves one page of the tree's items; 0 when none are left. */
  moveTreePage(fromScope: string, toScope: string): Promise<number>;
  /** Moves one page of what a member uploaded (photos, documents); 0 when none are left. */
  moveUploadsPage(userId: string, fromScope: string, toScope: string): Promise<number>;
}

export interface MoveDeps {
  sharing: Pick<SharingStore, 'membership' | 'putMembership'>;
  mover: ScopeMover;
  /** Tells the member's open tabs how far the move is (and when it is done). */
  progress(userId: string, moved: number, done: boolean): Promise<void>;
}

/**
 * The queued move behind joining and leaving. Joining moves the joiner's whole tree and their
 * uploads into the family; leaving moves only their uploads out. Each page is moved and counted
 * on the member's record, so a retried message carries on from what is left.
 */
export async function moveFamilyItems(deps: MoveDeps, message: FamilyMoveMessage): Promise<number> {
  const { user_id: userId, from_scope: from, to_scope: to } = message;
  if (from === to) return 0;
  const membership = await deps.sharing.membership(userId);
  let moved = membership?.movingFrom === from ? membership.moved : 0;
  const checkpoint = async (done: boolean) => {
    const current = await deps.sharing.membership(userId);
    if (current?.movingFrom === from) await deps.sharing.putMembership({ ...current, moved, movingFrom: done ? null : from });
    await deps.progress(userId, moved, done);
  };
  if (!message.uploads_only) {
    for (let count = await deps.mover.moveTreePage(from, to); count > 0; count = await deps.mover.moveTreePage(from, to)) {
      moved += count;
      await checkpoint(false);
    }
  }
  for (let count = await deps.mover.moveUploadsPage(userId, from, to); count > 0; count = await deps.mover.moveUploadsPage(userId, from, to)) {
    moved += count;
    await checkpoint(false);
  }
  await checkpoint(true);
  return moved;
}
