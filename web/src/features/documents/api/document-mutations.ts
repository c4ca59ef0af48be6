import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { DocumentDetail, SaveDocumentRequest } from '@heirloom/shared/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PHOTO_LISTS_QUERY_KEY } from '../../../lib/photo-list-cache';
import { removeDocumentsFromList, removePhotoFromPhotoLists } from './document-cache';
import { documentKeys } from './keys';

/** The user (space used): the accounts feature's key, refreshed after deletes. */
const USER_QUERY_KEY = ['accounts', 'user'] as const;
/** The photo map and location lists (the places feature's root), whose counts conversions change. */
const PLACES_ROOT = ['places'] as const;

/**
 * POST /document/{id}: title, publication and author. For 'new', `image_id` names the photo that
 * becomes the document, and it leaves the photo lists.
 */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: string; fields: SaveDocumentRequest }): Promise<DocumentDetail> => (await api(endpoints.saveDocument, fields, { params: { id } })).document,
    onSuccess: (document, { fields }) => {
      if (fields.image_id) {
        removePhotoFromPhotoLists(queryClient, fields.image_id);
        void queryClient.invalidateQueries({ queryKey: PHOTO_LISTS_QUERY_KEY, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: PLACES_ROOT });
      }
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists });
      void queryClient.invalidateQueries({ queryKey: documentKeys.details(document.id) });
    },
  });
}

/** POST /document/delete: the documents and their files go, and their space is freed. */
export function useDeleteDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api(endpoints.deleteDocuments, ids),
    onSuccess: (_result, ids) => {
      removeDocumentsFromList(queryClient, ids);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** POST /document/{id}/to_photo ('This is a photo'): it leaves the documents and joins the photos again. */
export function useDocumentToPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api(endpoints.documentToPhoto, { params: { id } })).photo,
    onSuccess: (photo) => {
      removeDocumentsFromList(queryClient, [photo.id]);
      void queryClient.invalidateQueries({ queryKey: PHOTO_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PLACES_ROOT });
    },
  });
}
