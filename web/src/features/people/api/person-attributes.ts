import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { FAMILY_ROOT, peopleKeys } from './keys';

const attributesKey = (id: string) => [...peopleKeys.person(id), 'attributes'] as const;

/** GET /person/{id}/attributes: title, occupation, education, religion and other facts. */
export const personAttributesQueryOptions = (id: string) =>
  queryOptions({ queryKey: attributesKey(id), queryFn: ({ signal }) => api(endpoints.getPersonAttributes, { params: { id }, signal }).then((r) => r.attributes) });

export const usePersonAttributes = (id: string) => useQuery(personAttributesQueryOptions(id));

export type AttributesBody = ApiRequestBody<typeof endpoints.savePersonAttributes>;

const SAVE_ATTRIBUTES_KEY = [FAMILY_ROOT, 'save-attributes'] as const;

/** POST /person/{id}/attributes: the whole list. */
export function useSavePersonAttributes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_ATTRIBUTES_KEY,
    mutationFn: ({ id, body }: { id: string; body: AttributesBody }) => api(endpoints.savePersonAttributes, body, { params: { id } }).then((r) => r.attributes),
    onSuccess: (attributes, { id }) => queryClient.setQueryData(attributesKey(id), attributes),
  });
}

/** Whether a save of this person's facts is still on its way. */
export const useSavingAttributes = (id: string): boolean =>
  useIsMutating({ mutationKey: SAVE_ATTRIBUTES_KEY, predicate: (mutation) => (mutation.state.variables as { id?: string } | undefined)?.id === id }) > 0;
