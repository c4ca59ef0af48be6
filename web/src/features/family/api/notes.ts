import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { FAMILY_ROOT, familyKeys, type NoteParentKind } from './keys';

const ENDPOINTS = {
  person: { get: endpoints.getPersonNotes, save: endpoints.savePersonNotes },
  name: { get: endpoints.getNameNotes, save: endpoints.saveNameNotes },
  event: { get: endpoints.getEventNotes, save: endpoints.saveEventNotes },
} as const;

export type NotesBody = ApiRequestBody<typeof endpoints.savePersonNotes>;

/** GET /{person|name|event}/{id}/notes. */
export const getNotes = (kind: NoteParentKind, id: string, signal?: AbortSignal) =>
  api(ENDPOINTS[kind].get, { params: { id }, signal }).then((r) => r.notes);

export const notesQueryOptions = (kind: NoteParentKind, id: string) =>
  queryOptions({ queryKey: familyKeys.notes(kind, id), queryFn: ({ signal }) => getNotes(kind, id, signal) });

export const useNotes = (kind: NoteParentKind, id: string) => useQuery(notesQueryOptions(kind, id));

/** POST /{person|name|event}/{id}/notes {notes}: the whole list; an emptied note is removed. */
export const saveNotes = ({ kind, id, notes }: { kind: NoteParentKind; id: string; notes: NotesBody['notes'] }) =>
  api(ENDPOINTS[kind].save, { notes }, { params: { id } }).then((r) => r.notes);

const SAVE_KEY = [FAMILY_ROOT, 'save-notes'] as const;

export function useSaveNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: saveNotes,
    onSuccess: (notes, { kind, id }) => queryClient.setQueryData(familyKeys.notes(kind, id), notes),
  });
}

/** Whether a save of these notes (one started as the tab was left) is still on its way. */
export const useSavingNotes = (kind: NoteParentKind, id: string): boolean =>
  useIsMutating({
    mutationKey: SAVE_KEY,
    predicate: (mutation) => {
      const variables = mutation.state.variables as { kind?: string; id?: string } | undefined;
      return variables?.kind === kind && variables.id === id;
    },
  }) > 0;
