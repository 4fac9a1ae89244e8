/**
 * What the benches share to reach PostgreSQL and print timings: the server they seed
 * (`BENCH_DATABASE_URL`, default the local test cluster), one statement on a connection of its
 * own (CREATE / DROP DATABASE cannot run in a pool's transaction), and a timed step.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `statement` on a new connection to `benchDatabaseUrl`, then closes it. */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Awaits `fn` and prints `label: <ms> ms (<describe(result)>)`; returns the result. */
export async function timed<T>(
  label: string,
  fn: () => Promise<T>,
  describe: (r: T) => string,
): Promise<T> {
  const t = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${(performance.now() - t).toFixed(0)} ms (${describe(result)})`);
  return result;
}
