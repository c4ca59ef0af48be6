import { DynamoSessionStore } from '../adapters/aws/dynamo-session-store';
import { documentClient } from './clients';
import { readEnv } from './env';
import type { HttpHandlerDeps } from './http/http-handler';

let sessions: DynamoSessionStore | undefined;

/** The composition root for HTTP handlers: real adapters, built once per container. */
export const httpDeps: HttpHandlerDeps = {
  sessions: () => (sessions ??= new DynamoSessionStore(documentClient(), readEnv('tableName'))),
};
