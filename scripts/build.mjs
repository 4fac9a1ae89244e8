#!/usr/bin/env node
// `npm run build`: the production build.
//   dist/client/          the React client (Vite)
//   dist/server/main.js   the server, bundled by esbuild (dependencies stay in node_modules)
//   dist/server/admin.js  the `npm run admin` commands
//   dist/server/migrations/  the SQL migrations the server applies at start
// `--server-only` skips the client (tests that only need the server).
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const serverOnly = process.argv.includes('--server-only');
if (!serverOnly) {
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', admin: 'src/server/admin/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log(
  'Built dist/server (main.js, admin.js, migrations)' + (serverOnly ? '' : ' and dist/client'),
);
