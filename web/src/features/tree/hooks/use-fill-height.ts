import { useLayoutEffect, useState } from 'react';

/** Under the tree: the phone's bottom bar (4rem, below the md breakpoint) and a little air. */
const BOTTOM_BAR = 64;
const MD = '(min-width: 48rem)';
const AIR = 12;

/** Where the window's visible part ends above the phone's bottom bar, with a little air (px from the window's top). */
export const visibleBottom = (): number => window.innerHeight - (window.matchMedia(MD).matches ? 0 : BOTTOM_BAR) - AIR;
const MIN_HEIGHT = 320;
/**
 * The tree takes at least this share of the window's visible height, the page scrolling to show it
 * (use-reveal-chart.ts): under a person's heading and relationship card the rest of a laptop's
 * window left 320 px, two generations of a four-generation chart.
 */
const MIN_SHARE = 0.6;

/** How tall a tree may be, at the least, in this window (px). */
const minTreeHeight = (): number => Math.max(MIN_HEIGHT, Math.floor(visibleBottom() * MIN_SHARE));

/**
 * The tree fills the window from where it starts down to the bottom bar (or the window's end),
 * whatever the heading, the banner and the find box above it take: a fixed guess put the tree's
 * bottom, and its zoom controls, under a phone's bottom bar.
 */
export function useFillHeight(): [(element: HTMLDivElement | null) => void, string | undefined] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minTreeHeight(), Math.floor(visibleBottom() - top)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return [setElement, height === undefined ? undefined : `${height}px`];
}
