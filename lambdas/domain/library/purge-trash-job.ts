import { addDays, dueTrashedBefore, trashDayOf } from '@heirloom/shared/rules/trash';
import { PURGE_BATCH, purgeTrashed, type TrashDeps } from './trash-purge';
import { purgeEmptying } from './trash';

/** Emptied trashes a run looks at (each Empty is one item; the rest wait for the next run). */
const EMPTYINGS_A_RUN = 25;
/** Where the walk over the days starts on its very first run: a week before the first day due. */
const FIRST_RUN_LOOKBACK_DAYS = 7;

export interface PurgeRun {
  /** Photos deleted for good from emptied trashes, and for having waited TRASH_DAYS. */
  emptied: number;
  expired: number;
  /** The day the walk stands at. */
  day: string;
  /** Nothing due was left when the run ended. */
  done: boolean;
}

/**
 * The scheduled purge: first what people emptied and the request had no time for, then every
 * photo that has waited TRASH_DAYS, walking the trash by the UTC day it was trashed (one
 * partition of the trashDue index a day, oldest first, PURGE_BATCH photos a step). A day is left
 * for good once none of it is due, and the walk's place is saved, so a run out of time (or
 * failed) resumes where it stopped; a photo deleted twice by overlapping runs is skipped the
 * second time (purgeTrashed), so nothing is counted or deleted twice.
 */
export async function purgeTrash(deps: TrashDeps, budgetMs: number): Promise<PurgeRun> {
  const deadline = deps.now() + budgetMs;
  let emptied = 0;
  let emptiedAll = true;
  for (const emptying of await deps.trash.emptyings(EMPTYINGS_A_RUN)) {
    if (deps.now() >= deadline) break;
    const result = await purgeEmptying(deps, emptying, deadline);
    emptied += result.count;
    emptiedAll &&= result.done;
  }

  const cutoff = dueTrashedBefore(deps.now());
  const lastDay = trashDayOf(cutoff);
  let day = (await deps.trash.purgeDay()) ?? addDays(lastDay, -FIRST_RUN_LOOKBACK_DAYS);
  let expired = 0;
  while (deps.now() < deadline) {
    const batch = await deps.photos.trashedOnDay(day, cutoff, PURGE_BATCH);
    if (batch.length) {
      expired += await purgeTrashed(deps, batch);
      continue;
    }
    // The cutoff's own day stays: its later photos are due on later runs.
    if (day >= lastDay) return { emptied, expired, day, done: emptiedAll };
    day = addDays(day, 1);
    await deps.trash.savePurgeDay(day);
  }
  return { emptied, expired, day, done: false };
}
