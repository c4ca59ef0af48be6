import { afterAll, vi } from 'vitest';

/**
 * The integration layer runs its files in one process (isolate: false in vitest.config.ts), so the
 * libraries in node_modules (the AWS SDK, sharp, the face model's TensorFlow, pdf.js...) load once
 * instead of once a file. What a file must not inherit from the file before it is reset here:
 *
 * - The app's own modules start afresh, as in a new Lambda container: the composition roots build
 *   their clients and stores once per container from the env of the stack that file starts
 *   (its table, queue URLs, app origin), and tests spy on or patch those modules.
 * - process.env and the global fetch (the local face model routes file:// URLs through it) are put
 *   back as they were when the file started, so a file's settings (e.g. a smaller archive slice)
 *   never reach the next one.
 */
vi.resetModules();

const startEnv = { ...process.env };
const startFetch = globalThis.fetch;

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
  Object.assign(process.env, startEnv);
  globalThis.fetch = startFetch;
});
