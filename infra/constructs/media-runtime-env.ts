/**
 * How the media processing Lambdas' Node runs (their environment; the archive bench spawns its
 * import the same way, so the figure it prints is the deployed one):
 * - MALLOC_ARENA_MAX: libvips' threads each get a glibc malloc arena that keeps its freed memory;
 *   with two, a long archive import stays flat.
 * - --expose-gc: an archive import collects between items (lambdas/domain/archives/between-items.ts);
 *   the dead buffers each item leaves, not live data, made its peak.
 */
export const MEDIA_RUNTIME_ENV = {
  MALLOC_ARENA_MAX: '2',
  NODE_OPTIONS: '--expose-gc',
} as const;
