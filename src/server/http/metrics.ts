/**
 * Prometheus metrics (`GET /metrics`, text exposition format 0.0.4) with `prom-client`, one
 * registry per app so several apps in one process (tests) never mix their figures:
 * - `http_request_duration_seconds{method,route,status}` histogram: every request, `route` the
 *   Fastify path pattern (`/api/meetings/:id`), never the raw URL;
 * - `cadence_outbox_pending_messages` and `cadence_outbox_oldest_pending_age_seconds`: read
 *   from the database at scrape time (the outbox is shared by every instance);
 * - `cadence_mail_failures_total`: failed delivery attempts of this instance;
 * - `cadence_job_runs_total{job,outcome}`, `cadence_job_lag_seconds{job}` (how late the last
 *   run started after it was due) and `cadence_job_last_run_timestamp_seconds{job}`;
 * - `cadence_db_pool_connections{state}` (PostgreSQL: total, idle, waiting);
 * - the process's default metrics (CPU, memory, event-loop lag) with prom-client's collector.
 * With `METRICS_TOKEN` set the route needs `Authorization: Bearer <token>` (else 401).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { emailOutbox } from '../db/schema';

/** What the rest of the server records; one per app (`app.metrics`). */
export interface AppMetrics {
  registry: Registry;
  /** A failed mail delivery attempt (it may be retried). */
  mailFailed(): void;
  /**
   * One run of a background job: `dueAt` when it should have started, `startedAt` when it did
   * (both UTC instants), `ok` whether it finished without error.
   */
  jobRan(job: string, dueAt: Date, startedAt: Date, ok: boolean): void;
}

/** Creates the registry and its metrics for the app of `ctx`. */
export function createMetrics(ctx: Pick<AppContext, 'db' | 'database' | 'now'>): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'cadence_outbox_pending_messages',
    help: 'Messages waiting in the mail outbox (all instances)',
    registers: [registry],
    async collect() {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'cadence_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending message in the outbox, in seconds (0 when empty)',
    registers: [registry],
    async collect() {
      const [row] = await ctx.db
        .select({ oldest: sql<Date | string | null>`min(${emailOutbox.createdAt})` })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      this.set(oldest ? Math.max(0, (ctx.now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
  const mailFailures = new Counter({
    name: 'cadence_mail_failures_total',
    help: 'Failed mail delivery attempts of this instance',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'cadence_job_runs_total',
    help: 'Background job runs of this instance, by job and outcome',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobLag = new Gauge({
    name: 'cadence_job_lag_seconds',
    help: 'How late the last run of each job started after it was due, in seconds',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobLastRun = new Gauge({
    name: 'cadence_job_last_run_timestamp_seconds',
    help: 'When each job last started (Unix time, seconds)',
    labelNames: ['job'],
    registers: [registry],
  });
  new Gauge({
    name: 'cadence_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = ctx.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return {
    registry,
    mailFailed: () => mailFailures.inc(),
    jobRan: (job, dueAt, startedAt, ok) => {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'error' });
      jobLag.set({ job }, Math.max(0, (startedAt.getTime() - dueAt.getTime()) / 1000));
      jobLastRun.set({ job }, startedAt.getTime() / 1000);
    },
  };
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Records every request's duration and serves `GET /metrics`. Requests that matched no route
 * are labelled `route="unmatched"` so scanners cannot grow the label set.
 */
export function installMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | null) {
  const duration = metrics.registry.getSingleMetric('http_request_duration_seconds') as Histogram<
    'method' | 'route' | 'status'
  >;
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get(
    '/metrics',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      if (token) {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!tokenMatches(given, token)) {
          return reply
            .status(401)
            .header('WWW-Authenticate', 'Bearer realm="metrics"')
            .send({ message: 'A valid metrics token is required', code: 'UNAUTHENTICATED' });
        }
      }
      const body = await metrics.registry.metrics();
      return reply
        .type(metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
}
