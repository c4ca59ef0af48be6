import { useEffect, useRef } from 'react';

/** Spec 001 sections 2 and 9: the slideshow moves on every 5000 ms. */
export const SLIDESHOW_INTERVAL_MS = 5000;

/**
 * Where the slideshow goes after `index`: the next photo; at the end of what has loaded, the next
 * page first (null: wait for it); after the very last photo, the first again (wrapping around).
 */
export function nextSlide(index: number, loaded: number, hasMore: boolean): number | null {
  if (index + 1 < loaded) return index + 1;
  if (hasMore) return null;
  return 0;
}

/**
 * Calls `advance` every interval while playing. The clock starts again whenever the photo changes,
 * so a photo skipped to by hand also gets its full five seconds.
 */
export function useSlideshowTimer({ playing, slideKey, advance, intervalMs = SLIDESHOW_INTERVAL_MS }: { playing: boolean; slideKey: string; advance: () => void; intervalMs?: number }): void {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => latest.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, slideKey, intervalMs]);
}
