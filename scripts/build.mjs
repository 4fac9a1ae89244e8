#!/usr/bin/env node
// `npm run build`: the production build.
//   dist/client/          the React client (Vite), each text file also as .br and .gz;
//                         its style sheet inlined into index.html, its scripts requested by
//                         the loader (src/client/boot.ts, assets/boot-*.js) after the first paint;
//                         landing.html: index.html with the landing page prerendered
//   dist/ssr/prerender.js the landing page and the signed-in pages' shell, rendered in Node
//   dist/server/main.js   the server, bundled by esbuild (dependencies stay in node_modules)
//   dist/server/admin.js  the `npm run admin` commands
//   dist/server/migrations/  the SQL migrations the server applies at start
// `--server-only` skips the client (tests that only need the server).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, transformSync } from 'esbuild';

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
 * Replaces the module script and module preloads Vite writes into index.html with the client's
 * loader (src/client/boot.ts, minified into `assets/boot-<hash>.js`, an `async` script) and the
 * data block it reads,
 * `<script type="application/json" id="cadence-modules">{"entry": …, "preload": […]}</script>`:
 * the loader requests the same scripts once the page's first contentful paint is on screen
 * (decision 22, second amendment). The loader is a file of its own, not inline, so the CSP
 * stays `script-src 'self'` without inline script (docs/security/promises.md, promise 10).
 */
function deferScripts(html) {
  const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
  const entry = entryTag.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const preload = [...html.matchAll(preloadTag)].map((match) => match[1]);
  const boot = transformSync(readFileSync('src/client/boot.ts', 'utf8'), {
    loader: 'ts',
    format: 'iife',
    minify: true,
    target: 'es2020',
  }).code;
  const bootPath = `/assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
  writeFileSync(`dist/client${bootPath}`, boot);
  const modules = JSON.stringify({ entry: entry[1], preload });
  return html
    .replace(preloadTag, '')
    .replace(
      entry[0],
      () =>
        `<script type="application/json" id="cadence-modules">${modules}</script>` +
        `<script async src="${bootPath}"></script>`,
    );
}

/**
 * Puts the client's style sheet into dist/client/index.html (and so landing.html, made from it)
 * as a `<style>` element instead of its `<link>`: the page then paints as soon as its HTML has
 * arrived, without a render-blocking request (9 KiB gzip, sent with every HTML answer; the CSP
 * allows inline styles). The file stays in assets/ for anything that links it.
 */
function inlineStyleSheet() {
  const file = 'dist/client/index.html';
  const html = deferScripts(readFileSync(file, 'utf8'));
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
  const match = link.exec(html);
  if (!match) throw new Error(`${file} links no style sheet`);
  const css = readFileSync(path.join('dist/client', match[1]), 'utf8');
  if (css.includes('</')) throw new Error(`${match[1]} contains "</": cannot be inlined`);
  writeFileSync(
    file,
    html.replace(match[0], () => `<style>${css}</style>`),
  );
}

/**
 * Builds src/client/prerender.tsx for Node (Vite SSR, dist/ssr/prerender.js: the server renders
 * the signed-in pages' shell with it, src/server/http/client-html.ts) and writes
 * dist/client/landing.html with it: index.html with the landing page's markup in #root, sent by
 * the server for `/` to a browser without a session cookie so the page shows before the
 * JavaScript has run.
 */
async function prerenderLanding() {
  const outDir = path.resolve('dist/ssr');
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
}

const serverOnly = process.argv.includes('--server-only');
if (!serverOnly) {
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  inlineStyleSheet();
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
