import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { ExternalSystemType, LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { api } from '../../../lib/api-client';
import { externalSystemsQuery } from '../../../lib/external-systems';

export { externalSystemsQuery };

export const useExternalSystems = () => useQuery(externalSystemsQuery());

/** POST /external_system: saves the link (the Dropbox token from the sign-in's URL hash). */
export function useLinkExternalSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkExternalSystemRequest) => api(endpoints.linkExternalSystem, body),
    onSuccess: async () => {
      // Back from a sign-in, the page's first read of the list is sent with this link. Invalidating
      // a query that has no data yet only waits for that read, which may have been answered before
      // the link was saved; cancelled first, the list is read again after it.
      await queryClient.cancelQueries({ queryKey: ['external-systems'] });
      await queryClient.invalidateQueries({ queryKey: ['external-systems'] });
    },
  });
}

/** DELETE /external_system/{system_type}: forgets the link and its tokens; imported photos stay. */
export function useUnlinkExternalSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (systemType: ExternalSystemType) => api(endpoints.unlinkExternalSystem, { params: { system_type: systemType } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['external-systems'] }),
  });
}
