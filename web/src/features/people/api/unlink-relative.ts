import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnlinkRelativeRequest } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { refreshRelationships } from '../../../lib/tree-changed';

export interface UnlinkRelativeInput extends UnlinkRelativeRequest {
  personId: string;
}

/** POST /person/{id}/unlink: the relative leaves the birth or marriage that linked them to the person. */
export const unlinkRelative = ({ personId, ...request }: UnlinkRelativeInput) => api(endpoints.unlinkRelative, request, { params: { id: personId } });

export function useUnlinkRelative() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkRelative, onSuccess: () => refreshRelationships(queryClient) });
}
