// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { DuplicatesScreen } from '../../../web/src/features/duplicates/components/duplicates-screen';
import { fakeServer, installBrowserStubs, json, resetAppAroundEachTest, testQueryClient, testRealtimeClient } from './helpers';

resetAppAroundEachTest();

describe('/duplicates', () => {
  it('keeps loading through pages that come back empty with a next one, and says there are none only at the end', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = fakeServer({
      'GET /api/duplicates': async (request) => {
        // The first request read its share of pairs marked "Not duplicates" and found no group yet.
        if (!new URL(request.url, 'http://localhost').searchParams.get('page')) return json(200, { groups: [], next_page: 'd0500' });
        await held;
        return json(200, { groups: [], next_page: null });
      },
    });
    installBrowserStubs();
    const router = createMemoryRouter([{ path: '*', element: <DuplicatesScreen /> }], { initialEntries: ['/duplicates'] });
    render(
      <AppProvider queryClient={testQueryClient()} realtimeClient={testRealtimeClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    // The screen asks again from where the server stopped, showing it is still loading meanwhile.
    await expect.poll(() => requests.some((request) => request.url.includes('page=d0500'))).toBe(true);
    expect(screen.getByLabelText('Loading duplicates')).toBeTruthy();
    expect(screen.queryByText('No duplicates found')).toBeNull();
    release();
    expect(await screen.findByText('No duplicates found')).toBeTruthy();
  });
});
