// @vitest-environment jsdom
import type { DashboardResponse } from '@heirloom/shared/contracts/home';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeKeys } from '../../../web/src/features/home/api/dashboard';
import { makeUser, renderApp, resetAppAroundEachTest, signedInServer, testQueryClient } from './helpers';

/**
 * /people loads the people grid's code alongside the list when the family's tree is known to have
 * people, as home's dashboard said (tree_has_people); it followed user.has_people, which nothing
 * ever set, so the grid always waited for the list.
 */
resetAppAroundEachTest();

const grid = vi.hoisted(() => ({ requested: 0 }));
vi.mock('../../../web/src/features/people/components/people-grid', async (importOriginal) => {
  grid.requested++;
  return importOriginal();
});

const dashboard = (treeHasPeople: boolean): DashboardResponse => ({
  invites: [],
  missing_files: { files: [], next_page: null },
  unnamed: { people: [], new_count: 0, next_page: null },
  messages: { messages: [], unread_count: 0, cursor: null },
  tree_has_people: treeHasPeople,
  family_invited: true,
});

describe("the people grid's code", () => {
  it('loads while the list is still on its way when the dashboard said the tree has people', async () => {
    const requests = signedInServer(makeUser({ new_user: false }), { 'GET /api/people': () => new Promise<Response>(() => undefined) });
    const queryClient = testQueryClient();
    queryClient.setQueryData(homeKeys.dashboard, dashboard(true));
    renderApp('/people', undefined, queryClient);
    expect(await screen.findByRole('heading', { name: 'People' })).toBeTruthy();
    await vi.waitFor(() => expect(grid.requested).toBe(1));
    // The list never answered: the grid was asked for on the dashboard's word alone.
    expect(requests.some((request) => request.url.startsWith('/api/people'))).toBe(true);
  });
});
