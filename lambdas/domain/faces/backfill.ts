import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import type { FaceStore } from '../../ports/face-store';
import type { JobQueue } from '../../ports/job-queue';

/**
 * How far the backfill has got. It walks every photo in passes: a pass queues the photos without
 * a scan record; the next pass (a later run, once the queue has had time) looks again. It is done
 * only after a whole pass in which every photo it saw was scanned, so a photo whose scan was
 * throttled, lost or still queued keeps it going.
 */
export interface BackfillState {
  cursor: string | null;
  /** Passes begun (1 during the first). */
  pass: number;
  /** This pass: photos looked at, and how many of them were scanned already. */
  seen: number;
  scanned: number;
  /** Photos queued for faces, over every pass. */
  queued: number;
  done: boolean;
  startedAt: number;
  updatedAt: number;
  /** The model the passes looked for (BackfillDeps.model): done under another, it starts again. */
  model?: string;
}

/** Every photo in the table, a page at a time (an operator job, never a request path: a paged Scan). */
export interface PhotoWalker {
  /** `libraryId`: the library (family) the photo is in, where its scan record lives. */
  page(cursor: string | null): Promise<{ photos: Array<{ photoId: string; libraryId: string }>; cursor: string | null }>;
}

export interface BackfillDeps {
  walker: PhotoWalker;
  faces: Pick<FaceStore, 'getScan'>;
  /**
   * The engine's model, when it embeds faces in the app (FaceRecognition.model): a photo scanned
   * under another counts as not scanned, and is queued to be embedded again (scan-photo.ts).
   */
  model?: string;
  queue: JobQueue<DetectFacesMessage>;
  state: { read(): Promise<BackfillState | null>; write(state: BackfillState): Promise<void> };
  now: () => number;
}

/**
 * Queues the photos that came before faces for the faces stage, resumably: each run carries on
 * from the saved cursor for at most `budgetMs`, so a library of any size is covered by successive
 * runs (the scheduled job's, or the operator's `npm run faces:backfill`). A run ends with its pass:
 * the next pass starts at the next run. A photo queued twice is scanned once.
 */
export async function backfillStep(deps: BackfillDeps, budgetMs: number): Promise<BackfillState> {
  const started = deps.now();
  const saved = await deps.state.read();
  // A state saved before passes (done as soon as every photo had been queued) is checked by one pass.
  const fresh: BackfillState = { cursor: null, pass: 1, seen: 0, scanned: 0, queued: saved?.queued ?? 0, done: false, startedAt: saved?.startedAt ?? started, updatedAt: started, ...(deps.model ? { model: deps.model } : {}) };
  // A new model: every photo scanned under the old one is looked at again.
  const sameModel = !deps.model || saved?.model === deps.model;
  let state: BackfillState = saved && saved.pass !== undefined && sameModel ? saved : fresh;
  if (state.done) return state;
  if (state.cursor === null && state.seen > 0) {
    // The last run finished a pass that found photos without faces: look at them all again.
    state = { ...state, pass: state.pass + 1, seen: 0, scanned: 0 };
  }
  while (deps.now() - started < budgetMs) {
    const page = await deps.walker.page(state.cursor);
    let scanned = 0;
    let queued = 0;
    for (const photo of page.photos) {
      const scan = await deps.faces.getScan(photo.libraryId, photo.photoId);
      if (scan && (!deps.model || scan.model === deps.model)) {
        scanned++;
        continue;
      }
      await deps.queue.send({ photo_id: photo.photoId, library_id: photo.libraryId });
      queued++;
    }
    const seen = state.seen + page.photos.length;
    const scannedInPass = state.scanned + scanned;
    const passOver = page.cursor === null;
    state = { ...state, cursor: page.cursor, seen, scanned: scannedInPass, queued: state.queued + queued, done: passOver && scannedInPass === seen, updatedAt: deps.now() };
    await deps.state.write(state);
    if (passOver) break;
  }
  return state;
}
