import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { Context, ScheduledEvent } from 'aws-lambda';
import type { HandlerLoader, HandlerRef } from './handler-loader';
import { createLambdaContext, invokeWithTimeout, localFunctionName } from './lambda-context';
import type { LocalLog } from './log';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './local-aws';

export type JobHandler = (event: ScheduledEvent, context: Context) => Promise<unknown> | unknown;

export interface LocalScheduledJob {
  readonly name: string;
  readonly cron: string;
  readonly handler: HandlerRef<JobHandler>;
  readonly timeoutSeconds?: number;
}

export interface LocalScheduler {
  /** Runs a job now, as its schedule would; resolves when the handler has finished. */
  /** Runs a job now; resolves with what its handler returned. */
  run(name: string): Promise<unknown>;
  stop(): void;
}

/**
 * EventBridge schedules, locally: croner evaluates each job's five-field cron in UTC and invokes
 * its handler with a 'Scheduled Event'. A run still going when the next is due is skipped.
 */
export function startScheduler(jobs: readonly LocalScheduledJob[], options: { loader: HandlerLoader; log: LocalLog; enabled: boolean }): LocalScheduler {
  const byName = new Map(jobs.map((job) => [job.name, job]));

  const run = async (job: LocalScheduledJob, scheduledAt: Date, byHand = false): Promise<unknown> => {
    const timeoutSeconds = job.timeoutSeconds ?? 300;
    const functionName = localFunctionName('jobs', job.handler);
    const handler = await options.loader.resolve('jobs', job.handler)();
    return invokeWithTimeout(() => handler(scheduledEvent(job.name, scheduledAt, byHand), createLambdaContext(functionName, timeoutSeconds)), timeoutSeconds);
  };

  const crons = options.enabled
    ? jobs.map(
        (job) =>
          new Cron(job.cron, { timezone: 'UTC', mode: '5-part', protect: true }, async () => {
            try {
              await run(job, new Date());
              options.log.info(`Scheduled job ${job.name} ran`);
            } catch (error) {
              options.log.error(`Scheduled job ${job.name} failed`, error);
            }
          }),
      )
    : [];

  return {
    run: async (name) => {
      const job = byName.get(name);
      if (!job) throw new Error(`No scheduled job named ${name}`);
      return run(job, new Date(), true);
    },
    stop: () => {
      for (const cron of crons) cron.stop();
    },
  };
}

/** A run by hand says so (detail.runNow), as an operator invoking the function would: digests then send everything waiting. */
function scheduledEvent(jobName: string, at: Date, byHand: boolean): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT_ID,
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [`arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:rule/heirloom-local-${jobName}`],
    detail: byHand ? { runNow: true } : {},
  };
}
