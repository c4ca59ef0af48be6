/**
 * Scheduled jobs. Cron expressions use the standard five fields (minute hour day month weekday),
 * evaluated in UTC both by EventBridge (translated by the CDK stack) and by the local scheduler.
 */
export interface ScheduledJob {
  readonly name: string;
  readonly handler: string;
  readonly cron: string;
  readonly description: string;
}

export const scheduledJobs: readonly ScheduledJob[] = [
  {
    name: 'expire-trials',
    handler: 'expire-trials',
    cron: '*/15 * * * *',
    description: 'Marks trials whose 15 days have passed as expired, which stops uploads',
  },
  {
    name: 'release-abandoned-uploads',
    handler: 'release-abandoned-uploads',
    cron: '*/15 * * * *',
    description: 'Gives back the space reserved by uploads whose file never arrived',
  },
  {
    name: 'purge-stale-connections',
    handler: 'purge-stale-connections',
    cron: '17 * * * *',
    description: 'Removes realtime connection records older than the two-hour WebSocket connection limit',
  },
  {
    name: 'backfill-faces',
    handler: 'backfill-faces',
    cron: '*/15 * * * *',
    description: 'Queues photos that came before face recognition for the faces queue, resuming where the last run stopped',
  },
  {
    name: 'index-citations',
    handler: 'index-citations',
    cron: '*/15 * * * *',
    description: "Indexes the citations stored before sources had pages by their source, resuming where the last run stopped (one read once done)",
  },
  {
    name: 'index-photo-words',
    handler: 'index-photo-words',
    cron: '*/15 * * * *',
    description: 'Indexes the photos stored before the photo search by the words of their captions and file names, resuming where the last run stopped (one read once done)',
  },
  {
    name: 'redrive-family-moves',
    handler: 'redrive-family-moves',
    cron: '*/5 * * * *',
    description: 'Sends stalled family moves (joining, leaving) again, and gives up on and reports those that still make no progress',
  },
  {
    name: 'purge-trash',
    handler: 'purge-trash',
    cron: '*/15 * * * *',
    description: 'Deletes for good, files included, the photos emptied from Recently deleted and those that have waited there 30 days, resuming where the last run stopped',
  },
  {
    name: 'remember-the-day',
    handler: 'remember-the-day',
    cron: '20 * * * *',
    description: "Tells each family with something to remember today (photos from this day in earlier years, birthdays, anniversaries), resuming today's walk where the last run stopped",
  },
  // Notification digests (spec 001 section 5 frequencies): what waited for each frequency goes out
  // as one digest per person and channel. Hourly at five past; daily, weekly (Monday) and monthly
  // (the 1st) at 07:00 in each person's own time zone, so those jobs run every hour and send to the
  // people whose morning it is (lambdas/domain/messages/digest-schedule.ts).
  { name: 'hourly-digests', handler: 'send-hourly-digests', cron: '5 * * * *', description: 'Sends the hourly notification digests' },
  { name: 'daily-digests', handler: 'send-daily-digests', cron: '0 * * * *', description: 'Sends the daily notification digests' },
  { name: 'weekly-digests', handler: 'send-weekly-digests', cron: '0 * * * *', description: 'Sends the weekly notification digests' },
  { name: 'monthly-digests', handler: 'send-monthly-digests', cron: '0 * * * *', description: 'Sends the monthly notification digests' },
];
