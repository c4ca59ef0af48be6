import { digestJob } from '../runtime/digest-job';

/** The daily notification digests: one per person and channel, of what waited for it. */
export const handler = digestJob('daily');
