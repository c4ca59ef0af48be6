/**
 * Called between two items of an archive import. Each item leaves ~15 MB of dead buffers (its
 * original's bytes, decoded pixels, stream chunks) and some dead objects; V8 frees off-heap buffers
 * only once ~64 MB of them have piled up, so the pile, not live data, set the import's peak
 * (`npm run bench -- archive`). A full collection here keeps it flat at the cost of a few
 * milliseconds an item. The processing Lambda exposes `gc` (NODE_OPTIONS=--expose-gc, see
 * infra/constructs/media-runtime-env.ts); elsewhere this does nothing.
 */
export function collectBetweenItems(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
