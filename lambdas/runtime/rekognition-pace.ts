/**
 * Pacing Rekognition below the account's rate, across Lambdas.
 *
 * Rekognition allows an account a number of calls a second per region (IndexFaces, SearchFaces, ...:
 * about 50 in the large regions, 5 in the others; Service Quotas shows the account's figure). A
 * token bucket in one container cannot see the others, so the ceiling is split up front:
 *
 *   containers that call Rekognition at once  ≤  the consumer's maxConcurrency (its event source's
 *                                                 maximum concurrency: one batch, one container)
 *   each container's calls a second           ≤  its pace (CallPacer, no bursts)
 *   so  maxConcurrency × pace                 ≤  share × the stage's configured rate
 *
 * The faces consumer takes most of the rate; family moves (which index a moving library's faces
 * in the family's collection) the rest. Request handlers only forget single faces now and then and
 * live on the retries. What slips through anyway (another app in the account, a lower quota than
 * configured) is throttled, retried with backoff, and finally waited out by the queue.
 */

/** The per-container pace a function reads (calls a second; absent: not paced, as locally). */
export const REKOGNITION_PACE_ENV = 'REKOGNITION_CALLS_PER_SECOND';

/** Shares of the stage's Rekognition rate, by the consumer that spends it. */
export const REKOGNITION_RATE_SHARES = { faces: 0.8, family: 0.2 } as const;

/** A container's pace so that `maxConcurrency` containers together stay within their share of `accountRate`. */
export function paceOfContainer(accountRate: number, share: number, maxConcurrency: number): number {
  if (!(accountRate > 0) || !(share > 0) || !(maxConcurrency >= 1)) throw new Error('Rekognition pacing needs a rate, a share and a concurrency above 0');
  // Rounded down to a hundredth, so rounding never lifts the total over the share.
  return Math.floor(((accountRate * share) / maxConcurrency) * 100) / 100;
}

/** The pace this container was given (0: not paced). */
export function configuredPace(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[REKOGNITION_PACE_ENV];
  if (value === undefined || value === '') return 0;
  const pace = Number(value);
  if (!(pace > 0)) throw new Error(`${REKOGNITION_PACE_ENV} must be a number of calls a second above 0, not "${value}"`);
  return pace;
}
