import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { attachedList } from './attached-list';
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

/** POST /{person|name|note|event}/{id}/citations {citations}: the whole list. */
export const saveCitations = ({ kind, id, citations }: { kind: CitationParentKind; id: string; citations: CitationsBody['citations'] }) =>
  api(ENDPOINTS[kind].save, { citations }, { params: { id } }).then((r) => r.citations);

const citations = attachedList({ what: 'citations', queryKey: familyKeys.citations, get: getCitations, save: saveCitations });

export const citationsQueryOptions = citations.queryOptions;
export const useCitations = citations.useList;
export const useSaveCitations = citations.useSave;
/** Whether a save of these citations (one started as the tab was left) is still on its way. */
export const useSavingCitations = citations.useSaving;
