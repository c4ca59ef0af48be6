import type { FamilyMoveMessage, SharingStore } from '../../ports/sharing';
import type { MovingPhoto } from '../faces/move-faces';

export interface ScopeMover {
  /** Moves one page of the tree's items; 0 when none are left. */
  moveTreePage(fromScope: string, toScope: string): Promise<number>;
  /**
   * Moves what a member uploaded (photos, documents), reporting each page moved; answers the total.
   * `beforePhotos` runs on each page of photos before they move (their faces go first).
   * `leavingTree`: the tree stays behind (a member leaving), so links into it (a photo's event) go.
   */
  moveUploads(
    userId: string,
    fromScope: string,
    toScope: string,
    onPage: (moved: number) => Promise<void>,
    beforePhotos: (photos: MovingPhoto[]) => Promise<void>,
    leavingTree: boolean,
  ): Promise<number>;
  /** Moves the places of a library merged into another. */
  movePlaces(fromScope: string, toScope: string): Promise<number>;
}

/** Faces follow their photos (domain/faces/move-faces.ts). */
export interface FaceMover {
  /** `keepLinks`: the tree moves too (joining), so the faces keep their people. */
  movePhotos(photos: readonly MovingPhoto[], fromScope: string, toScope: string, keepLinks: boolean): Promise<void>;
  /** The unnamed groups of a tree that moved. */
  moveUnnamed(fromScope: string, toScope: string): Promise<void>;
}

export interface MoveDeps {
  sharing: Pick<SharingStore, 'membership' | 'putMembership'>;
  mover: ScopeMover;
  faces: FaceMover;
  /** When trees meet: finds likely duplicates in the family's tree and offers them (never merges). */
  suggestDuplicates(familyId: string): Promise<void>;
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
  const withTree = !message.uploads_only && from !== to;
  const membership = await deps.sharing.membership(userId);
  let moved = membership?.movingFrom === from ? membership.moved : 0;
  const checkpoint = async (done: boolean) => {
    const current = await deps.sharing.membership(userId);
    if (current?.movingFrom === from) await deps.sharing.putMembership({ ...current, moved, movingFrom: done ? null : from });
    await deps.progress(userId, moved, done);
  };
  // from === to: a founder's library becomes shared: their uploads get their name for the others.
  if (withTree) {
    for (let count = await deps.mover.moveTreePage(from, to); count > 0; count = await deps.mover.moveTreePage(from, to)) {
      moved += count;
      await checkpoint(false);
    }
    await deps.faces.moveUnnamed(from, to);
  }
  await deps.mover.moveUploads(
    userId,
    from,
    to,
    async (count) => {
      moved += count;
      await checkpoint(false);
    },
    (photos) => deps.faces.movePhotos(photos, from, to, withTree),
    Boolean(message.uploads_only) && from !== to,
  );
  if (withTree) {
    await deps.mover.movePlaces(from, to);
    await deps.suggestDuplicates(to);
  }
  await checkpoint(true);
  return moved;
}
