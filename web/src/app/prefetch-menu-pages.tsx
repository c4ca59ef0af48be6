import { useEffect } from 'react';
import { useUser } from '../features/accounts/api/user';
import { NAV_ITEMS } from '../features/shell/nav/nav-items';
import { prefetchPages } from './router';

/** After the first page is drawn and the browser is idle: long enough that its own requests come first. */
const AFTER_MS = 1_500;

/** The menu's own pages (Photos, People, Family Tree, Timeline…), the places a family goes next. */
const MENU_PAGES = NAV_ITEMS.flatMap((item) => (item.to ? [item.to.split('?')[0]!] : []));

/**
 * Once someone is signed in and the first page is drawn, the code of the menu's pages is fetched
 * while the browser is idle, so choosing one draws it without waiting for its code: a round trip or
 * more per page over a real network after each release. (Locally, with the code already cached, the
 * timeline from the menu gains 6%: bench timelineAndPhotoPage.) Not on a connection that asks to
 * save data.
 */
export function PrefetchMenuPages() {
  const signedIn = Boolean(useUser().data);
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!signedIn || saveData) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const run = () => prefetchPages(MENU_PAGES);
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : undefined;
      if (idle === undefined) run();
    }, AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [signedIn]);
  return null;
}
