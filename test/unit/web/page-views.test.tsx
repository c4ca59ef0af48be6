// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageViews } from '../../../web/src/lib/page-views';
import { fakeServer, json } from './helpers';

function Tracked() {
  usePageViews();
  return <Outlet />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the page-view beacon', () => {
  it('sends one view per address shown, as a route pattern, with the referrer only on arrival', async () => {
    const requests = fakeServer({ 'POST /api/page_views': () => json(200, { received: true }) });
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example.org/item?id=7');
    const router = createMemoryRouter(
      [{ Component: Tracked, children: [{ path: 'blog', element: 'list' }, { path: 'blog/:slug', element: 'post' }] }],
      { initialEntries: ['/blog/first-post'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/blog/second-post'));
    await act(() => router.navigate('/blog/second-post?utm=x'));
    await act(() => router.navigate('/blog'));

    expect(requests.map((request) => request.body)).toEqual([
      { route: '/blog/:slug', referrer: 'https://news.example.org/item?id=7' },
      { route: '/blog/:slug' },
      { route: '/blog' },
    ]);
    for (const request of requests) {
      expect(request).toMatchObject({ method: 'POST', url: '/api/page_views', credentials: 'same-origin' });
      expect(request.headers['x-requested-with']).toBe('heirloom');
    }
  });
});
