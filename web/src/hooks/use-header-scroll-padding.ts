import { useEffect } from 'react';

/** Room left between the sticky top bar and a section scrolled to. */
const GAP_PX = 16;

/**
 * Keeps the page's scroll-padding-top as tall as its sticky top bar (which grows with the trial
 * banner and wraps on a phone), so a section reached by an #anchor, a link to it or
 * scrollIntoView starts just below the bar instead of under it. The bar's height is also the
 * page's --header-height, for what sticks below the bar (a selection's toolbar): a fixed 4rem
 * left a phone's two-row bar over the toolbar's first line.
 */
/** Where a sticky toolbar or index sits: 8 px below the top bar however tall it is (its --header-height). */
export const STICKY_BELOW_HEADER = 'calc(var(--header-height, 4rem) + 8px)';

export function useHeaderScrollPadding(): void {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return undefined;
    const root = document.documentElement;
    const update = () => {
      const height = Math.ceil(header.getBoundingClientRect().height);
      root.style.scrollPaddingTop = `${height + GAP_PX}px`;
      root.style.setProperty('--header-height', `${height}px`);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
      root.style.removeProperty('--header-height');
    };
  }, []);
}
