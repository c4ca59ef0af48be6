import {
  MESSAGE_TYPE_NAMES,
  type MessagesResponse,
  type MessageType,
  type UserPreferencesRequest,
  type UserPreferencesResponse,
  type MessageView,
} from '@heirloom/shared/contracts/messages';
import { NotFoundError } from '../errors';
import type { MessagesDeps } from './deps';
import { choiceFor, DEFAULT_TIME_ZONE, preferenceRows, preferencesFromRequest } from './preferences';
import { toMessageView } from './render';

const MESSAGE_NOT_FOUND = 'This message is not there any more';

/** GET /messages: one page of the user's messages, newest first, and how many are unread. */
export async function listMessages(deps: Pick<MessagesDeps, 'messages'>, userId: string, limit: number, cursor?: string): Promise<MessagesResponse> {
  const [page, unread] = await Promise.all([deps.messages.page(userId, limit, cursor), deps.messages.unreadCount(userId)]);
  return { messages: page.messages.map(toMessageView), unread_count: unread, cursor: page.cursor };
}

/** GET /message/{id}: one of the user's own messages (opening it marks it read). */
export async function openMessage(deps: Pick<MessagesDeps, 'messages' | 'family' | 'photosInLibrary'>, userId: string, messageId: string): Promise<{ message: MessageView; unread_count: number }> {
  const message = await deps.messages.get(userId, messageId);
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const read = message.read ? message : ((await deps.messages.setRead(userId, messageId, true)) ?? message);
  return { message: await withPhotosStillThere(deps, userId, toMessageView(read)), unread_count: await deps.messages.unreadCount(userId) };
}

/**
 * A message's photos as the family's library has them now: one deleted since, or gone with the
 * member who uploaded it when they left, is left out, and a link to it goes to the first still
 * there, or away when none is. The message says what happened; its page offers only what opens.
 */
async function withPhotosStillThere(deps: Pick<MessagesDeps, 'family' | 'photosInLibrary'>, userId: string, view: MessageView): Promise<MessageView> {
  if (!view.photo_ids.length) return view;
  const there = await deps.photosInLibrary(await deps.family.familyOf(userId), view.photo_ids);
  const photoIds = view.photo_ids.filter((id) => there.has(id));
  const linked = view.link?.startsWith('/photo/') ? decodeURIComponent(view.link.slice('/photo/'.length)) : null;
  if (linked === null || there.has(linked)) return { ...view, photo_ids: photoIds };
  const first = photoIds[0];
  return first ? { ...view, photo_ids: photoIds, link: `/photo/${first}` } : { ...view, photo_ids: [], link: null, link_label: null };
}

/** POST /message/{id}/read: read, or back to unread. */
export async function markMessage(deps: Pick<MessagesDeps, 'messages'>, userId: string, messageId: string, read: boolean) {
  const message = await deps.messages.setRead(userId, messageId, read);
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return { message: toMessageView(message), unread_count: await deps.messages.unreadCount(userId) };
}

async function reachability(deps: Pick<MessagesDeps, 'users'>, userId: string) {
  const user = await deps.users.getUser(userId);
  if (!user) throw new NotFoundError('Your account was not found');
  return { hasEmail: Boolean(user.email), hasPhone: Boolean(user.phoneNumber) };
}

/** GET /user_preferences: one row per message type. */
export async function readPreferences(deps: Pick<MessagesDeps, 'users' | 'preferences'>, userId: string): Promise<UserPreferencesResponse> {
  const [reach, saved] = await Promise.all([reachability(deps, userId), deps.preferences.get(userId)]);
  return { preferences: preferenceRows(saved, reach), has_email: reach.hasEmail, has_phone: reach.hasPhone, time_zone: saved?.timeZone ?? DEFAULT_TIME_ZONE };
}

/** POST /user_preferences: the whole map from the settings page. */
export async function savePreferences(deps: Pick<MessagesDeps, 'users' | 'preferences'>, userId: string, request: UserPreferencesRequest): Promise<UserPreferencesResponse> {
  const [reach, saved] = await Promise.all([reachability(deps, userId), deps.preferences.get(userId)]);
  const next = preferencesFromRequest(request, saved, reach);
  await deps.preferences.put(userId, next);
  return { preferences: preferenceRows(next, reach), has_email: reach.hasEmail, has_phone: reach.hasPhone, time_zone: next.timeZone ?? DEFAULT_TIME_ZONE };
}

/**
 * The one-click unsubscribe of a notification e-mail: those types stop coming by e-mail (the
 * person still sees them in the app and on other channels they chose). Safe to repeat.
 */
export async function unsubscribeByToken(deps: Pick<MessagesDeps, 'users' | 'preferences' | 'unsubscribe'>, token: string): Promise<{ message_type: MessageType; pretty_name: string }> {
  const found = await deps.unsubscribe.resolve(token);
  if (!found || !found.types.length) throw new NotFoundError('This unsubscribe link is not valid any more. Change your e-mails in Notification Settings.');
  const [reach, saved] = await Promise.all([reachability(deps, found.userId), deps.preferences.get(found.userId)]);
  const byType = { ...saved?.byType };
  for (const type of found.types) byType[type] = { ...choiceFor(saved, type, reach), email: false };
  await deps.preferences.put(found.userId, { byType, timeZone: saved?.timeZone ?? null });
  const first = found.types[0]!;
  return { message_type: first, pretty_name: found.types.map((t) => MESSAGE_TYPE_NAMES[t]).join(', ') };
}
