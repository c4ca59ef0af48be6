import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { ValidationError } from '../errors';
import { currentUser } from './account-settings';
import type { AccountsDeps } from './deps';
import { redeemCode } from './one-time-codes';
import { enforceLimit } from './rate-limits';
import { hashSecret, newToken } from './secrets';

export const DELETE_LINK_TTL_SECONDS = 24 * 60 * 60;
export const INVALID_DELETE_LINK = 'This deletion link is not valid or has expired. Please ask for a new one from your profile.';

/** Step one: e-mail (or text) a link that proves the request came from the account's owner. */
export async function requestAccountDeletion(deps: AccountsDeps, userId: string): Promise<void> {
  const user = await currentUser(deps, userId);
  // A stolen session must not turn the account into a mail cannon.
  await enforceLimit(deps, 'deletionMailsPerUser', userId);
  const key = newToken();
  await deps.codes.put({ subject: userId, purpose: 'delete', codeHash: hashSecret(key), userId, expiresAt: Math.floor(deps.now() / 1000) + DELETE_LINK_TTL_SECONDS });
  const link = `${deps.appOrigin}/delete_user/${encodeURIComponent(userId)}?key=${encodeURIComponent(key)}`;
  const body = `Someone, hopefully you, asked to delete your ${PRODUCT_NAME} account and everything in it: photos, documents, people and family history. This cannot be undone.\n\nTo delete it, open this link within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this message and nothing will change.`;
  const to = user.email ?? user.phoneNumber;
  if (!to) throw new ValidationError('Add an e-mail address or phone number to your profile first, so we can send you the deletion link');
  await deps.notifier.send({ channel: user.email ? 'email' : 'sms', to, subject: `Confirm deleting your ${PRODUCT_NAME} account`, body });
}

/**
 * Step two, from the link: the account stops working at once (sessions revoked, sign-in refused)
 * and the deletion worker erases everything it owns in the background.
 */
export async function confirmAccountDeletion(deps: AccountsDeps, userId: string, deleteKey: string): Promise<void> {
  // Following the link twice is fine: the first visit already started the deletion.
  if ((await deps.accounts.getUser(userId))?.status === 'deleting') return;
  try {
    await redeemCode(deps, userId, deleteKey, ['delete']);
  } catch {
    throw new ValidationError(INVALID_DELETE_LINK, { delete_key: [INVALID_DELETE_LINK] });
  }
  await deps.accounts.updateUser(userId, { status: 'deleting' });
  await deps.sessions.revokeAllForUser(userId);
  await deps.deleteQueue.send({ user_id: userId });
}
