import { ProvisionedThroughputExceededException, ThrottlingException } from '@aws-sdk/client-rekognition';
import { describe, expect, it } from 'vitest';
import { isThrottling, PacedFaceRecognition, RecognitionThrottledError } from '../../../lambdas/adapters/paced-face-recognition';
import type { FaceRecognition } from '../../../lambdas/ports/faces';
import { CallPacer, type PacerClock } from '../../../lambdas/runtime/call-pacer';
import { configuredPace, paceOfContainer } from '../../../lambdas/runtime/rekognition-pace';

/** A clock that only moves when someone sleeps: times are exact, and nothing waits for real. */
function fakeClock(): PacerClock & { slept: number[] } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

const throttled = () => new ThrottlingException({ message: 'Rate exceeded', $metadata: {} });

/** A recognition service that records when each call arrived and answers from a script. */
function service(clock: PacerClock, answers: Array<'ok' | Error> = []) {
  const calls: number[] = [];
  const next = async () => {
    calls.push(clock.now());
    const answer = answers.shift() ?? 'ok';
    if (answer !== 'ok') throw answer;
  };
  const recognition: FaceRecognition = {
    indexFaces: async () => (await next(), []),
    searchFaces: async () => (await next(), []),
    deleteFaces: next,
    moveFaces: async () => (await next(), new Map()),
    deleteCollection: next,
  };
  return { recognition, calls };
}

describe('the call pacer', () => {
  it('spaces calls 1000/rate ms apart with no burst, in the order they asked', async () => {
    const clock = fakeClock();
    const pacer = new CallPacer(4, clock);
    const started = clock.now();
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      await pacer.wait();
      times.push(clock.now() - started);
    }
    expect(times).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000]);
    // In any one second, at most `rate` calls start.
    for (const t of times) expect(times.filter((other) => other >= t && other < t + 1000).length).toBeLessThanOrEqual(4);
  });

  it('counts a call that costs several slots, and lets calls through at once when idle long enough', async () => {
    const clock = fakeClock();
    const pacer = new CallPacer(2, clock);
    await pacer.wait(3);
    const afterBig = clock.now();
    await pacer.wait();
    expect(clock.now() - afterBig).toBe(1500);
    await clock.sleep(10_000);
    const idle = clock.now();
    await pacer.wait();
    expect(clock.now()).toBe(idle);
  });

  it('holds every later call back after a pause', async () => {
    const clock = fakeClock();
    const pacer = new CallPacer(10, clock);
    await pacer.wait();
    pacer.pause(2_000);
    const paused = clock.now();
    await pacer.wait();
    expect(clock.now() - paused).toBe(2_000);
  });

  it('does not pace at rate 0 (a container without a configured pace)', async () => {
    const clock = fakeClock();
    const pacer = new CallPacer(0, clock);
    for (let i = 0; i < 100; i++) await pacer.wait();
    expect(clock.slept).toEqual([]);
    expect(() => new CallPacer(Number.NaN, clock)).toThrow();
  });
});

describe('pace arithmetic', () => {
  it('splits a share of the account rate over the consumer concurrency, never rounding the total up', () => {
    expect(paceOfContainer(50, 0.8, 5)).toBe(8);
    expect(paceOfContainer(5, 0.8, 5)).toBe(0.8);
    const pace = paceOfContainer(7, 0.8, 3);
    expect(pace * 3).toBeLessThanOrEqual(7 * 0.8);
    expect(() => paceOfContainer(0, 0.8, 5)).toThrow();
  });

  it('reads the container pace from its environment', () => {
    expect(configuredPace({})).toBe(0);
    expect(configuredPace({ REKOGNITION_CALLS_PER_SECOND: '8' })).toBe(8);
    expect(() => configuredPace({ REKOGNITION_CALLS_PER_SECOND: 'fast' })).toThrow(/calls a second/);
  });
});

describe('paced face recognition', () => {
  it('knows the throttling answers of Rekognition and the SDK', () => {
    expect(isThrottling(throttled())).toBe(true);
    expect(isThrottling(new ProvisionedThroughputExceededException({ message: 'x', $metadata: {} }))).toBe(true);
    expect(isThrottling(Object.assign(new Error('x'), { $retryable: { throttling: true } }))).toBe(true);
    expect(isThrottling(new Error('InvalidImageFormatException'))).toBe(false);
  });

  it('paces every operation through one pacer', async () => {
    const clock = fakeClock();
    const { recognition, calls } = service(clock);
    const paced = new PacedFaceRecognition(recognition, new CallPacer(5, clock));
    const start = clock.now();
    await paced.indexFaces('c', Buffer.alloc(0), 'p');
    await paced.searchFaces('c', 'f', { limit: 1, minSimilarity: 0.5 });
    await paced.deleteFaces('c', ['f']);
    await paced.moveFaces('a', 'b', [{ faceId: 'f', box: { left: 0, top: 0, width: 1, height: 1 } }], async () => Buffer.alloc(0), 'p');
    await paced.deleteCollection('c');
    // The move counts three calls (an index and two deletes).
    expect(calls.map((t) => t - start)).toEqual([0, 200, 400, 600, 1200]);
  });

  it('retries a throttled call with growing, jittered backoff and answers as if nothing happened', async () => {
    const clock = fakeClock();
    const { recognition, calls } = service(clock, [throttled(), throttled(), 'ok']);
    const paced = new PacedFaceRecognition(recognition, new CallPacer(100, clock), { attempts: 4, baseDelayMs: 400, maxDelayMs: 10_000 }, () => 1);
    await expect(paced.searchFaces('c', 'f', { limit: 1, minSimilarity: 0.5 })).resolves.toEqual([]);
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBe(400);
    expect(calls[2]! - calls[1]!).toBe(800);
  });

  it('gives up after its attempts with RecognitionThrottledError, and passes other errors through untouched', async () => {
    const clock = fakeClock();
    const { recognition, calls } = service(clock, [throttled(), throttled(), throttled(), new Error('InvalidImageFormat')]);
    const paced = new PacedFaceRecognition(recognition, new CallPacer(100, clock), { attempts: 3, baseDelayMs: 100, maxDelayMs: 150 }, () => 0.5);
    const error = await paced.indexFaces('c', Buffer.alloc(0), 'p').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecognitionThrottledError);
    expect((error as Error).cause).toBeInstanceOf(ThrottlingException);
    expect(calls).toHaveLength(3);
    await expect(paced.indexFaces('c', Buffer.alloc(0), 'p')).rejects.toThrow('InvalidImageFormat');
    expect(calls).toHaveLength(4);
  });

  it('makes the other calls of the container wait out a throttled call\'s backoff too', async () => {
    const clock = fakeClock();
    const { recognition, calls } = service(clock, [throttled(), 'ok', 'ok']);
    const paced = new PacedFaceRecognition(recognition, new CallPacer(1000, clock), { attempts: 2, baseDelayMs: 1_000, maxDelayMs: 1_000 }, () => 1);
    const start = clock.now();
    await Promise.all([paced.searchFaces('c', 'a', { limit: 1, minSimilarity: 0.5 }), (async () => {
      await Promise.resolve();
      await paced.searchFaces('c', 'b', { limit: 1, minSimilarity: 0.5 });
    })()]);
    expect(calls.map((t) => t - start).every((t, i) => i === 0 || t >= 1_000)).toBe(true);
  });
});
