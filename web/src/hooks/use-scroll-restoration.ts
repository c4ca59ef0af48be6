import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

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
 * A page opens where it was last scrolled to in this tab (Back, Forward, a reload, a link to it
 * again), else at its #anchor, else at the top. Positions are kept per address, not per history
 * entry: an address opened afresh (typed, bookmarked) would otherwise inherit the position of
 * whatever page was first in the tab. The position is recorded while scrolling, not when leaving:
 * by the time the next page is drawn, a shorter page has already pulled the scroll position up.
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

  useLayoutEffect(() => {
    const saved = positions[key];
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash]);
}
