/**
 * The live 1:1 loses nothing it acknowledged (docs/live.md "Saving"; decision 29; promise 13's
 * crash test for the socket): the real server (`node --import tsx src/server/main.ts`, a child
 * process) takes the typing of two provider clients, is SIGKILLed mid-typing and restarted on
 * the same database. Every character a client saw acknowledged (its provider's unsynced
 * changes back to 0 after it) is in the document, and after the write-back in
 * GET /api/meetings/{id}. PGlite (a fresh DATA_DIR) and PostgreSQL (a database of its own).
 * Loopback only; bounded in time.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { DbKind } from '../harness';
import { openLiveClient, until, type LiveClient } from '../support/live-test-client';
import {
  httpClient,
  killHard,
  startServer,
  stopGracefully,
  type ServerChild,
} from './crash-server';
import { makeDatabase } from './crash-database';

const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const PASSWORD = 'live-crash-password';
const ORIGIN = 'http://cadence.test';

/** A client typing tokens `<tag><n>;` into `field`, counting those acknowledged. */
function typist(client: LiveClient, field: 'notes' | 'agenda', tag: string) {
  let typed = 0;
  let acked = 0;
  let stopped = false;
  client.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
    if (number === 0 && !stopped) acked = typed;
  });
  const timer = setInterval(() => {
    if (stopped || client.provider.unsyncedChanges > 20) return;
    client.type(field, `${tag}${typed};`);
    typed += 1;
  }, 4);
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    acked: () => acked,
    tokens: (n: number) => Array.from({ length: n }, (_, i) => `${tag}${i};`).join(''),
  };
}

describe.each(kinds)('the live 1:1 after a SIGKILL on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('keeps every character a page saw acknowledged', async () => {
    const database = await makeDatabase(kind);
    cleanups.push(database.drop);
    const servers: ServerChild[] = [];
    cleanups.push(async () => {
      for (const s of servers) await killHard(s);
    });
    const env = { ...database.env, APP_URL: ORIGIN };

    const first = await startServer(env);
    servers.push(first);
    const http = httpClient(first.port, 2);
    const email = `live.${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await http.request({
      method: 'POST',
      path: '/api/auth/register',
      body: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Lee',
        lastName: 'Live',
        company: 'Live Crash Ltd',
        role: 'Manager',
        timezone: 'UTC',
      },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const cookie = signUp.setCookie!;
    const managerId = (signUp.body as { user: { id: number } }).user.id;
    const member = await http.request({
      method: 'POST',
      path: '/api/team-members',
      cookie,
      body: {
        email: `member.${email}`,
        firstName: 'Mo',
        lastName: 'Live',
        role: 'Team Member',
        managerId,
      },
    });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    const created = await http.request({
      method: 'POST',
      path: '/api/meetings',
      cookie,
      body: {
        meeting: {
          teamMemberId: (member.body as { id: number }).id,
          title: 'Crash 1:1',
          date: '2031-03-10',
          startTime: '09:30',
          duration: 30,
          timezone: 'UTC',
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const meetingId = (created.body as { id: number }).id;
    http.close();

    // Two pages (the organiser's two tabs) type into the notes and the agenda; the server dies.
    const pages = [
      openLiveClient({ port: first.port, meetingId, cookie, origin: ORIGIN }),
      openLiveClient({ port: first.port, meetingId, cookie, origin: ORIGIN }),
    ];
    cleanups.push(async () => pages.forEach((p) => p.close()));
    await until(() => pages.every((p) => p.provider.isSynced), 'both synced', 10_000);
    const typists = [typist(pages[0]!, 'notes', 'n'), typist(pages[1]!, 'agenda', 'a')];
    await until(() => typists.every((t) => t.acked() >= 20), 'some typing saved', 15_000);
    await new Promise((resolve) => setTimeout(resolve, randomInt(0, 300)));
    await killHard(first);
    typists.forEach((t) => t.stop());
    pages.forEach((p) => p.close());
    expect(first.proc.signalCode).toBe('SIGKILL');
    const acked = typists.map((t) => t.acked());

    // Second life on the same database: a new page reads the document; the API its HTML.
    const second = await startServer(env);
    servers.push(second);
    const login = await httpClient(second.port, 1).request({
      method: 'POST',
      path: '/api/auth/login',
      body: { email, password: PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const reader = openLiveClient({
      port: second.port,
      meetingId,
      cookie: login.setCookie!,
      origin: ORIGIN,
    });
    cleanups.push(async () => reader.close());
    await until(() => reader.provider.isSynced, 'synced after restart', 10_000);
    expect(reader.text('notes').startsWith(typists[0]!.tokens(acked[0]!))).toBe(true);
    expect(reader.text('agenda').startsWith(typists[1]!.tokens(acked[1]!))).toBe(true);
    const api = httpClient(second.port, 1);
    await until(
      async () => {
        const res = await api.request({
          method: 'GET',
          path: `/api/meetings/${meetingId}`,
          cookie: login.setCookie!,
        });
        const body = res.body as Meeting;
        return (
          (body.notes ?? '').includes(typists[0]!.tokens(acked[0]!)) &&
          (body.agenda ?? '').includes(typists[1]!.tokens(acked[1]!))
        );
      },
      'the write-back holds every acknowledged character',
      5000,
    );
    api.close();
    reader.close();
    await stopGracefully(second);
  }, 120_000);
});
