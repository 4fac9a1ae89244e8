#!/usr/bin/env node
// `npm test`: the whole suite. API and unit tests (Vitest; PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys (Playwright on Chromium).
// Fails with a one-line how-to when no Chromium is found: browser tests are never skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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

// Each runner also writes its JSON report, from which the slowest tests are printed at the end
// (the suite's time is watched: no test over 10 s but the named journeys).
const vitestReport = '.tmp/vitest-report.json';
const playwrightReport = '.tmp/playwright-report.json';
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const unit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
printSlowest();
if (unit !== 0) process.exit(unit);
// The production build (scripts/build.mjs), not Vite's alone: the journeys run the pages the
// server sends in production (inline style sheet, prerendered landing page, the loader).
const build = run('node', ['scripts/build.mjs']);
if (build !== 0) process.exit(build);
const e2e = run('npx', ['playwright', 'test'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
});
printSlowest();
process.exit(e2e);

/** Prints the 10 slowest tests of each report written so far (name, file, seconds). */
function printSlowest() {
  const rows = [];
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        rows.push({
          kind: 'vitest',
          name: test.fullName,
          file: path.relative(process.cwd(), file.name),
          ms: test.duration ?? 0,
        });
      }
    }
  }
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const ms = Math.max(0, ...(test.results ?? []).map((r) => r.duration ?? 0));
          rows.push({
            kind: 'e2e',
            name: [...titles, spec.title].join(' › '),
            file: spec.file,
            ms,
          });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  }
  for (const kind of ['vitest', 'e2e']) {
    const slowest = rows
      .filter((r) => r.kind === kind)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (slowest.length === 0) continue;
    console.log(`\nThe 10 slowest ${kind === 'e2e' ? 'journeys' : 'tests'}:`);
    for (const r of slowest)
      console.log(`  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.file}  ${r.name}`);
  }
}
