import type { UserView } from '@heirloom/shared/contracts/accounts';
import type { DashboardResponse } from '@heirloom/shared/contracts/home';
import type { OnboardingOutcome, OnboardingStep } from '../utils/onboarding-steps';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client';

export const homeKeys = {
  all: ['home'] as const,
  dashboard: ['home', 'dashboard'] as const,
  missingFiles: ['home', 'missing-files'] as const,
};

/** The signed-in user (the accounts feature's key): ending the wizard changes it. */
const USER_QUERY_KEY = ['accounts', 'user'] as const;

/**
 * GET /dashboard: every home card's first page, in one request. `share` hands parts of the answer
 * to other features' queries (the people to name) before any card reads them, so no card asks again.
 */
export const useDashboard = (share: (dashboard: DashboardResponse) => void) =>
  useQuery({
    queryKey: homeKeys.dashboard,
    queryFn: async ({ signal }) => {
      const dashboard = await api(endpoints.getDashboard, { signal });
      share(dashboard);
      return dashboard;
    },
  });

/**
 * Whether the family's tree has people, as the dashboard (home's cards fetch it) says; undefined
 * until it has arrived, and false when it could not be read (the wizard then opens as it always
 * did). It only reads the cache: a second query of the dashboard would put its own options (and
 * no sharing) on the cards' query.
 */
export function useTreeHasPeopleFromDashboard(): boolean | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () => {
      const state = queryClient.getQueryState<DashboardResponse>(homeKeys.dashboard);
      if (state?.data) return state.data.tree_has_people;
      return state?.status === 'error' ? false : undefined;
    },
  );
}

/** GET /missing_files, page after page (the card's 'Show all'). */
export const useMissingFiles = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: homeKeys.missingFiles,
    queryFn: ({ pageParam, signal }) => api(endpoints.listMissingFiles, pageParam ? { page: pageParam } : {}, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_page ?? undefined,
    enabled,
  });

/** POST /user/onboarding { step }: the wizard moved on; the answer is the user with the step kept. */
export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OnboardingStep) => api(endpoints.endOnboarding, { step }),
    onSuccess: ({ user }) => queryClient.setQueryData<UserView | null>(USER_QUERY_KEY, user),
  });
}

/** POST /user/onboarding: the wizard was finished or skipped, on this device and every other. */
export function useEndOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: OnboardingOutcome) => api(endpoints.endOnboarding, { outcome }),
    onSuccess: ({ user }) => queryClient.setQueryData<UserView | null>(USER_QUERY_KEY, user),
  });
}
