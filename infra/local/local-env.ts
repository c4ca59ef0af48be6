import { ENV } from '@heirloom/lambdas/runtime/env';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface LocalEnvInput {
  appUrl: string;
  tableName: string;
  uploadsBucket: string;
  mediaBucket: string;
  /** Queue URL per manifest queue name (processing, fix, delete, ...). */
  queueUrls: ReadonlyMap<string, string>;
  wsManagementEndpoint: string;
  outboxFile: string;
  endpoints: { dynamodb: string; s3: string; sqs: string };
}

/**
 * The environment a deployed function gets from the CDK stack, pointed at the local stand-ins,
 * plus the standard AWS_ENDPOINT_URL_* variables the SDK reads to reach them.
 */
export function buildLocalEnv(input: LocalEnvInput): { env: Record<string, string>; missing: string[] } {
  const env: Record<string, string> = {
    [ENV.stage]: 'local',
    [ENV.tableName]: input.tableName,
    [ENV.uploadsBucket]: input.uploadsBucket,
    [ENV.mediaBucket]: input.mediaBucket,
    [ENV.wsManagementEndpoint]: input.wsManagementEndpoint,
    [ENV.appOrigin]: new URL(input.appUrl).origin,
    // Locally mail goes to the outbox, never to SES; the sender still shows on each message.
    [ENV.mailFrom]: 'Heirloom <no-reply@heirloom.localhost>',
    // Faces come from the model shipped in npm (lambdas/adapters/local); AWS uses Rekognition.
    [ENV.faceRecognition]: 'local',
    OUTBOX_FILE: input.outboxFile,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: input.endpoints.s3,
    AWS_ENDPOINT_URL_SQS: input.endpoints.sqs,
    LOCAL_S3_FORCE_PATH_STYLE: 'true',
  };
  // Every manifest queue has its URL variable, named like the ENV entry `<queue>QueueUrl`.
  for (const [queue, url] of input.queueUrls) {
    const key = `${queue}QueueUrl` as keyof typeof ENV;
    if (key in ENV) env[ENV[key]] = url;
  }
  // A name the runtime cannot fill (e.g. a queue not in the manifest yet) is reported, not fatal:
  // readEnv() in the handler that needs it fails loudly enough.
  const missing = Object.values(ENV).filter((name) => !env[name]);
  return { env, missing };
}
