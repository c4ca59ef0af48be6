import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { FamilyRole } from '@heirloom/shared/contracts/family-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { familyMembersQuery } from '../../../lib/family-role';

/** GET /family/members: the members panel (roles and what each added). */
export const useFamilyMembersPanel = () => useQuery(familyMembersQuery());

/** POST /family/members/{userId}/role: an admin makes a member an admin, or an admin a member. */
export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: FamilyRole }) => api(endpoints.setMemberRole, { role }, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyMembersQuery().queryKey }),
  });
}
