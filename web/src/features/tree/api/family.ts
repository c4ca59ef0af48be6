import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client';
import { familyLayout } from '../utils/family-layout';
import { KnownFamily } from '../utils/known-family';
import { LAYER_SPACING, PERSON_HEIGHT } from '../utils/layout-input';
import type { TreeLayout } from '../utils/tree-layout';
import { treeKeys } from './keys';

/**
 * Steps from the centre the first drawing asks for: parents and their parents, partners, children,
 * brothers and sisters (small, so the tree is drawn quickly).
 */
export const DRAW_DEPTH = 2;
/**
 * Steps fetched around a drawn centre before anyone clicks: enough that the tree around the
 * parents, partners, brothers, sisters and children on the drawing is known (their grandparents
 * are up to three steps away). The grandparents' own grandparents are four steps away: each
 * grandparent's family is fetched beside it (DRAW_DEPTH around them), which is much less than a
 * fourth step around the centre.
 */
export const PREFETCH_DEPTH = 3;

const stores = new WeakMap<QueryClient, KnownFamily>();
/** What this browser knows of the family, one per query client (so per tab, and per test). */
export function knownFamilyOf(client: QueryClient): KnownFamily {
  let known = stores.get(client);
  if (!known) stores.set(client, (known = new KnownFamily()));
  return known;
}

/** GET /relationships/{personId}?depth=, merged into what the browser knows of the family. */
export const familyGraphOptions = (client: QueryClient, personId: string, depth: number) =>
  queryOptions({
    queryKey: treeKeys.family(personId, depth),
    queryFn: async ({ signal }) => {
      const graph = await api(endpoints.getRelationships, { depth }, { params: { personId }, signal });
      knownFamilyOf(client).merge(graph);
      return graph;
    },
    staleTime: 60_000,
  });

export interface FamilyTree {
  data: TreeLayout | undefined;
  /** The drawing is the previous centre's while the new one's relatives load. */
  isPlaceholderData: boolean;
  /** Fetching what the drawing needs (not the prefetch of what comes next). */
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Layouts are compared by their drawing, so data that changes nothing on screen keeps the view as it is. */
const drawingOf = (layout: TreeLayout) =>
  [...layout.people, ...(layout.folds ?? []).flatMap((fold) => fold.people.map((p) => ({ ...p, x: fold.x, y: fold.y })))].map((p) => `${p.id}@${p.x},${p.y}:${p.name}:${p.years ?? ''}:${p.photo ?? ''}`).join('|') +
  layout.unions.map((u) => `${u.id}:${u.status}`).join('|');

/**
 * The family tree around `centre` (/graph and charts/all): drawn at once from what is known when
 * the centre's relatives are known already, otherwise after fetching them (the previous drawing
 * stays meanwhile). Once drawn, the relatives of everyone on the drawing are fetched in the
 * background, so the next click draws without waiting for the server. Children wider than
 * `rowWidth` (layout units) go on in rows below.
 */
export function useFamilyTree(centre: string | null, rowWidth = Infinity): FamilyTree {
  const client = useQueryClient();
  const known = knownFamilyOf(client);
  const version = useSyncExternalStore(known.subscribe, () => known.version);
  const drawable = centre !== null && known.canDraw(centre);
  const needed = useQuery({ ...familyGraphOptions(client, centre ?? '', DRAW_DEPTH), enabled: centre !== null && !drawable });
  const around = useQuery({ ...familyGraphOptions(client, centre ?? '', PREFETCH_DEPTH), enabled: drawable });

  // The last drawing, kept while the next centre's relatives load (React's "state from the previous render").
  const [last, setLast] = useState<TreeLayout | undefined>(undefined);
  // Drawn once the centre's relatives are known, or (a family too large for one answer) with what came.
  const fetched = needed.isSuccess && needed.data.root === centre;
  const computed = useMemo(
    () => (centre && known.person(centre) && (known.canDraw(centre) || fetched) ? familyLayout(known, centre, rowWidth) : undefined),
    // `version` is what changes when the known family does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [centre, known, version, fetched, rowWidth],
  );
  const layout = computed && last && last.rootId === computed.rootId && drawingOf(last) === drawingOf(computed) ? last : computed;
  if (layout && layout !== last) setLast(layout);

  // Once drawn, the grandparents' families at once (beside the prefetch around the centre)...
  const centreY = layout?.people.find((person) => person.id === layout.rootId)?.y;
  useEffect(() => {
    if (!layout || centreY === undefined) return;
    for (const person of layout.people) {
      if (person.y < centreY - (PERSON_HEIGHT + LAYER_SPACING) && !known.canDraw(person.id)) void client.prefetchQuery(familyGraphOptions(client, person.id, DRAW_DEPTH));
    }
  }, [layout, centreY, known, client]);
  // ...and, once the prefetch has answered, anyone on the drawing still not known well enough to be
  // the next centre (a graph stops at a few hundred people).
  useEffect(() => {
    if (!layout || around.isFetching || !around.isSuccess) return;
    for (const person of layout.people) {
      if (!known.canDraw(person.id)) void client.prefetchQuery(familyGraphOptions(client, person.id, DRAW_DEPTH));
    }
  }, [layout, around.isFetching, around.isSuccess, known, client]);

  const shown = layout ?? last;
  return {
    data: shown,
    isPlaceholderData: shown !== undefined && layout === undefined,
    isFetching: !drawable && needed.isFetching,
    isError: !drawable && needed.isError,
    error: needed.error,
    refetch: () => needed.refetch(),
  };
}
