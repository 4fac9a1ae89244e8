import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * Unit and API tests in Node; client component tests (`src/client/**\/*.test.tsx`) in
 * happy-dom. Playwright journeys live in e2e/ and run separately.
 */
export default defineConfig({
  root: '.',
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup-dom.ts'],
        },
      },
    ],
  },
});
