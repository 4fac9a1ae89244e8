/**
 * Request ids, the access log, `/metrics` and the health and readiness checks
 * (docs/operations.md, "Observability").
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { openTestDatabase, databaseKinds, type DbKind } from '../test/harness';
import type { Database } from '../db/client';
import { createFactory } from '../test/factories';
import { requestIdFor } from './request-log';

const TOKEN = 'metrics-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps 1–128 characters of [A-Za-z0-9._:-] and replaces anything else by a UUID', () => {
    expect(requestIdFor('abc-123.x:y_z')).toBe('abc-123.x:y_z');
    expect(requestIdFor('a'.repeat(128))).toBe('a'.repeat(128));
    expect(requestIdFor(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'a'.repeat(129), 'has space', 'x\ny', 'ü', '<script>']) {
      expect(requestIdFor(bad)).toMatch(UUID);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe.each(databaseKinds())('observability on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let database: Database;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
    });
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        APP_URL: 'http://cadence.test',
        METRICS_TOKEN: TOKEN,
        SECRET_KEY: 'test-only-secret-key-0123456789abcdef',
      }),
      database,
      backgroundJobs: false,
      logger: { stream, level: 'info' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('echoes a well-formed X-Request-Id and writes exactly one access-log line with it', async () => {
    const factory = createFactory(database.db, () => new Date());
    const user = await factory.user({ role: 'Manager' });
    const cookie = await factory.signIn(user);
    const res = await app.inject({
      method: 'GET',
      url: '/api/meetings?search=secret-query',
      headers: { cookie, 'x-request-id': 'proxy-id.42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('proxy-id.42');
    await new Promise((r) => setImmediate(r));
    const mine = lines.filter((l) => l.reqId === 'proxy-id.42');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/meetings',
      path: '/api/meetings',
      status: 200,
      userId: user.id,
    });
    expect(typeof mine[0]!.ms).toBe('number');
    const text = JSON.stringify(mine);
    expect(text).not.toContain(cookie.split('=')[1]!);
    expect(text).not.toContain('secret-query');
  });

  it('replaces a malformed X-Request-Id by a UUID, on the response and in the log', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    await new Promise((r) => setImmediate(r));
    expect(lines.filter((l) => l.reqId === id)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('bad id with spaces');
  });

  it('answers /api/health (alive) and /api/ready (migrated and reachable)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/metrics needs the bearer token and counts requests by route pattern', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-000000000', `Basic ${TOKEN}`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    await app.inject({ method: 'GET', url: '/api/meetings/12345' });
    await app.inject({ method: 'GET', url: '/no/such/page/at/all' });
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/meetings\/:id",status="401"\} 1$/m,
    );
    expect(res.body).not.toContain('/no/such/page');
    expect(res.body).toMatch(/^cadence_outbox_pending_messages 0$/m);
    expect(res.body).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('/metrics reports the outbox depth and the age of its oldest message', async () => {
    await database.db.execute(
      sql`insert into email_outbox (kind, to_address, subject, text_body, created_at)
          values ('test', 'a@example.com', 's', 't', now() - interval '90 seconds')`,
    );
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toMatch(/^cadence_outbox_pending_messages 1$/m);
    const age = Number(/^cadence_outbox_oldest_pending_age_seconds (\S+)$/m.exec(res.body)![1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(200);
  });

  it('/api/ready answers 503 when a migration is missing', async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
  });
});
