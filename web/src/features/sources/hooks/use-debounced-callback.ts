import { useCallback, useEffect, useRef } from 'react';

/** `callback`, called once `delayMs` after the last of a burst of calls (scrolling fires many). */
export function useDebouncedCallback(callback: () => void, delayMs: number): () => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  }, [delayMs]);
}
