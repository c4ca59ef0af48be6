import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
// Relative, not the package name: vite bundles a config's relative imports but loads packages as they are (.ts).
import { SERVICE_WORKER_FILE } from '../../shared/constants';

const ENTRY = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));

/** The worker as one classic script (workers registered without `type: 'module'` run those everywhere). */
async function compile(minify: boolean): Promise<string> {
  const result = await build({ entryPoints: [ENTRY], bundle: true, write: false, format: 'iife', target: 'es2022', minify, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

/**
 * Builds web/src/service-worker/sw.ts into /sw.js at the site root, unhashed: a service worker's
 * scope is its own folder, and browsers find updates by fetching the same address again (the
 * local server and CloudFront serve it uncached). The dev server compiles it on request.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'heirloom-service-worker',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await compile(true) });
    },
    configureServer(server) {
      server.middlewares.use(`/${SERVICE_WORKER_FILE}`, (_req, res, next) => {
        compile(false).then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
  };
}
