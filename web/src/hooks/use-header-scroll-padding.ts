import { useEffect } from 'react';

/** Room left between the sticky top bar and a section scrolled to. */
const GAP_PX = 16;

/**
 * Keeps the page's scroll-padding-top as tall as its sticky top bar (which grows with the trial
 * banner and wraps on a phone), so a section reached by an #anchor, a link to it or
 * scrollIntoView starts just below the bar instead of under it.
 */
export function useHeaderScrollPadding(): void {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return undefined;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingTop = `${Math.ceil(header.getBoundingClientRect().height) + GAP_PX}px`;
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
