import { FACEBOOK_PAGE_SIZE, type FacebookPhotosResponse } from '@heirloom/shared/contracts/sources';
import { ProviderAuthError } from '../../ports/sources';
import { ConflictError } from '../errors';
import type { SourcesDeps } from './deps';
import { accessTokenFor, SIGN_IN_EXPIRED_FOR } from './links';

/** GET /facebook/photos: one page (25) of the photos the person uploaded to Facebook, newest first. */
export async function facebookPhotos(deps: SourcesDeps, userId: string, after?: string): Promise<FacebookPhotosResponse> {
  const token = await accessTokenFor(deps, userId, 'facebook');
  try {
    const page = await deps.facebook.listPhotos(token, FACEBOOK_PAGE_SIZE, after);
    return {
      photos: page.photos.map((photo) => ({ id: photo.id, caption: photo.caption, created: photo.createdTime, place: photo.placeName, thumbnail: photo.thumbnailUrl })),
      after: page.after,
    };
  } catch (error) {
    if (error instanceof ProviderAuthError) throw new ConflictError(SIGN_IN_EXPIRED_FOR.facebook);
    throw error;
  }
}
