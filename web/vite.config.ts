import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './scripts/service-worker-plugin';
import { chakraThemeFiles } from './scripts/chakra-theme-files';
import { endpointTable } from './scripts/endpoint-table';

// The API and the realtime socket are same-origin in production (CloudFront routes /api and /ws);
// in development the local runtime (`npm run dev`, port 3000) plays that role behind this proxy.
const LOCAL_RUNTIME = 'http://localhost:3000';

/**
 * react-router's package exports only its development build to bundlers (its own Vite plugin
 * swaps in the production one); a plain Vite build does that swap here, so the shipped router has
 * its development warnings compiled out.
 */
const reactRouterProduction = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/')) },
        { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
      ]
    : [];

export default defineConfig(({ command }) => ({
  resolve: { alias: [...reactRouterProduction(command), chakraThemeFiles] },
  // endpointTable: the browser gets the endpoint table without the zod schemas (see the plugin).
  plugins: [endpointTable(), react(), serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No hand-made vendor chunks: they put every library any route uses (Leaflet, the editors'
    // parts, all of Chakra's used components) into the first load. Left to the bundler, each
    // route's chunk brings only what that route imports, and shared code is split where routes meet.
    // One exception: everything the entry imports statically is fetched on every first visit
    // anyway, so it is one file ('$initial'), not forty small shared chunks that each compress
    // on their own (about 19 KB gzipped less on /photos/strip).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: LOCAL_RUNTIME, changeOrigin: false },
      '/ws': { target: LOCAL_RUNTIME, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: LOCAL_RUNTIME, changeOrigin: false },
      '/ws': { target: LOCAL_RUNTIME, ws: true },
    },
  },
}));
