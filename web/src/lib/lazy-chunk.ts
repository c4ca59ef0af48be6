import { CHUNK_LOAD_TIMEOUT_MS } from '../config/env';

/** The spec's text for a code chunk that fails to load. */
export const CHUNK_LOAD_FAILED_MESSAGE = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super(CHUNK_LOAD_FAILED_MESSAGE, options);
  }
}

// What browsers say when a dynamic import cannot be fetched (Chromium, Safari, Firefox).
const DYNAMIC_IMPORT_FAILURE = /dynamically imported module|Importing a module script failed|Loading chunk|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message));
}

/**
 * Wraps a dynamic import: a network failure becomes a ChunkLoadError at once, and an import that
 * hangs becomes one after the spec's 120 s, so the route shows 'Loading chunk failed' rather than
 * an endless wait.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError({ cause: error }) : error);
      },
    );
  });
}

/**
 * A chunk fetched once, on the first call, and shared by every later call; after a failure the
 * next call tries the download again.
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= loadChunk(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
