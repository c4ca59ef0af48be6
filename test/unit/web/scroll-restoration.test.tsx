// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from '../../../web/src/hooks/use-scroll-restoration';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let navigate: NavigateFunction;

function Layout() {
  useScrollRestoration();
  navigate = useNavigate();
  return <Outlet />;
}

function App() {
  return useRoutes([{ Component: Layout, children: [{ path: 'a', element: 'page a' }, { path: 'b', element: 'page b' }] }]);
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  it('opens a new page at the top and a page seen before where it was left, per address', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App />
      </MemoryRouter>,
    );
    scrollTo(640);

    await act(async () => navigate('/b'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    scrollTo(90);

    await act(async () => navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 640);

    await act(async () => navigate('/b?sort=name'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0); // another query is another address

    await act(async () => navigate('/b'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 90);
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
