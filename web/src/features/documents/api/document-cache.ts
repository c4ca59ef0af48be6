import type { DocumentsResponse } from './types';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PhotosResponse } from '@heirloom/shared/contracts/photos';
import { PHOTO_LISTS_QUERY_KEY } from '../../../lib/photo-list-cache';
import { documentKeys } from './keys';

/** A document deleted or turned back into a photo leaves the documents list (spec 000 section 4). */
export function removeDocumentsFromList(queryClient: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  queryClient.setQueryData<InfiniteData<DocumentsResponse, string | null>>(documentKeys.lists, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, documents: page.documents.filter((document) => !gone.has(document.id)) })) } : data,
  );
  for (const id of ids) queryClient.removeQueries({ queryKey: documentKeys.details(id) });
}

/** A photo made into a document leaves every photo list on screen (spec 000 section 4). */
export function removePhotoFromPhotoLists(queryClient: QueryClient, photoId: string): void {
  queryClient.setQueriesData<InfiniteData<PhotosResponse, string | null>>({ queryKey: PHOTO_LISTS_QUERY_KEY }, (data) =>
    data?.pages ? { ...data, pages: data.pages.map((page) => (page.photos.some((photo) => photo.id === photoId) ? { ...page, photos: page.photos.filter((photo) => photo.id !== photoId) } : page)) } : data,
  );
  queryClient.removeQueries({ queryKey: ['photos', 'detail', photoId] });
}
