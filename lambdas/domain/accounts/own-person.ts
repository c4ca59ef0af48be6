import type { UserRecord } from '../../ports/accounts';
import { currentUser } from './account-settings';
import type { AccountsDeps } from './deps';

/**
 * 'This person is me' / 'This person is not me': which person of the family tree the user is.
 * The caller checks that the person is in the user's tree first (the accounts domain does not
 * read trees); null clears it.
 */
export async function setOwnPerson(deps: AccountsDeps, userId: string, personId: string | null): Promise<UserRecord> {
  await currentUser(deps, userId);
  return deps.accounts.updateUser(userId, { personId });
}
