import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { UserRecord } from '../../ports/accounts';

/** From this share of their space on, a person is told their storage is nearly full. */
export const STORAGE_WARNING_SHARE = 0.9;

/**
 * After an upload: the storage_nearly_full event when the uploader has used 90% or more of their
 * space (free plus paid). The message is grouped by month, so uploads in a full month tell once.
 */
export function storageWarningFor(user: Pick<UserRecord, 'userId' | 'spaceUsed' | 'freeSpace' | 'paidSpace'>, now: number): MessageEvent | null {
  const space = user.freeSpace + user.paidSpace;
  if (space <= 0) return null;
  const share = user.spaceUsed / space;
  if (share < STORAGE_WARNING_SHARE) return null;
  return { kind: 'storage_nearly_full', user_id: user.userId, percent: Math.min(100, Math.floor(share * 100)), at: now };
}
