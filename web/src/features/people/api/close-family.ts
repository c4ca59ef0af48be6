import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { closeFamilyOf } from '../utils/close-family';
import { peopleKeys } from './keys';

/** Two steps: the person's partners and children, their parents, and their parents' other children. */
const CLOSE_FAMILY_DEPTH = 2;

/**
 * GET /relationships/{id}?depth=2, read as the person's partners, children and brothers and sisters
 * (the years of each life come with the graph). Under the family root, so whatever changes the tree
 * (a parent added, a person forgotten) refreshes it.
 */
export const useCloseFamily = (personId: string) =>
  useQuery({
    queryKey: peopleKeys.closeFamily(personId),
    queryFn: ({ signal }) => api(endpoints.getRelationships, { depth: CLOSE_FAMILY_DEPTH }, { params: { personId }, signal }),
    select: (graph) => closeFamilyOf(graph, personId),
  });
