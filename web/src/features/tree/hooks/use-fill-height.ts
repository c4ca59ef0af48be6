import { useLayoutEffect, useState } from 'react';

/** Under the tree: the phone's bottom bar (4rem, below the md breakpoint) and a little air. */
const BOTTOM_BAR = 64;
const MD = '(min-width: 48rem)';
const AIR = 12;
const MIN_HEIGHT = 320;

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
      const below = window.matchMedia(MD).matches ? 0 : BOTTOM_BAR;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - below - AIR)));
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
