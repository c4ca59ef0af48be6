import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterFamilyChange } from './family-change';
import { sharingKeys } from './keys';

/** GET /family: the user's family members (a family of one until they share). */
export const familyQuery = () => queryOptions({ queryKey: sharingKeys.family, queryFn: ({ signal }) => api(endpoints.getFamily, { signal }) });
export const useFamily = () => useQuery(familyQuery());

/** POST /remove_family/{userId}: remove a member, or leave (one's own id). */
export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api(endpoints.removeFamilyMember, { params: { userId } }),
    onSuccess: () => refreshAfterFamilyChange(queryClient),
  });
}
