import type { DropboxFolderResponse, DropboxThumbnailsResponse } from '@heirloom/shared/contracts/sources';
import { ProviderAuthError, ProviderItemError } from '../../ports/sources';
import { ConflictError, NotFoundError } from '../errors';
import type { SourcesDeps } from './deps';
import { accessTokenFor, SIGN_IN_EXPIRED } from './links';

/** GET /dropbox/folder: one page of a folder, through the back end (the token never leaves it). */
export async function dropboxFolder(deps: SourcesDeps, userId: string, path: string, cursor?: string): Promise<DropboxFolderResponse> {
  const token = await accessTokenFor(deps, userId, 'dropbox');
  return providerCall(() => deps.dropbox.listFolder(token, path, cursor));
}

/** POST /dropbox/thumbnails: up to 25 w480h320 thumbnails in one provider call. */
export async function dropboxThumbnails(deps: SourcesDeps, userId: string, paths: readonly string[]): Promise<DropboxThumbnailsResponse> {
  const token = await accessTokenFor(deps, userId, 'dropbox');
  return { thumbnails: await providerCall(() => deps.dropbox.thumbnails(token, paths)) };
}

async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderAuthError) throw new ConflictError(SIGN_IN_EXPIRED);
    if (error instanceof ProviderItemError) throw new NotFoundError('That Dropbox folder does not exist any more');
    throw error;
  }
}
