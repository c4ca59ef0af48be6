/**
 * Work that must not run twice at once for one key, whichever process asks: the lease holder
 * runs it, everyone else waits for the lease (or gives up with LeaseBusyError after a while).
 */
export interface Leases {
  /** `wait.maxWaitMs` shortens the wait for this call (a request behind API Gateway's 29 s cannot wait as long as a queue consumer). */
  hold<T>(key: string, work: () => Promise<T>, wait?: LeaseWait): Promise<T>;
}

export interface LeaseWait {
  maxWaitMs: number;
}

/** The lease stayed taken for longer than the caller may wait; try again later. */
export class LeaseBusyError extends Error {
  constructor(readonly key: string) {
    super(`Lease ${key} is held elsewhere; try again later`);
    this.name = 'LeaseBusyError';
  }
}
