import { useLayoutEffect, useRef, useState } from 'react';

/** The element's width, kept current as the window or layout changes; and its offset from the top of the page. */
export function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [size, setSize] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
