import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws';
import type { DynamoDbLocal } from '../../infra/local/dynamodb-local';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack';
import { ownTableName, removeTable } from './shared-dynamodb';

export interface TestStack {
  readonly stack: LocalStack;
  /** The app URL, e.g. http://localhost:41234. */
  readonly url: string;
  readonly wsUrl: string;
  /** fetch() bound to the app: pass a path such as '/api/health'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Clients pointing at the stand-ins, with the credentials they accept. */
  readonly dynamodb: DynamoDBClient;
  readonly documentClient: DynamoDBDocumentClient;
  readonly s3: S3Client;
  readonly sqs: SQSClient;
  stop(): Promise<void>;
}

/**
 * The local stack for integration and end-to-end tests: in memory, on random ports, quiet, no
 * cron (run jobs with stack.runJob). Start it once per file (beforeAll) and stop it in afterAll.
 */
export async function startTestStack(options: LocalStackOptions = {}): Promise<TestStack> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stack = await startLocalStack({ port: 0, inMemory: !options.dataDir, quiet: true, enableScheduler: false, ...(options.dataDir ? {} : await sharedDynamoDb()), ...options });
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: stack.endpoints.dynamodb });
  const documentClient = DynamoDBDocumentClient.from(dynamodb, { marshallOptions: { removeUndefinedValues: true } });
  const s3 = new S3Client({ ...common, endpoint: stack.endpoints.s3, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  const sqs = new SQSClient({ ...common, endpoint: stack.endpoints.sqs });
  let stopped: Promise<void> | undefined;
  return {
    stack,
    url: stack.url,
    wsUrl: stack.wsUrl,
    fetch: (path, init) => fetch(new URL(path, stack.url), init),
    dynamodb,
    documentClient,
    s3,
    sqs,
    stop: () =>
      (stopped ??= (async () => {
        for (const client of [documentClient, s3, sqs]) client.destroy();
        await stack.stop();
      })()),
  };
}

/**
 * Under the integration layer's setup (shared-dynamodb-setup.ts), the layer's running DynamoDB
 * Local and a table of this stack's own in it, removed when the stack stops; elsewhere
 * (benchmarks, a file run on its own config) the stack starts its own JVM.
 */
async function sharedDynamoDb(): Promise<Pick<LocalStackOptions, 'startDynamoDb' | 'tableName'>> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  const endpoint = inject('sharedDynamoDb');
  if (!endpoint) return {};
  const tableName = ownTableName();
  return { tableName, startDynamoDb: async (): Promise<DynamoDbLocal> => ({ endpoint, stop: () => removeTable(endpoint, tableName) }) };
}
