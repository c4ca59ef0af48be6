import { PHOTO_SEARCH_LIMIT, type PhotoSearchResponse } from '@heirloom/shared/contracts/photos';
import { isInLibrary, viewOf, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';
import { matchesEveryWord, searchWords } from '../family/text-keys';
import { photoSearchWords } from './photo-words';
import { photoViewsOf } from './views';

/** Index entries a search reads for the longest typed word, before checking the other words on each photo. */
export const PHOTO_SEARCH_READ = 300;

/**
 * GET /photos/search?q=: the family's photos and videos whose caption or file name has a word
 * starting with each typed word ('gran 80' finds "Grandma's 80th"), newest taken first. One Query
 * of the word index for the longest word (the fewest entries), then each photo read is checked
 * against every word as it is now, so an entry left by an edit or a delete a moment ago finds nothing.
 * `has_more`: more photos matched than were sent, or may have (the longest word had more entries
 * than a search reads).
 */
export async function searchPhotos(deps: Pick<LibraryDeps, 'photos' | 'uploaders' | 'signer'>, scope: LibraryScope, q: string): Promise<PhotoSearchResponse> {
  const typed = searchWords(q);
  if (!typed.length) return { photos: [], has_more: false };
  const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
  const view = viewOf(scope);
  // A member whose library is arriving into the family has theirs searched too, as the strip shows it.
  const families = [view.family, ...(view.arriving ? [view.arriving] : [])];
  const found = await Promise.all(families.map((familyId) => deps.photos.photosWithWord(familyId, longest, PHOTO_SEARCH_READ)));
  const photos = (await deps.photos.getPhotos([...new Set(found.flatMap((entries) => entries.photoIds))]))
    .filter((photo) => isInLibrary(photo, scope) && matchesEveryWord(photoSearchWords(photo), typed))
    .sort((a, b) => b.dateSort.localeCompare(a.dateSort) || b.photoId.localeCompare(a.photoId));
  return {
    photos: await photoViewsOf(photos.slice(0, PHOTO_SEARCH_LIMIT), deps),
    has_more: photos.length > PHOTO_SEARCH_LIMIT || found.some((entries) => entries.more),
  };
}
