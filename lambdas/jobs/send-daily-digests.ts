import { digestJob } from './send-digests';

/** The daily notification digests: one per person and channel, of what waited for it. */
export const handler = digestJob('daily');
