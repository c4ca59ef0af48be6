import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { chakraThemeFiles } from './web/scripts/chakra-theme-files';

/**
 * One runner, four layers. `npm test` runs them in order (test/run-all.sh) so a broken unit
 * fails fast before the slower layers start the local stand-ins or Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [chakraThemeFiles] },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: ['test/unit/web/**'],
          environment: 'node',
          env: { LOG_LEVEL: 'SILENT' },
          // Above the screens' wait for a route's first import (test/unit/web/helpers.tsx), so a busy
          // machine ends a slow test with what it was waiting for, not a bare timeout.
          testTimeout: 30_000,
          // Every core: npm test runs this layer alone (Vitest's default leaves one core idle, on two cores half the machine).
          maxWorkers: availableParallelism(),
          // One module graph per worker: files do not re-import the SDK, zod and the domain each
          // (measured 2026-12-04: 74 s -> 40 s for the layer, 137 -> 73 CPU-s). Rules are pure;
          // the few files that set variables stub them, undone after each test.
          isolate: false,
          unstubEnvs: true,
        },
      },
      {
        resolve: { alias: [chakraThemeFiles] },
        test: {
          name: 'unit-web',
          include: ['test/unit/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { LOG_LEVEL: 'SILENT' },
          testTimeout: 30_000,
          maxWorkers: availableParallelism(),
          // One module graph per worker: React, Chakra and the icons load once, not once a file
          // (half the layer's time); each file gets the app's modules and a clean page afresh
          // (test/unit/web/fresh-page-setup.ts).
          isolate: false,
          setupFiles: ['test/unit/web/fresh-page-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // One DynamoDB Local for the layer, a table of its own for each file's stack.
          globalSetup: ['test/support/shared-dynamodb-setup.ts'],
          // Throwaway accounts hash their passwords cheaply (password-hashing.ts): a strong hash is
          // ~0.2 s of CPU, and this layer made 353 of them (15% of its CPU).
          env: { LOG_LEVEL: 'WARN', PASSWORD_HASH_COST: 'fast' },
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One local stack per worker is heavy (a JVM); run the files one after another.
          fileParallelism: false,
          // One process for all files, so node_modules (the AWS SDK, sharp, the face model...) load
          // once, not once a file; each file still gets the app's modules afresh, and the env and
          // globals it started with back (test/support/fresh-container-setup.ts).
          isolate: false,
          setupFiles: ['test/support/fresh-container-setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // The first file to ask for the bundled stage pays for esbuild bundling every function
          // (about 2 minutes alone on two cores, several when the other chain is busy too).
          hookTimeout: 900_000,
          // One module graph for all files: aws-cdk-lib is loaded once, and the stages many files
          // assert on are synthesized once (test/infra/support/synth-stage.ts sharedStage).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Each journey gets a fresh app, started while the journey before it runs.
          globalSetup: ['test/e2e/support/app-pool-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One module graph for all journeys: Playwright, the SDK and the support code load once, not
          // once a journey (measured 2026-12-04: 26 s of the layer's imports became 2.5 s). Each journey
          // opens its own app and its own windows in the one Chromium (support/browser.ts sharedBrowser)
          // and closes them in its hooks.
          isolate: false,
          // expect.poll waits on the browser as Playwright's own waits do (30 s), not Vitest's 1 s:
          // under the full run's load a page can take longer than a second to change.
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
