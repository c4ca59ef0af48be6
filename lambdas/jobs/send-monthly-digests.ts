import { digestJob } from '../runtime/digest-job';

/** The monthly notification digests: one per person and channel, of what waited for it. */
export const handler = digestJob('monthly');
