// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from '../../../web/src/hooks/use-scroll-restoration';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Each test opens its page at the top, as a browser does.
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

let navigate: NavigateFunction;

function Layout() {
  useScrollRestoration();
  navigate = useNavigate();
  return <Outlet />;
}

/** A page whose section arrives after its data, as home's cards do. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <section id="unnamed">People to name</section> : <p>Loading</p>;
}

function App() {
  return useRoutes([{ Component: Layout, children: [{ path: 'a', element: 'page a' }, { path: 'b', element: 'page b' }, { path: 'late', Component: LatePage }] }]);
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

  it('leaves a prerendered page where the reader scrolled it before the app took it over, then moves as usual', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // On a slow phone the reader scrolls the prerendered HTML down to a link before hydration ends.
    scrollTo(1340);
    render(
      <MemoryRouter initialEntries={['/b?from=prerender']}>
        <App />
      </MemoryRouter>,
    );
    expect(scrolls).not.toHaveBeenCalled();

    await act(async () => navigate('/a?fresh'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
  });

  it('an address with an #anchor scrolls to its section once the section is drawn, even on a page seen before', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrolledTo: string[] = [];
    // jsdom draws nothing, so it has no scrollIntoView of its own.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolledTo.push(this.id);
      },
    });
    render(
      <MemoryRouter initialEntries={['/late']}>
        <App />
      </MemoryRouter>,
    );
    scrollTo(300); // the page was seen (and scrolled) before in this tab

    await act(async () => navigate('/a'));
    await act(async () => navigate('/late#unnamed'));
    expect(scrolledTo).toEqual([]);
    await act(async () => new Promise((done) => setTimeout(done, 120)));
    expect(scrolledTo).toContain('unnamed');
  });
});
