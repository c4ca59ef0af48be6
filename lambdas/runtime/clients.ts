import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryTransactionConflicts } from '../adapters/aws/transaction-conflicts';
import { readEnv } from './env';
import { traceClient } from './tracer';

/**
 * AWS clients, built once per container on first use and reused by every invocation. Endpoints
 * come from the standard AWS_ENDPOINT_URL_* variables, which the local runtime points at its
 * stand-ins; in AWS they are unset and the SDK uses the real services.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * The SDK's default logger drops every line, yet its logger middleware first copies each request
 * and response through the sensitive-data filter (a whole 25-item BatchWriteItem every time), a few
 * per cent of a GEDCOM import's CPU. A logger without `info` skips that; errors still throw.
 */
const quietLogger = { trace() {}, debug() {}, warn() {}, error() {} } as unknown as NonNullable<DynamoDBClientConfig['logger']>;

export const documentClient = once(() => {
  const client = DynamoDBDocumentClient.from(traceClient(new DynamoDBClient({ logger: quietLogger })), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  retryTransactionConflicts(client);
  return client;
});

// Each call becomes an X-Ray subsegment in Lambda (traceClient returns the client as it is outside Lambda).
export const s3Client = once(() =>
  traceClient(
    new S3Client({
      // s3rver only understands path-style addressing.
      forcePathStyle: process.env.LOCAL_S3_FORCE_PATH_STYLE === 'true',
      // Without this, presigned PUT URLs carry an empty-body checksum that S3 rejects.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  ),
);

export const sqsClient = once(() => traceClient(new SQSClient({})));

export const wsManagementClient = once(() => new ApiGatewayManagementApiClient({ endpoint: readEnv('wsManagementEndpoint') }));
