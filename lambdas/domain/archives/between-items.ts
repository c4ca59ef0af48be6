/**
 * Called between two items of an archive import. Each item leaves ~15 MB of dead buffers (its
 * original's bytes, decoded pixels, stream chunks) and some dead objects; V8 frees off-heap buffers
 * only once ~64 MB of them have piled up, so the pile, not live data, set the import's peak
 * (`npm run bench -- archive`). A full collection once two items' worth has gathered keeps it
 * flat. The processing Lambda exposes `gc` (NODE_OPTIONS=--expose-gc, see
 * infra/constructs/media-runtime-env.ts); elsewhere this does nothing.
 */
// Measured on the bench's 400 MB archive: after every item, 16% of the import's time went to
// collecting; once 24 MB of buffers exist, 8% and the same flat peak; at 40 MB, V8 often got there
// first and the peak rose by ~45 MB.
const COLLECT_ABOVE_BYTES = 24 * 1024 * 1024;

export function collectBetweenItems(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc && process.memoryUsage().arrayBuffers >= COLLECT_ABOVE_BYTES) gc();
}
