#!/usr/bin/env node
// `npm run build`: the production build.
//   dist/client/          the React client (Vite), each text file also as .br and .gz;
//                         landing.html: index.html with the landing page prerendered
//   dist/server/main.js   the server, bundled by esbuild (dependencies stay in node_modules)
//   dist/server/admin.js  the `npm run admin` commands
//   dist/server/migrations/  the SQL migrations the server applies at start
// `--server-only` skips the client (tests that only need the server).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside each text file
 * of 1 KiB or more under `dir`, which the server sends as they are to a client that accepts them
 * (src/server/http/compression.ts): the best ratios, computed once instead of per request.
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * Writes dist/client/landing.html: index.html with the landing page's markup in #root
 * (src/client/prerender.tsx, built for Node by Vite and run here), sent by the server for `/`
 * to a browser without a session cookie so the page shows before the JavaScript has run.
 */
async function prerenderLanding() {
  const outDir = path.resolve('dist/prerender');
  const ssr = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'prerender.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
  const { renderLanding } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const index = readFileSync('dist/client/index.html', 'utf8');
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`dist/client/index.html has no ${root}`);
  writeFileSync(
    'dist/client/landing.html',
    index.replace(root, `<div id="root" data-prerendered="landing">${renderLanding()}</div>`),
  );
  rmSync(outDir, { recursive: true, force: true });
}

const serverOnly = process.argv.includes('--server-only');
if (!serverOnly) {
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  await prerenderLanding();
  precompress('dist/client');
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
