/**
 * Bench of SCIM provisioning (decision 36), called by `npm run bench` (scripts/bench.ts) or alone
 * (`node --import tsx scripts/bench/scim.ts`). In a PostgreSQL database of its own
 * (BENCH_DATABASE_URL; created and dropped here) it starts the app on a local port, creates one
 * organisation with a Senior Manager and a SCIM token, then provisions BENCH_SCIM_USERS people
 * (default 1,000) over HTTP as Okta does for each: `GET /scim/v2/Users?filter=userName eq "…"`,
 * then `POST /scim/v2/Users`, BENCH_SCIM_CONCURRENCY people at a time (default 4). Prints the
 * total time (target: 1,000 people in under 60 s) and p50 / p95 of one person's two calls.
 * Nothing is asserted: it prints figures; a call that does not answer as expected is an error.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/env';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { createScimToken } from '../../src/server/modules/scim/scim-tokens';
import { admin, benchDatabaseUrl } from './admin';

const USERS = Number(process.env.BENCH_SCIM_USERS ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_SCIM_CONCURRENCY ?? 4);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Seeds, provisions, prints, drops the database. */
export async function benchScim(): Promise<void> {
  const dbName = `cadence_bench_scim_${Date.now()}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(benchDatabaseUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://127.0.0.1' });
  const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
  try {
    await db.execute(sql`insert into organizations (name) values ('SCIM Bench')`);
    const [senior] = await db
      .insert(users)
      .values({
        organizationId: 1,
        email: 'senior@scim-bench.test',
        username: 'senior',
        passwordHash: 'x',
        firstName: 'Sam',
        lastName: 'Senior',
        role: 'Senior Manager',
      })
      .returning();
    const { token } = await createScimToken({ db, actor: senior!, now: new Date() });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/scim+json',
    };
    const times: number[] = [];
    const lookups: number[] = [];
    let next = 0;
    const provisionOne = async (i: number) => {
      const email = `person${i}@scim-bench.test`;
      const t = performance.now();
      const filter = encodeURIComponent(`userName eq "${email}"`);
      const lookup = await fetch(`${address}/scim/v2/Users?filter=${filter}`, { headers });
      if (lookup.status !== 200) throw new Error(`lookup answered ${lookup.status}`);
      await lookup.json();
      lookups.push(performance.now() - t);
      const created = await fetch(`${address}/scim/v2/Users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
          userName: email,
          externalId: `ext-${i}`,
          name: { givenName: `Given${i}`, familyName: `Family${i}` },
          emails: [{ value: email, type: 'work', primary: true }],
          title: 'Engineer',
          active: true,
        }),
      });
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      await created.json();
      times.push(performance.now() - t);
    };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.max(1, CONCURRENCY) }, async () => {
        while (next < USERS) await provisionOne(next++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nscim provisioning: ${USERS} people over HTTP (lookup + create, ${CONCURRENCY} at a time) in ${seconds.toFixed(1)} s (target < 60 s); per person p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms; the lookup alone p50 ${pct(lookups, 50).toFixed(1)} ms, p95 ${pct(lookups, 95).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchScim().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
