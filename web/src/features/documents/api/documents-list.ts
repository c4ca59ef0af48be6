import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { LibraryDocumentView } from '@heirloom/shared/contracts/photos';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** GET /documents: newest first, 50 a page; a page with no documents ends the list, as with photos. */
export const documentsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: documentKeys.lists,
    queryFn: ({ pageParam, signal }) => api(endpoints.listDocuments, pageParam ? { page: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.documents.length === 0 ? undefined : (last.next_page ?? undefined)),
  });

export function useDocumentsList() {
  const result = useInfiniteQuery(documentsListQueryOptions());
  const pages = result.data?.pages;
  const documents = useMemo(() => {
    const seen = new Set<string>();
    const all: LibraryDocumentView[] = [];
    for (const page of pages ?? []) {
      for (const document of page.documents) {
        if (seen.has(document.id)) continue;
        seen.add(document.id);
        all.push(document);
      }
    }
    return all;
  }, [pages]);
  return { ...result, documents };
}
