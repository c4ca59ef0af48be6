import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import type { FaceStore } from '../../ports/face-store';
import type { JobQueue } from '../../ports/job-queue';

/** How far the backfill has got: photos looked at, photos queued for faces, and whether it is done. */
export interface BackfillState {
  cursor: string | null;
  seen: number;
  queued: number;
  done: boolean;
  startedAt: number;
  updatedAt: number;
}

/** Every photo in the table, a page at a time (an operator job, never a request path: a paged Scan). */
export interface PhotoWalker {
  page(cursor: string | null): Promise<{ photos: Array<{ photoId: string; ownerId: string }>; cursor: string | null }>;
}

export interface BackfillDeps {
  walker: PhotoWalker;
  faces: Pick<FaceStore, 'getScan'>;
  queue: JobQueue<DetectFacesMessage>;
  state: { read(): Promise<BackfillState | null>; write(state: BackfillState): Promise<void> };
  now: () => number;
}

/**
 * Queues the photos that came before faces for the faces stage, resumably: each run carries on
 * from the saved cursor for at most `budgetMs`, so a library of any size is covered by successive
 * runs (the scheduled job's, or the operator's `npm run faces:backfill`). Photos already scanned
 * are skipped; a photo queued twice is scanned once.
 */
export async function backfillStep(deps: BackfillDeps, budgetMs: number): Promise<BackfillState> {
  const started = deps.now();
  let state = (await deps.state.read()) ?? { cursor: null, seen: 0, queued: 0, done: false, startedAt: started, updatedAt: started };
  while (!state.done && deps.now() - started < budgetMs) {
    const page = await deps.walker.page(state.cursor);
    let queued = 0;
    for (const photo of page.photos) {
      if (await deps.faces.getScan(photo.ownerId, photo.photoId)) continue;
      await deps.queue.send({ photo_id: photo.photoId });
      queued++;
    }
    state = { ...state, cursor: page.cursor, seen: state.seen + page.photos.length, queued: state.queued + queued, done: page.cursor === null, updatedAt: deps.now() };
    await deps.state.write(state);
  }
  return state;
}
