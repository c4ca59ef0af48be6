import { describe, expect, it } from 'vitest';
import { releaseSpare, serveSpares, takeSpare } from '../../support/spare-pool';

/** A thing whose stop takes a while, as an app's does (it removes its table from the shared DynamoDB Local). */
function slowThings() {
  const stopped: number[] = [];
  let next = 1;
  return {
    stopped,
    kinds: {
      start: async () => next++,
      // The first thing (the one taken and released) takes longest, so closing cannot be done
      // with it just by stopping the unused spare.
      stop: (thing: number) => new Promise<void>((done) => setTimeout(() => (stopped.push(thing), done()), thing === 1 ? 300 : 10)),
      describe: (thing: number) => ({ thing }),
    },
  };
}

describe('the spare pool', () => {
  it('closes only once the things released just before have stopped', async () => {
    const { stopped, kinds } = slowThings();
    const pool = await serveSpares(kinds);
    const taken = await takeSpare<{ thing: number }>(pool.url);
    await releaseSpare(pool.url, taken.id);
    // The layer's teardown comes right after the last file releases its app; what the app's stop
    // talks to goes away once close resolves.
    await pool.close();
    expect(stopped).toContain(taken.thing);
  });

  it('a released thing that fails to stop is told, and neither fails the closing nor goes unhandled', async () => {
    let next = 1;
    const pool = await serveSpares({
      start: async () => next++,
      stop: async (thing: number) => (thing === 1 ? Promise.reject(new Error('the table was gone')) : undefined),
      describe: () => ({}),
    });
    const taken = await takeSpare(pool.url);
    await releaseSpare(pool.url, taken.id);
    // Vitest fails the run on an unhandled rejection, which the released stop's failure was.
    await expect(pool.close()).resolves.toBeUndefined();
  });
});
