#!/usr/bin/env node
// `npm test`: the whole suite. API and unit tests (Vitest; PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys (Playwright on Chromium).
// Fails with a one-line how-to when no Chromium is found: browser tests are never skipped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
};

let chromium = findChromium();
if (!chromium) {
  try {
    const { chromium: pw } = await import('playwright-core');
    const p = pw.executablePath();
    if (p && existsSync(p)) chromium = p;
  } catch {
    /* no Playwright browser either */
  }
}
if (!chromium) {
  console.error(
    'No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH=/path/to/chromium.',
  );
  process.exit(1);
}

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);
// The production build (scripts/build.mjs), not Vite's alone: the journeys run the pages the
// server sends in production (inline style sheet, prerendered landing page, the loader).
const build = run('node', ['scripts/build.mjs']);
if (build !== 0) process.exit(build);
process.exit(run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium }));
