import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const memoryKeys = {
  all: ['memories'] as const,
  day: (date: string) => ['memories', date] as const,
};

/** GET /memories?date=: what the family's photos and tree recall on that day of the year. */
export const useMemories = (date: string) =>
  useQuery({
    queryKey: memoryKeys.day(date),
    queryFn: ({ signal }) => api(endpoints.getMemories, { date }, { signal }),
    // A day's memories change only with new photos or dates: no need to read them again on every visit.
    staleTime: 10 * 60 * 1000,
  });
