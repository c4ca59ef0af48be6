import { setTimeout as delay } from 'node:timers/promises';

export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: PacerClock = { now: Date.now, sleep: (ms) => delay(ms) };

/**
 * Spaces one container's calls to a rate-limited service at least 1000 / callsPerSecond ms apart,
 * in the order they asked, with no burst: the rate is a ceiling at every moment, so N containers
 * each paced at r never send more than N × r calls in any second. A call may cost several slots
 * (one request that the adapter turns into three). `pause` holds every later call back, so all the
 * container's callers back off together after the service said "too fast".
 * A rate of 0 or Infinity does not pace (local runs without a configured rate).
 */
export class CallPacer {
  private nextSlot = 0;

  constructor(
    readonly callsPerSecond: number,
    private readonly clock: PacerClock = systemClock,
  ) {
    if (!(callsPerSecond >= 0)) throw new Error(`A pace must be a number of calls a second, not ${callsPerSecond}`);
  }

  get paced(): boolean {
    return this.callsPerSecond > 0 && Number.isFinite(this.callsPerSecond);
  }

  /** Resolves when the caller may send `cost` calls. */
  async wait(cost = 1): Promise<void> {
    const now = this.clock.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + (this.paced ? (cost * 1000) / this.callsPerSecond : 0);
    if (slot > now) await this.clock.sleep(slot - now);
  }

  /** No call of this container starts within the next `ms`. */
  pause(ms: number): void {
    this.nextSlot = Math.max(this.nextSlot, this.clock.now() + ms);
  }
}
