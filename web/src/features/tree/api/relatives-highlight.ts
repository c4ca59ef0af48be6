import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { RelativesResponse } from '@heirloom/shared/contracts/relationships';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RelationChoice } from '../../../lib/relation-choice';
import { treeKeys } from './keys';

/** Pages of the relatives list read for a highlight: the drawing shows far fewer people than this. */
const HIGHLIGHT_PAGES = 6;

export interface RelativesHighlight {
  ids: ReadonlySet<string>;
  /** More relatives than were read (a very large branch): the nearest are marked. */
  more: boolean;
}

/**
 * The people a relationship filter names around the centre, to mark on the tree (issue 34 item 2):
 * GET /person/{id}/relatives, nearest generations first, up to HIGHLIGHT_PAGES pages of 50.
 */
export function useRelativesHighlight(personId: string | null, choice: RelationChoice | null) {
  const ready = Boolean(personId && choice && (choice.relation !== 'branch' || choice.partnerId));
  return useQuery({
    queryKey: [...treeKeys.all, 'highlight', personId, choice?.relation, choice?.degree, choice?.partnerId ?? null] as const,
    enabled: ready,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<RelativesHighlight> => {
      const { relation, degree, partnerId } = choice!;
      const ids = new Set<string>();
      let cursor: string | null = null;
      for (let page = 0; page < HIGHLIGHT_PAGES; page++) {
        const query = { relation, ...(relation === 'cousins' ? { degree } : {}), ...(relation === 'branch' ? { partner_id: partnerId } : {}), ...(cursor ? { cursor } : {}) };
        const reply: RelativesResponse = await api(endpoints.getPersonRelatives, query, { params: { id: personId! }, signal });
        for (const person of reply.people) ids.add(person.id);
        cursor = reply.cursor;
        if (!cursor) break;
      }
      return { ids, more: cursor !== null };
    },
  });
}
