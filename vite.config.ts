import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in client/ and builds to dist/client, which the Express server serves. In
// `npm run dev`, Vite proxies the API (and the tRPC WebSocket) to the server on port 3000.
export default defineConfig({
  root: 'client',
  plugins: [react()],
  // maplibre-gl alone is ~1.1 MB minified; it is loaded lazily, only on pages with a map.
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
