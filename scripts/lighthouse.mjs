#!/usr/bin/env node
// Lighthouse (performance category, default mobile settings) on the production build: the
// landing page for a visitor, a signed-in manager's dashboard and the meeting page of one of
// that manager's 1:1s (`/meeting/<id>`, the demo's first in-progress, else scheduled, 1:1, whose
// live workspace opens; a demo sandbox, its session cookie passed with --extra-headers). Prints the score, LCP, FCP, TBT, CLS and the bytes each
// page transferred. Not run in CI: Lighthouse is fetched with `npx --yes lighthouse@12` (it is
// heavy, so it is no dependency of the project) and drives Debian's Chromium.
//
//   npm run build && node scripts/lighthouse.mjs
//
// Environment: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 4390),
// LIGHTHOUSE_RUNS (default 1: each page is audited that many times; the median score is shown),
// LIGHTHOUSE_REPORTS (a folder: each run's JSON report is kept there, `landing-1.json`, ...).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'cadence-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    APP_URL: base,
    DATABASE_URL: '',
    DEMO_MODE: 'on',
    SMTP_URL: '',
  },
});

/** Waits for GET /api/health to answer 200 (the server applies its migrations first). */
async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 60 s');
}

/** Signs in to a fresh demo sandbox as a manager; returns the Cookie header value. */
async function demoCookie() {
  const res = await fetch(`${base}/api/auth/demo-login/manager`, {
    method: 'POST',
    headers: { origin: base },
  });
  if (!res.ok) throw new Error(`demo login: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The id of a 1:1 of the signed-in demo manager whose meeting page opens the live workspace:
 * the first in progress, else scheduled, else any.
 */
async function demoMeetingId(cookie) {
  const res = await fetch(`${base}/api/meetings?cursor=`, { headers: { cookie } });
  if (!res.ok) throw new Error(`meetings: ${res.status}`);
  const { items } = await res.json();
  const pick =
    items.find((m) => m.status === 'in_progress') ??
    items.find((m) => m.status === 'scheduled') ??
    items[0];
  if (!pick) throw new Error('the demo manager has no 1:1');
  return pick.id;
}

/** One Lighthouse run; returns the parsed JSON report (kept as `<name>.json` in LIGHTHOUSE_REPORTS). */
function lighthouse(url, headersFile, name) {
  const out = reportsDir ? path.join(reportsDir, `${name}.json`) : path.join(work, 'report.json');
  const args = [
    '--yes',
    'lighthouse@12',
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (headersFile) args.push(`--extra-headers=${headersFile}`);
  const result = spawnSync('npx', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CHROME_PATH: chromePath },
  });
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Audits `url` `runs` times and prints the median figures. */
function audit(label, url, headersFile) {
  const name = label.split(' ')[0];
  const reports = Array.from({ length: runs }, (_, i) =>
    lighthouse(url, headersFile, `${name}-${i + 1}`),
  );
  const pick = (fn) => median(reports.map(fn));
  const audits = (r) => r.audits;
  const score = pick((r) => Math.round(r.categories.performance.score * 100));
  const ms = (id) => pick((r) => audits(r)[id].numericValue);
  const kib = pick((r) => audits(r)['total-byte-weight'].numericValue) / 1024;
  console.log(
    `${label.padEnd(20)} performance ${String(score).padStart(3)}  ` +
      `LCP ${(ms('largest-contentful-paint') / 1000).toFixed(2)} s  ` +
      `FCP ${(ms('first-contentful-paint') / 1000).toFixed(2)} s  ` +
      `TBT ${Math.round(ms('total-blocking-time'))} ms  ` +
      `CLS ${ms('cumulative-layout-shift').toFixed(3)}  ` +
      `transferred ${kib.toFixed(0)} KiB`,
  );
}

try {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  await waitForServer();
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile preset, ${base}`);
  audit('landing /', `${base}/`);
  const headersFile = path.join(work, 'headers.json');
  const cookie = await demoCookie();
  writeFileSync(headersFile, JSON.stringify({ Cookie: cookie }));
  audit('manager dashboard', `${base}/manager-dashboard`, headersFile);
  audit('meeting page', `${base}/meeting/${await demoMeetingId(cookie)}`, headersFile);
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
