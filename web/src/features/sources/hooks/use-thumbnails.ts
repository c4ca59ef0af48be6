import { DROPBOX_THUMBNAIL_BATCH } from '@heirloom/shared/contracts/sources';
import { useEffect, useRef, useState } from 'react';

/**
 * Thumbnails for the paths on screen, asked for 25 at a time (the provider's batch), each path
 * once. `fetchBatch` answers data URLs keyed by path; a path without one shows the placeholder.
 */
export function useThumbnails(paths: readonly string[], fetchBatch: (paths: string[]) => Promise<{ thumbnails: Record<string, string> }>) {
  const [thumbnails, setThumbnails] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const key = paths.join('\n');

  useEffect(() => {
    const wanted = key ? key.split('\n').filter((path) => !asked.current.has(path)) : [];
    if (!wanted.length) return;
    for (const path of wanted) asked.current.add(path);
    let cancelled = false;
    void (async () => {
      for (let start = 0; start < wanted.length && !cancelled; start += DROPBOX_THUMBNAIL_BATCH) {
        const batch = wanted.slice(start, start + DROPBOX_THUMBNAIL_BATCH);
        try {
          const { thumbnails: got } = await fetchBatch(batch);
          setThumbnails((current) => ({ ...current, ...got }));
        } catch {
          // Asked again when they come back into view.
          for (const path of batch) asked.current.delete(path);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, fetchBatch]);

  return thumbnails;
}
