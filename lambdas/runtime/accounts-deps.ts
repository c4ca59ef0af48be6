import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import type { DeleteAccountMessage } from '@heirloom/shared/contracts/queue';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoCodeStore } from '../adapters/aws/dynamo-code-store';
import { DynamoRateLimiter } from '../adapters/aws/dynamo-rate-limiter';
import { DynamoSessionStore } from '../adapters/aws/dynamo-session-store';
import { SesSnsNotifier } from '../adapters/aws/ses-sns-notifier';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import { OutboxNotifier } from '../adapters/local/outbox-notifier';
import type { AccountsDeps } from '../domain/accounts/deps';
import type { Notifier } from '../ports/notifier';
import { documentClient, sqsClient } from './clients';
import { readEnv } from './env';
import { passwordHashCost } from './password-hash-cost';

let deps: AccountsDeps | undefined;

/** Composition root for the account use cases, built once per container on first use. */
export function accountsDeps(): AccountsDeps {
  if (deps) return deps;
  const client = documentClient();
  const table = readEnv('tableName');
  deps = {
    accounts: new DynamoAccountStore(client, table),
    codes: new DynamoCodeStore(client, table),
    rateLimiter: new DynamoRateLimiter(client, table),
    sessions: new DynamoSessionStore(client, table),
    notifier: notifier(),
    deleteQueue: new SqsJobQueue<DeleteAccountMessage>(sqsClient(), readEnv('deleteQueueUrl')),
    now: Date.now,
    appOrigin: readEnv('appOrigin'),
    passwordHashCost: passwordHashCost(),
  };
  return deps;
}

/** Locally (OUTBOX_FILE set by the local runtime) mail lands in the outbox; in AWS it is sent. */
function notifier(): Notifier {
  const outbox = process.env.OUTBOX_FILE;
  if (outbox) return new OutboxNotifier(outbox);
  return new SesSnsNotifier(new SESv2Client({}), new SNSClient({}), readEnv('mailFrom'));
}
