import { defineConfig } from 'vitest/config';
import path from 'node:path';

/** Unit and API tests. Playwright journeys live in e2e/ and run separately. */
export default defineConfig({
  root: '.',
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
