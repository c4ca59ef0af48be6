import { useLayoutEffect, useState, type RefObject } from 'react';

/** An element's width, following resizes; before layout (and where there is none, as in tests) the window's. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.floor(measured));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [ref]);
  return width;
}

/**
 * How far down the page an element starts (the window virtualizer's scroll margin), read again
 * whenever the page's size changes, as what sits above it (a toolbar, a notice) comes and goes.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      const element = ref.current;
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [ref]);
  return offset;
}
