import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'heirloom.scroll-positions';

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

// Where each page (address with its query) was last scrolled to, this tab only.
const positions: Record<string, number> = typeof window === 'undefined' ? {} : readSaved();

/**
 * A page opens at its #anchor when one is asked for (a link or a typed address such as /#unnamed),
 * waiting for the section to be drawn (home's cards arrive after their data); else where it was
 * last scrolled to in this tab (Back, Forward, a reload, a link to it again); else at the top. Positions are kept per address, not per history
 * entry: an address opened afresh (typed, bookmarked) would otherwise inherit the position of
 * whatever page was first in the tab. The position is recorded while scrolling, not when leaving:
 * by the time the next page is drawn, a shorter page has already pulled the scroll position up.
 * A prerendered page the reader has already scrolled before the app took it over stays where they put it.
 */
export function useScrollRestoration(): void {
  const { pathname, search, hash } = useLocation();
  const key = `${pathname}${search}`;

  useEffect(() => {
    // The browser would restore before the page's content is drawn, then this would fight it.
    const browserSetting = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = browserSetting;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useEffect(() => {
    const record = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key]);

  const navigationType = useNavigationType();
  const shownKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    const first = shownKey.current === null;
    const sameAddress = shownKey.current === key;
    shownKey.current = key;
    // A prerendered page (web/src/main.tsx) can be read, scrolled and tapped for seconds on a slow
    // phone before hydration draws this first render. Moving it then would pull the page from
    // under the reader, and a tap in progress would end on whatever slid under the finger (a
    // Read More far down /blog was lost that way). The browser opens a page at the top (or at its
    // #anchor), so a page away from the top here was placed by the reader or the browser: keep it.
    if (first && window.scrollY !== 0) return undefined;
    // Back, Forward and a reload return to where the page was left, even with an #anchor; a link
    // to another section of the page already open (<a href="#unnamed">) goes to that section.
    const returning = first ? documentWasReturnedTo() : navigationType === 'POP' && !sameAddress;
    const saved = positions[key];
    const anchorId = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (anchorId && !(returning && saved !== undefined)) return scrollToAnchorWhenDrawn(anchorId);
    window.scrollTo(0, saved ?? 0);
    return undefined;
  }, [key, hash, navigationType]);
}

/** The document was reloaded or came back from the history, rather than opened afresh. */
function documentWasReturnedTo(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** How long a section asked for may take to appear, and how long it is kept in view while the page above it fills in. */
const ANCHOR_WAIT_MS = 10_000;
const ANCHOR_SETTLE_MS = 1_500;

/**
 * Scrolls to the element with this id now or as soon as it is drawn, and keeps it in view while
 * content above it arrives, until the person scrolls themselves. Returns the clean-up.
 */
function scrollToAnchorWhenDrawn(id: string): () => void {
  let foundAt: number | null = null;
  const tryScroll = () => {
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView();
    foundAt ??= Date.now();
  };
  const observer = new MutationObserver(() => {
    if (foundAt !== null && Date.now() - foundAt > ANCHOR_SETTLE_MS) stop();
    else tryScroll();
  });
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop);
  }
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body, { childList: true, subtree: true });
  tryScroll();
  if (foundAt === null) window.scrollTo(0, 0);
  return stop;
}
