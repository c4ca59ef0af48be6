import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * What the shell needs of the faces API on every page (the realtime refresh and the snackbar about
 * people made from faces); the rest of it (./faces.ts) loads with the pages that show faces.
 */

/**
 * Faces queries live under ['faces']; a change to who a face is also refreshes the photo lists
 * (a person's photos) and the family's people ('family' root: names, icons).
 */
export const faceKeys = {
  all: ['faces'] as const,
  photo: (photoId: string) => ['faces', 'photo', photoId] as const,
  unnamed: ['faces', 'unnamed'] as const,
  seenOnce: ['faces', 'seen-once'] as const,
  persons: (q: string) => ['family', 'persons', q] as const,
};

/** GET /faces/unnamed: people made from faces, waiting for a name. */
export const useUnnamedPeople = () =>
  useQuery({ queryKey: faceKeys.unnamed, queryFn: ({ signal }) => api(endpoints.listUnnamedPeople, {}, { signal }) });

/** POST /faces/unnamed/announced: the snackbar has told about these people. */
export function useAnnounceUnnamed() {
  return useMutation({ mutationFn: (personIds: string[]) => api(endpoints.announceUnnamedPeople, { person_ids: personIds }) });
}
