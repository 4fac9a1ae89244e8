#!/usr/bin/env node
// Builds once when the production build is missing, so `npm start` works on a fresh clone.
// Run before `exec node dist/server/…` in package.json scripts; never rebuilds an existing build
// (after a code change run `npm run build`).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const missing = ['dist/client/index.html', 'dist/server/main.js', 'dist/server/admin.js'].filter(
  (f) => !existsSync(f),
);
if (missing.length > 0) {
  console.error(`Building Cadence (first start: ${missing.join(', ')} missing)...`);
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(
      'The build failed; it needs the development dependencies (`npm ci`, then `npm run build`).',
    );
    process.exit(r.status ?? 1);
  }
}
