import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in client/ and builds to dist/client, which the Express server serves. In
// `npm run dev`, Vite proxies the API (and the tRPC WebSocket) to the server on port 3000.
// `vite build --ssr app/prerender.tsx` builds the prerenderer (dist/prerender) that
// scripts/prerender.ts runs on the built page (decision 0027).
export default defineConfig(({ command, isSsrBuild }) => {
  // A build is React's production build whatever NODE_ENV the shell has (.env.example offers
  // NODE_ENV=development for the server): Vite follows it otherwise, making a development client and
  // a prerenderer for React's development JSX runtime, which scripts/prerender.ts cannot run. Set
  // here, before Vite and the React plugin read it (scripts/build/production-build.test.ts).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: 'client',
    plugins: [react()],
    resolve: {
      // zod in jitless mode wherever it is first loaded (client/lib/zod-jitless.ts).
      alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./client/lib/zod-jitless.ts', import.meta.url)) }],
    },
    // maplibre-gl alone is ~1.1 MB minified; it is loaded lazily, only on pages with a map. The
    // manifest tells the size check (scripts/bundle/check-bundle-size.mjs) which chunks each route loads.
    build: isSsrBuild
      ? { outDir: '../dist/prerender', emptyOutDir: true, sourcemap: false }
      : { outDir: '../dist/client', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 1200 },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:3000',
        '/trpc': { target: 'ws://localhost:3000', ws: true },
      },
    },
  };
});
