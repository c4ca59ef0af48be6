import type { QueryClient } from '@tanstack/react-query';

/** The charts' query keys start with this (features/tree/api/keys.ts). */
export const CHARTS_ROOT = 'tree' as const;

/**
 * Who is whose parent or partner changed (a parent added or unlinked, a birth's people edited):
 * the family-history pages ('family', the root people and events share) and the charts read it again.
 */
export function refreshRelationships(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['family'] }), queryClient.invalidateQueries({ queryKey: [CHARTS_ROOT] })]).then(() => undefined);
}
