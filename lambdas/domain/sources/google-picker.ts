import { GOOGLE_PAGE_SIZE, type DropboxThumbnailsResponse, type GoogleMediaItemsResponse, type GoogleSessionView } from '@heirloom/shared/contracts/sources';
import { uploadKind } from '@heirloom/shared/uploads';
import { ProviderAuthError, ProviderItemError, ProviderNotReadyError, type PickingSession } from '../../ports/sources';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { SourcesDeps } from './deps';
import { accessTokenFor, SIGN_IN_EXPIRED_FOR } from './links';

/**
 * Google Photos through its Picker API: the Library API no longer reads a person's whole library,
 * so the person picks in Google's own picker (a session), and the app lists what was picked.
 * Every call goes through the back end with the person's (refreshed) token.
 */
export async function createPickingSession(deps: SourcesDeps, userId: string): Promise<GoogleSessionView> {
  const token = await accessTokenFor(deps, userId, 'google');
  return sessionView(await googleCall(() => deps.google.createSession(token)));
}

export async function pickingSession(deps: SourcesDeps, userId: string, sessionId: string): Promise<GoogleSessionView> {
  const token = await accessTokenFor(deps, userId, 'google');
  return sessionView(await googleCall(() => deps.google.getSession(token, sessionId)));
}

/**
 * DELETE /google/sessions/{id}: the person is done with a picking session (cancelled it, went
 * back to pick more, or left the page). Google's guide asks apps to delete sessions once their
 * items are retrieved; the picked items cannot be read after that, so the session is deleted
 * now only when none of its items is still waiting to be fetched, else by the import of its last one.
 */
export async function releasePickingSession(deps: SourcesDeps, userId: string, sessionId: string): Promise<void> {
  if (await deps.pickingSessions.release(userId, sessionId)) await deletePickingSession(deps, userId, sessionId);
}

/** Deletes the session at Google and forgets it; a link that is gone or expired leaves it to Google's own expiry. */
export async function deletePickingSession(deps: SourcesDeps, userId: string, sessionId: string): Promise<void> {
  try {
    const token = await accessTokenFor(deps, userId, 'google');
    await deps.google.deleteSession(token, sessionId);
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof ProviderAuthError || error instanceof ProviderItemError)) throw error;
  }
  await deps.pickingSessions.forget(userId, sessionId);
}

/** One page (100, spec 001 section 7) of the picked items that are photos. */
export async function pickedItems(deps: SourcesDeps, userId: string, sessionId: string, pageToken?: string): Promise<GoogleMediaItemsResponse> {
  const token = await accessTokenFor(deps, userId, 'google');
  const page = await googleCall(() => deps.google.listMediaItems(token, sessionId, GOOGLE_PAGE_SIZE, pageToken));
  return {
    items: page.items
      .filter((item) => uploadKind(item.filename) === 'image' || item.mimeType.startsWith('image/'))
      .map((item) => ({ id: item.id, name: item.filename, created: item.createTime, mime_type: item.mimeType, base_url: item.baseUrl })),
    next_page_token: page.nextPageToken,
  };
}

/** POST /google/thumbnails: up to 25, fetched side by side; one that fails is left out. */
export async function googleThumbnails(deps: SourcesDeps, userId: string, baseUrls: readonly string[]): Promise<DropboxThumbnailsResponse> {
  for (const url of baseUrls) assertGoogleMediaUrl(deps, url);
  const token = await accessTokenFor(deps, userId, 'google');
  const answers = await Promise.all(baseUrls.map(async (url) => [url, await deps.google.thumbnail(token, url).catch(() => null)] as const));
  return { thumbnails: Object.fromEntries(answers.filter((answer): answer is readonly [string, string] => answer[1] !== null)) };
}

/** The person's token is only ever sent to Google's media host: a forged address is refused. */
export function assertGoogleMediaUrl(deps: Pick<SourcesDeps, 'googleMediaUrl'>, url: string) {
  if (!url.startsWith(deps.googleMediaUrl)) throw new ValidationError('That is not a Google Photos item', { base_url: ['Not a Google Photos address'] });
}

function sessionView(session: PickingSession): GoogleSessionView {
  return { id: session.id, picker_uri: session.pickerUri, media_items_set: session.mediaItemsSet, poll_interval_ms: session.pollIntervalMs, expire_time: session.expireTime };
}

async function googleCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderAuthError) throw new ConflictError(SIGN_IN_EXPIRED_FOR.google);
    if (error instanceof ProviderNotReadyError) throw new ConflictError('Finish picking your photos in Google Photos first.');
    if (error instanceof ProviderItemError) throw new NotFoundError('That Google Photos picking session has ended. Start picking again.');
    throw error;
  }
}
