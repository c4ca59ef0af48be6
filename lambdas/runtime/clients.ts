import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readEnv } from './env';

/**
 * AWS clients, built once per container on first use and reused by every invocation. Endpoints
 * come from the standard AWS_ENDPOINT_URL_* variables, which the local runtime points at its
 * stand-ins; in AWS they are unset and the SDK uses the real services.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);

export const s3Client = once(
  () =>
    new S3Client({
      // s3rver only understands path-style addressing.
      forcePathStyle: process.env.LOCAL_S3_FORCE_PATH_STYLE === 'true',
      // Without this, presigned PUT URLs carry an empty-body checksum that S3 rejects.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);

export const sqsClient = once(() => new SQSClient({}));

export const wsManagementClient = once(() => new ApiGatewayManagementApiClient({ endpoint: readEnv('wsManagementEndpoint') }));
