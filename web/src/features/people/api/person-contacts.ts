import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { FAMILY_ROOT, peopleKeys } from './keys';

/** GET /person/{id}/contacts: e-mail addresses, phone numbers and websites. */
export const getPersonContacts = (id: string, signal?: AbortSignal) =>
  api(endpoints.getPersonContacts, { params: { id }, signal }).then((r) => r.contacts);

export const personContactsQueryOptions = (id: string) =>
  queryOptions({ queryKey: peopleKeys.contacts(id), queryFn: ({ signal }) => getPersonContacts(id, signal) });

export const usePersonContacts = (id: string) => useQuery(personContactsQueryOptions(id));

export type ContactsBody = ApiRequestBody<typeof endpoints.savePersonContacts>;

/** POST /person/{id}/contacts: the whole list. */
export const savePersonContacts = ({ id, contacts }: { id: string; contacts: ContactsBody }) =>
  api(endpoints.savePersonContacts, contacts, { params: { id } }).then((r) => r.contacts);

const SAVE_CONTACTS_KEY = [FAMILY_ROOT, 'save-contacts'] as const;

export function useSavePersonContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_CONTACTS_KEY,
    mutationFn: savePersonContacts,
    onSuccess: (contacts, { id }) => queryClient.setQueryData(peopleKeys.contacts(id), contacts),
  });
}

/** Whether a save of this person's contacts is still on its way. */
export const useSavingContacts = (id: string): boolean =>
  useIsMutating({ mutationKey: SAVE_CONTACTS_KEY, predicate: (mutation) => (mutation.state.variables as { id?: string } | undefined)?.id === id }) > 0;
