import type { AccountStore } from '../../ports/accounts';
import type { SharingStore } from '../../ports/sharing';

/**
 * The name the family knows a member by, for messages about their join or leave: their
 * membership's, or (a member who left has none) their account's.
 */
export async function memberName(deps: { sharing: Pick<SharingStore, 'membership'>; accounts: Pick<AccountStore, 'getUser'> }, userId: string): Promise<string> {
  const membership = await deps.sharing.membership(userId);
  return membership?.username ?? (await deps.accounts.getUser(userId))?.username ?? 'A family member';
}
