/**
 * Credentials and region every local client uses. s3rver only accepts its own key pair
 * (S3RVER/S3RVER); DynamoDB Local (shared database) and local-aws-sqs accept any.
 */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT_ID = '123456789012';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
