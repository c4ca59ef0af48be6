import type { DashboardResponse } from '@heirloom/shared/contracts/home';

/**
 * The home dashboard (spec 001 section 2) is one request: each card's first page is read at once,
 * each through its own paged Query and its own scoping door, and nothing waits for another.
 */
export interface DashboardSources {
  invites(): Promise<DashboardResponse['invites']>;
  missingFiles(): Promise<DashboardResponse['missing_files']>;
  unnamed(): Promise<DashboardResponse['unnamed']>;
  treeHasPeople(): Promise<boolean>;
  familyInvited(): Promise<boolean>;
  messages(): Promise<DashboardResponse['messages']>;
}

export async function dashboard(sources: DashboardSources): Promise<DashboardResponse> {
  const [invites, missingFiles, unnamed, treeHasPeople, familyInvited, messages] = await Promise.all([
    sources.invites(),
    sources.missingFiles(),
    sources.unnamed(),
    sources.treeHasPeople(),
    sources.familyInvited(),
    sources.messages(),
  ]);
  return { invites, missing_files: missingFiles, unnamed, tree_has_people: treeHasPeople, family_invited: familyInvited, messages };
}
