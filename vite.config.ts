import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';

/** Vite builds the React client from src/client into dist/client; in dev it proxies /api and /calendar/ to the server. */
export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    // The HTML names the entry's chunks (the loader preloads them, src/client/boot.ts); a lazy
    // page's chunks are not announced by `<link rel="modulepreload">` elements added from
    // JavaScript: Vite's helper inserts one per chunk the page needs (about 50 for a
    // dashboard) in the task that evaluates the entry, which made it one long task
    // (docs/performance.md "Lighthouse"); the browser fetches a chunk's imports itself when it
    // reads the chunk. A lazy chunk's own style sheet, if one ever has one, is
    // still loaded by the helper.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The client's own modules have no side effects when imported (the one that has,
      // lib/zod-config.ts, and the style sheets are kept): a feature's index.ts re-exports all
      // of the feature, and without this every module it names would be pulled into the entry
      // chunk with it, when the entry uses one of them and the rest belong to lazy pages.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/src\/(client|shared)\/.*\.tsx?$/.test(id) || id.endsWith('/lib/zod-config.ts'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the live 1:1's socket, GET /api/live (docs/live.md), goes through the proxy too.
      '/api': {
        target: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
        changeOrigin: false,
        ws: true,
      },
      // The calendar feeds (decision 12) are served by the server too.
      '/calendar/': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
