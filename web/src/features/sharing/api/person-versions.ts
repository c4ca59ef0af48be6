import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const versionsKey = (personId: string) => ['sharing', 'person-versions', personId] as const;

/** GET /person/{id}/versions: the person now and the versions before. */
export const usePersonVersions = (personId: string) =>
  useQuery({ queryKey: versionsKey(personId), queryFn: ({ signal }) => api(endpoints.getPersonVersions, { params: { id: personId }, signal }), enabled: personId !== '' });

/** POST /person/{id}/version: 'use' the newer version, or 'keep' the current one. People lists and pages read again. */
export function useChoosePersonVersion(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'use' | 'keep') => api(endpoints.choosePersonVersion, { choice }, { params: { id: personId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: versionsKey(personId) });
      // The family-history root every people, events and tree query starts with (by convention).
      void queryClient.invalidateQueries({ queryKey: ['family'] });
    },
  });
}
