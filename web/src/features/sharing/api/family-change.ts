import type { QueryClient } from '@tanstack/react-query';

/**
 * After joining or leaving, everything the family shares looks different: read it all again.
 * Its own module: the shell's family-change notices need it on every page, the invite calls do not.
 */
export function refreshAfterFamilyChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'sharing' || query.queryKey[1] !== 'invite' });
}
