import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { attachedList } from './attached-list';
import { familyKeys, type NoteParentKind } from './keys';

const ENDPOINTS = {
  person: { get: endpoints.getPersonNotes, save: endpoints.savePersonNotes },
  name: { get: endpoints.getNameNotes, save: endpoints.saveNameNotes },
  event: { get: endpoints.getEventNotes, save: endpoints.saveEventNotes },
} as const;

export type NotesBody = ApiRequestBody<typeof endpoints.savePersonNotes>;

/** GET /{person|name|event}/{id}/notes. */
export const getNotes = (kind: NoteParentKind, id: string, signal?: AbortSignal) =>
  api(ENDPOINTS[kind].get, { params: { id }, signal }).then((r) => r.notes);

/** POST /{person|name|event}/{id}/notes {notes}: the whole list; an emptied note is removed. */
export const saveNotes = ({ kind, id, notes }: { kind: NoteParentKind; id: string; notes: NotesBody['notes'] }) =>
  api(ENDPOINTS[kind].save, { notes }, { params: { id } }).then((r) => r.notes);

const notes = attachedList({ what: 'notes', queryKey: familyKeys.notes, get: getNotes, save: saveNotes });

export const notesQueryOptions = notes.queryOptions;
export const useNotes = notes.useList;
export const useSaveNotes = notes.useSave;
/** Whether a save of these notes (one started as the tab was left) is still on its way. */
export const useSavingNotes = notes.useSaving;
