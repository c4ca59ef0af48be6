import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The sharing feature's own key, so no other feature's query can answer for it. */
const duplicatesKey = ['sharing', 'duplicates'] as const;

/** GET /people/duplicates: likely duplicates (trees met, same names and birth year, faces split in two). */
export const useDuplicates = () => useQuery({ queryKey: duplicatesKey, queryFn: ({ signal }) => api(endpoints.listDuplicates, { signal }) });

/** DELETE /people/duplicates/{pairId}: 'Not the same person'. */
export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pairId: string) => api(endpoints.dismissDuplicate, { params: { pairId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: duplicatesKey }),
  });
}
