import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { DocumentDetail } from '@heirloom/shared/contracts/photos';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** The id the viewer takes for a photo being turned into a document (spec 001: "'new' is a special id"). */
export const NEW_DOCUMENT_ID = 'new';

/**
 * GET /document/{id}?page=n: the document and up to 50 of its pages from page n; next_page names
 * the page to ask for next. /document/new?image_id= previews a photo as a document (nothing saved).
 */
export const documentQueryOptions = (id: string, imageId: string | null) =>
  infiniteQueryOptions({
    queryKey: documentKeys.detail(id, imageId),
    queryFn: ({ pageParam, signal }) =>
      api(endpoints.getDocument, { ...(pageParam > 1 ? { page: pageParam } : {}), ...(imageId ? { image_id: imageId } : {}) }, { params: { id }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.document.pages.length === 0 ? undefined : (last.document.next_page ?? undefined)),
  });

export function useDocument(id: string, imageId: string | null) {
  const result = useInfiniteQuery(documentQueryOptions(id, imageId));
  const pages = result.data?.pages;
  const document = useMemo((): DocumentDetail | undefined => {
    if (!pages?.length) return undefined;
    const last = pages.at(-1)!.document;
    return { ...last, pages: pages.flatMap((page) => page.document.pages) };
  }, [pages]);
  return { ...result, document };
}
