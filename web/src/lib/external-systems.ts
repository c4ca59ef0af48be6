import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from './api-client';

/**
 * GET /external_system: the linked systems with their image counts, and where each sign-in starts
 * (null where the stage has no app for that provider). The photo sources list it; sharing reads
 * from it whether the stage has a Facebook app.
 */
export const externalSystemsQuery = () =>
  queryOptions({ queryKey: ['external-systems'], queryFn: ({ signal }) => api(endpoints.listExternalSystems, { signal }), staleTime: 30_000 });
