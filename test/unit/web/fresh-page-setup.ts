import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * The web unit tests run their files in one process per worker (isolate: false in
 * vitest.config.ts), so React, Chakra and the icons load once a worker instead of once a file,
 * which halves the layer. What a file must not inherit from the file before it is reset here, as
 * a fresh page load would find it:
 *
 * - The app's own modules start afresh (its zustand stores, its query client, module caches).
 * - Nothing a file rendered stays in the document: Chakra's portals (dialogs, toasts) live outside
 *   the rendered container, and React's ids repeat from root to root, so a stale node would answer
 *   the next file's getElementById.
 * - Storage, stubbed globals and env, fake timers and spies are put back.
 */
vi.resetModules();

afterAll(() => {
  cleanup();
  if (typeof document !== 'undefined') {
    document.body.innerHTML = '';
    localStorage.clear();
    sessionStorage.clear();
  }
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
