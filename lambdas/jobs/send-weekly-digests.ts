import { digestJob } from '../runtime/digest-job';

/** The weekly notification digests: one per person and channel, of what waited for it. */
export const handler = digestJob('weekly');
