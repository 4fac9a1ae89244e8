/**
 * Bench of the live 1:1 (docs/live.md; decision 29), called by `npm run bench`
 * (scripts/bench.ts) or alone (`node --import tsx scripts/bench/live.ts`). The real server runs
 * as child processes (`src/server/main.ts`, as the crash tests start it); the pages are
 * Hocuspocus providers in this process on the `ws` package. BENCH_LIVE_PAIRS 1:1s (default
 * 100; 5 under CI) each have two open pages, each typing a character every 200 ms for
 * BENCH_LIVE_SECONDS (default 20; 3 under CI): one page into the notes, the other into the
 * agenda, each timing when the other's characters arrive (edit propagation, p50 / p95), while
 * the server's CPU (/proc/<pid>/stat) and resident memory (/proc/<pid>/status) are read:
 * - one instance on PGlite (a fresh DATA_DIR; the server holds it alone);
 * - two instances on PostgreSQL (BENCH_DATABASE_URL, default
 *   postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped after), the two
 *   pages of each 1:1 on different instances.
 * Both pages of a 1:1 are the organiser's (two tabs): the figures are the socket's, not the
 * rights'. Run alone, BENCH_LIVE_ONLY=pglite or =postgres runs one of the two. Nothing is asserted: it prints figures (targets: p95 < 100 ms on one instance,
 * < 250 ms over two). Loopback only; bounded in time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import {
  httpClient,
  killHard,
  startServer,
  stopGracefully,
  type ServerChild,
} from '../../src/server/test/security/crash-server';
import {
  openLiveClient,
  until,
  type LiveClient,
} from '../../src/server/test/support/live-test-client';
import { admin, benchDatabaseUrl } from './admin';

const CI = Boolean(process.env.CI);
const PAIRS = Number(process.env.BENCH_LIVE_PAIRS ?? (CI ? 5 : 100));
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? (CI ? 3 : 20));
const TYPE_EVERY_MS = 200;
const ORIGIN = 'http://cadence.bench';
const base = benchDatabaseUrl;

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of the process in MiB, from /proc/<pid>/status. */
function rssMiB(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** Signs up an organiser with a team member per pair and schedules one 1:1 each. */
async function seed(port: number): Promise<{ cookie: string; meetingIds: number[] }> {
  const http = httpClient(port, 4);
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'live-bench-password';
  const signUp = await http.request({
    method: 'POST',
    path: '/api/auth/register',
    body: {
      email,
      password,
      confirmPassword: password,
      firstName: 'Bea',
      lastName: 'Bench',
      company: 'Live Bench Ltd',
      role: 'Manager',
      timezone: 'UTC',
    },
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${JSON.stringify(signUp.body)}`);
  const cookie = signUp.setCookie!;
  const managerId = (signUp.body as { user: { id: number } }).user.id;
  const meetingIds: number[] = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const member = await http.request({
      method: 'POST',
      path: '/api/team-members',
      cookie,
      body: {
        email: `m${i}.${email}`,
        firstName: 'Member',
        lastName: `No ${i}`,
        role: 'Team Member',
        managerId,
      },
    });
    const meeting = await http.request({
      method: 'POST',
      path: '/api/meetings',
      cookie,
      body: {
        meeting: {
          teamMemberId: (member.body as { id: number }).id,
          title: `Bench ${i}`,
          date: '2031-03-10',
          startTime: '09:30',
          duration: 30,
          timezone: 'UTC',
        },
      },
    });
    if (meeting.status !== 201) throw new Error(`meeting: ${JSON.stringify(meeting.body)}`);
    meetingIds.push((meeting.body as { id: number }).id);
  }
  http.close();
  return { cookie, meetingIds };
}

/** One page typing into `field` and timing the other page's field. */
function typingPage(client: LiveClient, field: 'notes' | 'agenda', watch: 'notes' | 'agenda') {
  const sentAt: number[] = [];
  const latencies: number[] = [];
  let seen = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    client,
    sentAt,
    latencies,
    /** Times the other page's characters as they arrive (their sent times are `other`). */
    watch(other: number[]) {
      client.doc.getXmlFragment(watch).observeDeep(() => {
        const length = client.text(watch).length;
        const now = performance.now();
        for (; seen < length; seen += 1) {
          const sent = other[seen];
          if (sent !== undefined) latencies.push(now - sent);
        }
      });
    },
    start() {
      // Spread the pages' ticks over the period.
      const offset = Math.random() * TYPE_EVERY_MS;
      setTimeout(() => {
        timer = setInterval(() => {
          sentAt.push(performance.now());
          client.type(field, 'x');
        }, TYPE_EVERY_MS);
      }, offset);
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/** Opens the pages (page A of each pair on `portA`, page B on `portB`), types, reports. */
async function run(label: string, servers: ServerChild[], portA: number, portB: number) {
  const { cookie, meetingIds } = await seed(portA);
  const pids = servers.map((s) => s.proc.pid!);
  const rssBefore = pids.map(rssMiB);
  const pages: ReturnType<typeof typingPage>[] = [];
  for (const meetingId of meetingIds) {
    const a = typingPage(
      openLiveClient({ port: portA, meetingId, cookie, origin: ORIGIN, doc: new Y.Doc() }),
      'notes',
      'agenda',
    );
    const b = typingPage(
      openLiveClient({ port: portB, meetingId, cookie, origin: ORIGIN, doc: new Y.Doc() }),
      'agenda',
      'notes',
    );
    a.watch(b.sentAt);
    b.watch(a.sentAt);
    pages.push(a, b);
  }
  await until(() => pages.every((p) => p.client.provider.isSynced), 'all pages synced', 60_000);
  const cpuStart = pids.map(cpuSeconds);
  const selfStart = process.cpuUsage();
  const started = performance.now();
  pages.forEach((p) => p.start());
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  pages.forEach((p) => p.stop());
  const elapsed = (performance.now() - started) / 1000;
  const cpu = pids.map((pid, i) => cpuSeconds(pid) - cpuStart[i]!);
  const self = process.cpuUsage(selfStart);
  const load = os.loadavg()[0]!;
  const rssAfter = pids.map(rssMiB);
  // Let the last characters arrive (bounded).
  await until(
    () => pages.every((p) => p.client.provider.unsyncedChanges === 0),
    'all saved',
    30_000,
  ).catch(() => undefined);
  const all = pages.flatMap((p) => p.latencies).sort((x, y) => x - y);
  const typed = pages.reduce((n, p) => n + p.sentAt.length, 0);
  const cpuShare = cpu.reduce((x, y) => x + y, 0) / elapsed;
  const rssGrowth = rssAfter.reduce((x, y) => x + y, 0) - rssBefore.reduce((x, y) => x + y, 0);
  console.log(
    `  ${label}: ${PAIRS} 1:1s, ${pages.length} pages, ${typed} characters in ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `    edit propagation p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${percentile(all, 100).toFixed(1)} ms (${all.length} arrivals)`,
  );
  console.log(
    `    server CPU ${(cpuShare * 100).toFixed(0)} % of a core (${((cpuShare * 1000) / PAIRS).toFixed(2)} ms per second per open 1:1); resident memory ${rssAfter.map((r) => r.toFixed(0)).join(' + ')} MiB, ${((rssGrowth * 1024) / PAIRS).toFixed(0)} KiB more per open 1:1`,
  );
  console.log(
    `    the pages' process (this one) ${(((self.user + self.system) / 1e6 / elapsed) * 100).toFixed(0)} % of a core; machine load average ${load.toFixed(1)} on ${os.cpus().length} cores`,
  );
  pages.forEach((p) => p.client.close());
}

/** The live bench: one instance on PGlite, then two on PostgreSQL. Prints figures. */
let benchLiveSkipPglite = false;
let benchLiveSkipPostgres = false;

export async function benchLive(): Promise<void> {
  console.log(`\nThe live 1:1 (typing every ${TYPE_EVERY_MS} ms for ${SECONDS} s):`);
  if (!benchLiveSkipPglite) await benchOneInstance();
  if (!benchLiveSkipPostgres) await benchTwoInstances();
}

async function benchOneInstance(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-live-bench-'));
  let servers: ServerChild[] = [];
  try {
    servers = [await startServer({ DATA_DIR: dir, APP_URL: ORIGIN })];
    await run('one instance (PGlite)', servers, servers[0]!.port, servers[0]!.port);
  } catch (err) {
    for (const s of servers) console.error(`server ${s.port}:\n${s.output().slice(-4000)}`);
    throw err;
  } finally {
    for (const s of servers) await stopGracefully(s).catch(() => killHard(s));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchTwoInstances(): Promise<void> {
  const name = `cadence_live_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const servers: ServerChild[] = [];
  try {
    const env = { DATABASE_URL: url.toString(), APP_URL: ORIGIN };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    await run('two instances (PostgreSQL)', servers, servers[0]!.port, servers[1]!.port);
  } catch (err) {
    for (const s of servers) console.error(`server ${s.port}:\n${s.output().slice(-4000)}`);
    throw err;
  } finally {
    for (const s of servers) await stopGracefully(s).catch(() => killHard(s));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_LIVE_ONLY === 'postgres') benchLiveSkipPglite = true;
  if (process.env.BENCH_LIVE_ONLY === 'pglite') benchLiveSkipPostgres = true;
  benchLive().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
