import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { FAMILY_ROOT, familyKeys, type CitationParentKind } from './keys';

const ENDPOINTS = {
  person: { get: endpoints.getPersonCitations, save: endpoints.savePersonCitations },
  name: { get: endpoints.getNameCitations, save: endpoints.saveNameCitations },
  note: { get: endpoints.getNoteCitations, save: endpoints.saveNoteCitations },
  event: { get: endpoints.getEventCitations, save: endpoints.saveEventCitations },
} as const;

export type CitationsBody = ApiRequestBody<typeof endpoints.savePersonCitations>;

/** GET /{person|name|note|event}/{id}/citations. */
export const getCitations = (kind: CitationParentKind, id: string, signal?: AbortSignal) =>
  api(ENDPOINTS[kind].get, { params: { id }, signal }).then((r) => r.citations);

export const citationsQueryOptions = (kind: CitationParentKind, id: string) =>
  queryOptions({ queryKey: familyKeys.citations(kind, id), queryFn: ({ signal }) => getCitations(kind, id, signal) });

export const useCitations = (kind: CitationParentKind, id: string) => useQuery(citationsQueryOptions(kind, id));

/** POST /{person|name|note|event}/{id}/citations {citations}: the whole list. */
export const saveCitations = ({ kind, id, citations }: { kind: CitationParentKind; id: string; citations: CitationsBody['citations'] }) =>
  api(ENDPOINTS[kind].save, { citations }, { params: { id } }).then((r) => r.citations);

const SAVE_KEY = [FAMILY_ROOT, 'save-citations'] as const;

export function useSaveCitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: saveCitations,
    onSuccess: (citations, { kind, id }) => queryClient.setQueryData(familyKeys.citations(kind, id), citations),
  });
}

/** Whether a save of these citations (one started as the tab was left) is still on its way. */
export const useSavingCitations = (kind: CitationParentKind, id: string): boolean =>
  useIsMutating({
    mutationKey: SAVE_KEY,
    predicate: (mutation) => {
      const variables = mutation.state.variables as { kind?: string; id?: string } | undefined;
      return variables?.kind === kind && variables.id === id;
    },
  }) > 0;
