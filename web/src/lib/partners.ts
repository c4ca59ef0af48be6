import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface Partner {
  id: string;
  name: string;
}

/**
 * A person's partners in a depth-1 family graph: the marriage links, and the other parents of
 * their children (a couple without a marriage event still has a branch).
 */
export function partnersIn(graph: GraphResponse, personId: string): Partner[] {
  const names = new Map(graph.nodes.map((node) => [node.key, node.name]));
  const children = new Set(graph.links.filter((link) => link.category !== 'marriage' && link.from === personId).map((link) => link.to));
  const ids = new Set<string>();
  for (const link of graph.links) {
    if (link.category === 'marriage' && (link.from === personId || link.to === personId)) ids.add(link.from === personId ? link.to : link.from);
    else if (link.category !== 'marriage' && children.has(link.to) && link.from !== personId) ids.add(link.from);
  }
  return [...ids].map((id) => ({ id, name: names.get(id) || 'Unnamed person' }));
}

/** GET /relationships/{id}?depth=1: the partners a branch filter offers for this person. */
export const usePartners = (personId: string | undefined) =>
  useQuery({
    queryKey: ['family', 'partners', personId] as const,
    queryFn: async ({ signal }) => partnersIn(await api(endpoints.getRelationships, { depth: 1 }, { params: { personId: personId! }, signal }), personId!),
    enabled: Boolean(personId),
    staleTime: 60_000,
  });
