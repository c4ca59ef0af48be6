/**
 * Pages found gone: a record page answered 404 (the person or event was removed since someone
 * linked to it). What keeps links to pages (the search's recent choices) listens and forgets them,
 * so a stale link is followed once, not offered again.
 */
const listeners = new Set<(path: string) => void>();

export function onPageGone(listener: (path: string) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** `path`: the gone page's address (pathname and search). */
export function pageGone(path: string): void {
  for (const listener of listeners) listener(path);
}
