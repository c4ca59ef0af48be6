import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import { describe, expect, it } from 'vitest';
import { backfillStep, type BackfillDeps, type BackfillState } from '../../../lambdas/domain/faces/backfill';

/** A table of photos in pages of two, a scan record per scanned photo, and a queue that records what was sent. */
function world(photoCount: number) {
  const photos = Array.from({ length: photoCount }, (_, i) => ({ photoId: `p${i}`, libraryId: i % 2 ? 'family-a' : 'family-b' }));
  const scanned = new Set<string>();
  /** Photos whose scan names the model it was made with (the others were made before models were named). */
  const modelOf = new Map<string, string>();
  const sent: DetectFacesMessage[] = [];
  let saved: BackfillState | null = null;
  let clock = 0;
  const deps: BackfillDeps = {
    walker: {
      page: async (cursor) => {
        const start = cursor ? Number(cursor) : 0;
        const next = start + 2 < photos.length ? String(start + 2) : null;
        return { photos: photos.slice(start, start + 2), cursor: next };
      },
    },
    faces: {
      getScan: async (libraryId, photoId) => {
        const key = `${libraryId}/${photoId}`;
        return scanned.has(key) ? { ownerId: libraryId, photoId, faceIds: [], scannedAt: 0, ...(modelOf.has(key) ? { model: modelOf.get(key)! } : {}) } : null;
      },
    },
    queue: { send: async (message) => void sent.push(message) },
    state: { read: async () => saved, write: async (state) => void (saved = state) },
    now: () => (clock += 10),
  };
  const scanAllSent = () => sent.forEach((message) => scanned.add(`${message.library_id}/${message.photo_id}`));
  return { deps, photos, scanned, modelOf, sent, scanAllSent, setState: (state: BackfillState) => (saved = state) };
}

describe('the faces backfill', () => {
  it('queues the unscanned photos with their family as the message group, and is not done while any is unscanned', async () => {
    const { deps, scanned, sent } = world(5);
    scanned.add('family-b/p0');
    const state = await backfillStep(deps, 60_000);
    expect(sent).toEqual([
      { photo_id: 'p1', library_id: 'family-a' },
      { photo_id: 'p2', library_id: 'family-b' },
      { photo_id: 'p3', library_id: 'family-a' },
      { photo_id: 'p4', library_id: 'family-b' },
    ]);
    expect(state).toMatchObject({ pass: 1, seen: 5, scanned: 1, queued: 4, done: false, cursor: null });
  });

  it('looks again in a new pass while photos are still unscanned (a throttled or lost scan), and is done after a pass that finds all scanned', async () => {
    const { deps, sent, scanned, scanAllSent } = world(4);
    await backfillStep(deps, 60_000);
    // One photo's scan never happened (say, its message was lost): the next pass queues it again.
    scanAllSent();
    scanned.delete('family-a/p3');
    const second = await backfillStep(deps, 60_000);
    expect(second).toMatchObject({ pass: 2, seen: 4, scanned: 3, done: false });
    expect(sent.slice(4)).toEqual([{ photo_id: 'p3', library_id: 'family-a' }]);
    scanAllSent();
    const third = await backfillStep(deps, 60_000);
    expect(third).toMatchObject({ pass: 3, seen: 4, scanned: 4, queued: 5, done: true });
    // Done: a run reads its state and stops.
    const sentBefore = sent.length;
    expect(await backfillStep(deps, 60_000)).toMatchObject({ done: true, pass: 3 });
    expect(sent).toHaveLength(sentBefore);
  });

  it('stops at its budget and carries on from the cursor in the next run, within one pass', async () => {
    const { deps, sent } = world(6);
    // Each page takes 20 ms of the fake clock: a 15 ms budget covers one page a run.
    const first = await backfillStep(deps, 15);
    expect(first).toMatchObject({ pass: 1, seen: 2, cursor: '2', done: false });
    const second = await backfillStep(deps, 15);
    expect(second).toMatchObject({ pass: 1, seen: 4, cursor: '4' });
    expect(sent.map((message) => message.photo_id)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('checks a state saved as done before passes existed with one more pass', async () => {
    const { deps, setState, sent } = world(2);
    setState({ cursor: null, seen: 2, queued: 2, done: true, startedAt: 0, updatedAt: 0 } as unknown as BackfillState);
    const state = await backfillStep(deps, 60_000);
    expect(state).toMatchObject({ pass: 1, seen: 2, done: false, queued: 4 });
    expect(sent).toHaveLength(2);
  });

  it('is done at once for an empty library', async () => {
    const { deps } = world(0);
    expect(await backfillStep(deps, 60_000)).toMatchObject({ done: true, seen: 0 });
  });

  it('with a new face model, starts again though done, and queues every photo scanned under an earlier one until each is embedded again', async () => {
    const { deps, scanned, modelOf, sent } = world(4);
    for (const photo of ['family-b/p0', 'family-a/p1', 'family-b/p2', 'family-a/p3']) scanned.add(photo);
    expect(await backfillStep(deps, 60_000)).toMatchObject({ done: true, queued: 0 });

    modelOf.set('family-a/p1', 'model-2');
    const upgraded = { ...deps, model: 'model-2' };
    const first = await backfillStep(upgraded, 60_000);
    expect(sent.map((message) => message.photo_id)).toEqual(['p0', 'p2', 'p3']);
    expect(first).toMatchObject({ pass: 1, seen: 4, scanned: 1, done: false, model: 'model-2' });

    // The faces consumer embeds them again and its scans name the new model: the next pass is the last.
    for (const message of sent) modelOf.set(`${message.library_id}/${message.photo_id}`, 'model-2');
    expect(await backfillStep(upgraded, 60_000)).toMatchObject({ pass: 2, scanned: 4, done: true });
    expect(sent).toHaveLength(3);
  });
});
