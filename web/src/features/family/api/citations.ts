import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { familyKeys, type CitationParentKind } from './keys';

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

export function useSaveCitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCitations,
    onSuccess: (citations, { kind, id }) => queryClient.setQueryData(familyKeys.citations(kind, id), citations),
  });
}
