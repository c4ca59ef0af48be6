import type { FaceView } from '@heirloom/shared/contracts/faces';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { splitTypedName } from '@heirloom/shared/rules/names';
import { api } from '../../../lib/api-client';
import { PHOTO_LISTS_QUERY_KEY } from '../../../lib/photo-list-cache';
import { faceKeys } from './unnamed-people';

export const photoFacesQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: faceKeys.photo(photoId),
    queryFn: async ({ signal }) => (await api(endpoints.getPhotoPeople, { params: { id: photoId }, signal })).faces,
    staleTime: 60_000,
  });

/** GET /photo/{id}/people: the faces in a photo and who they are. */
export const usePhotoFaces = (photoId: string | null) => useQuery({ ...photoFacesQueryOptions(photoId ?? ''), enabled: Boolean(photoId) });

/** GET /persons?q=: people by name, for choosing who a face is. */
export function usePersonChoices(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: faceKeys.persons(q),
    queryFn: async ({ signal }) => (await api(endpoints.searchPersons, { q }, { signal })).persons,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** A name typed for a face, split the spec's way ('Ada Lovelace': first and last). */
export const namesFromText = (text: string) => (text.trim() ? [splitTypedName(text)] : []);

/** After a face changed: the photo's faces, the unnamed people, the strip's cards and the people lists are read again. */
export function useRefreshAfterFaces() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: faceKeys.all }),
      queryClient.invalidateQueries({ queryKey: PHOTO_LISTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['family'] }),
    ]);
}

export type FaceAction =
  | { kind: 'link'; face: FaceView; personId: string }
  | { kind: 'create'; face: FaceView; name: string }
  | { kind: 'name-group'; personId: string; name: string }
  | { kind: 'unlink'; face: FaceView }
  | { kind: 'forget'; face: FaceView }
  | { kind: 'icon'; face: FaceView };

/** Every change to a face, as one mutation (the face menu and the naming section use it). */
export function useFaceAction() {
  const refresh = useRefreshAfterFaces();
  return useMutation({
    mutationFn: async (action: FaceAction) => {
      switch (action.kind) {
        case 'link':
          return (await api(endpoints.linkFace, { params: { id: action.personId, faceId: action.face.id } })).person;
        case 'create':
          return (await api(endpoints.createPerson, { names: namesFromText(action.name) }, { query: { face_id: action.face.id } })).person;
        case 'name-group':
          return (await api(endpoints.savePerson, { names: namesFromText(action.name) }, { params: { id: action.personId } })).person;
        case 'unlink':
          await api(endpoints.unlinkFace, { params: { id: action.face.person_id!, faceId: action.face.id } });
          return null;
        case 'forget':
          await api(endpoints.forgetFace, { params: { id: action.face.person_id ?? 'none', faceId: action.face.id } });
          return null;
        case 'icon':
          return (await api(endpoints.setPersonThumbnail, { params: { id: action.face.person_id!, imageId: action.face.id } })).person;
      }
    },
    onSettled: refresh,
  });
}
