import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API and the realtime socket are same-origin in production (CloudFront routes /api and /ws);
// in development the local runtime (`npm run dev`, port 3000) plays that role behind this proxy.
const LOCAL_RUNTIME = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: keep them in their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'vendor-chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc|proxy-compare|stylis)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
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
});
