import { resolve } from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/local-aws';
import { readLocalEndpoints } from '../local/local-endpoints';
import { DEFAULT_DATA_DIR } from '../local/paths';

/** The table and bucket an operator command works on, with clients that reach them. */
export interface StageTarget {
  stage: string;
  tableName: string;
  blogMediaBucket: string;
  documents: DynamoDBDocumentClient;
  s3: S3Client;
  close(): void;
}

export const LOCAL_STAGE = 'local';

/** `-c stage=prod` (as with cdk), `--context stage=prod` or `--stage prod`; also the rest of the arguments. */
export function parseStageArgs(argv: readonly string[]): { stage: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let stage: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if ((arg === '-c' || arg === '--context') && argv[i + 1]?.startsWith('stage=')) stage = argv[++i]!.slice('stage='.length);
    else if (arg === '--stage' && argv[i + 1]) stage = argv[++i];
    else if (arg.startsWith('--stage=')) stage = arg.slice('--stage='.length);
    else rest.push(arg);
  }
  return { stage, rest };
}

/**
 * `local` is the app `npm start` is running (its stand-ins, found through the data folder);
 * any other stage is the deployed stack set `<stage>-heirloom-*`, found through its outputs with
 * the operator's AWS credentials.
 */
export async function resolveStageTarget(stage: string): Promise<StageTarget> {
  if (stage === LOCAL_STAGE) return localTarget();
  const cloudFormation = new CloudFormationClient({});
  try {
    const tableName = await stackOutput(cloudFormation, `${stage}-heirloom-stateful`, 'TableName');
    const blogMediaBucket = await stackOutput(cloudFormation, `${stage}-heirloom-web`, 'BlogMediaBucketName');
    const dynamodb = new DynamoDBClient({});
    const s3 = new S3Client({});
    return { stage, tableName, blogMediaBucket, documents: documentClient(dynamodb), s3, close: () => (dynamodb.destroy(), s3.destroy()) };
  } finally {
    cloudFormation.destroy();
  }
}

function localTarget(): StageTarget {
  const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
  const local = readLocalEndpoints(dataDir);
  if (!local) throw new Error(`The local app is not running (nothing in ${dataDir}). Start it with npm start (or npm run dev), then run this again.`);
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: local.endpoints.dynamodb });
  const s3 = new S3Client({ ...common, endpoint: local.endpoints.s3, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return {
    stage: LOCAL_STAGE,
    tableName: local.tableName,
    blogMediaBucket: local.blogMediaBucket,
    documents: documentClient(dynamodb),
    s3,
    close: () => (dynamodb.destroy(), s3.destroy()),
  };
}

const documentClient = (client: DynamoDBClient) => DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });

async function stackOutput(client: CloudFormationClient, stackName: string, key: string): Promise<string> {
  const result = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  const value = result.Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === key)?.OutputValue;
  if (!value) throw new Error(`The stack ${stackName} has no ${key} output; deploy it first (npx cdk deploy --all -c stage=...)`);
  return value;
}
