import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container; handlers add the request id per invocation. */
export const logger = new Logger({
  serviceName: 'heirloom',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
  persistentKeys: { stage: process.env.STAGE ?? 'unknown' },
});
