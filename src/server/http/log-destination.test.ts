/**
 * The access log through the batched destination (decision 34): the line keeps its fields,
 * waits in memory until a batch is written, and is never lost on a normal stop. In the app
 * (a temporary file as the destination) and in the real server process (`main.ts`, standard
 * output, stopped with SIGTERM), on PGlite and PostgreSQL.
 */
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { openTestDatabase, databaseKinds, type DbKind } from '../test/harness';
import type { Database } from '../db/client';
import { createFactory } from '../test/factories';
import { createLogDestination, type LogDestination } from './log-destination';
import { startServer, stopGracefully } from '../test/security/crash-server';

const linesOf = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(databaseKinds())('the batched access log on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let database: Database;
  let log: LogDestination;
  let fd: number;
  let work: string;
  const file = () => readFileSync(path.join(work, 'access.log'), 'utf8');

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'cadence-log-'));
    fd = openSync(path.join(work, 'access.log'), 'a');
    // A batch of 16,000 bytes (sonic-boom allows less than 16 KiB) and a timer of a minute:
    // the test's few lines are written only by flush() and closeSync().
    log = createLogDestination({ fd, minLength: 16_000, flushMs: 60_000 });
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', APP_URL: 'http://cadence.test' }),
      database,
      backgroundJobs: false,
      logger: { stream: log.stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    log.closeSync();
    closeSync(fd);
    rmSync(work, { recursive: true, force: true });
  });

  it('gathers the line in memory and writes it, with its fields, at flush', async () => {
    const factory = createFactory(database.db, () => new Date());
    const user = await factory.user({ role: 'Manager' });
    const cookie = await factory.signIn(user);
    const res = await app.inject({
      method: 'GET',
      url: '/api/meetings?cursor=',
      headers: { cookie, 'x-request-id': 'batched.1' },
    });
    expect(res.statusCode).toBe(200);
    expect(file()).not.toContain('batched.1');
    await log.flush();
    const mine = linesOf(file()).filter((l) => l.reqId === 'batched.1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      route: '/api/meetings',
      path: '/api/meetings',
      status: 200,
      userId: user.id,
    });
    expect(typeof mine[0]!.ms).toBe('number');
  });

  it('closeSync writes what is still gathered (the exit of the process)', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'batched.2' },
    });
    expect(file()).not.toContain('batched.2');
    log.closeSync();
    const mine = linesOf(file()).filter((l) => l.reqId === 'batched.2');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 404, route: null, userId: null });
  });
});

describe.each(databaseKinds())('the server process on %s', (kind: DbKind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('writes every request’s line to standard output by the end of a SIGTERM stop', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'cadence-log-server-'));
    cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: path.join(work, 'data'),
      APP_URL: 'http://cadence.test',
      SECRET_KEY: 'log-destination-secret-key-0123456789',
      NOTES_KEY: 'abababababababababababababababababababababababababababababababab',
    };
    if (kind === 'postgres') {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `cadence_log_${randomBytes(6).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await admin(`CREATE DATABASE ${name}`);
      cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(base);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    const server = await startServer(env);
    cleanups.push(() => stopGracefully(server));
    // 20 lines of about 250 bytes: more than one batch of 4 KiB and a part of the next.
    const ids = Array.from({ length: 20 }, (_, i) => `stop-${i}-${randomBytes(4).toString('hex')}`);
    for (const id of ids) {
      const res = await new Promise<number>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port: server.port,
              path: '/api/health?probe=1',
              headers: { 'x-request-id': id },
            },
            (answer) => {
              answer.resume();
              answer.on('end', () => resolve(answer.statusCode ?? 0));
            },
          )
          .on('error', reject);
      });
      expect(res).toBe(200);
    }
    await stopGracefully(server, 30_000);
    expect(server.proc.exitCode).toBe(0);
    const lines = linesOf(server.output());
    for (const id of ids) {
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine, `${id} in:\n${server.output()}`).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        msg: 'request',
        method: 'GET',
        route: '/api/health',
        path: '/api/health',
        status: 200,
      });
    }
  });
});
