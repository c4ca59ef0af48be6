import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { offerDuplicatesOf } from '../domain/sharing/duplicate-checks';
import type { Session } from '../ports/session-store';
import { documentClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { logger } from './logger';

let sharing: DynamoSharingStore | undefined;

/**
 * After a person is added or edited in a shared family: offers its likely duplicates. A failure
 * here must not fail the save the member made, so it is logged and the save answers as usual.
 */
export async function offerDuplicates(session: Session, personId: string): Promise<void> {
  const familyId = session.familyId ?? session.userId;
  sharing ??= new DynamoSharingStore(documentClient(), readEnv('tableName'));
  await offerDuplicatesOf({ store: familyDeps().store, sharing }, familyId, session.userId, personId).catch((error: unknown) => {
    logger.warn('Could not look for duplicates of a person', { personId, error: error instanceof Error ? error.message : String(error) });
  });
}
