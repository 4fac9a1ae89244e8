/**
 * The live 1:1 over several instances (docs/live.md "Several instances"; decision 29): two apps
 * on one PostgreSQL database, a provider on each; edits (small ones inline in the
 * notification, large ones by pointer to the stored row), awareness and `changed` events cross
 * over through LISTEN/NOTIFY within 1 s. PostgreSQL only (PGlite is one process).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/harness';
import { openLiveClient, until, type LiveClient } from '../../test/support/live-test-client';

describe.runIf(process.env.TEST_DATABASE_URL)('the live 1:1 on two instances', () => {
  let first: Database;
  let second: Database;
  let a: TestApp;
  let b: TestApp;
  const ports: number[] = [];
  const clients: LiveClient[] = [];
  const open = (...args: Parameters<typeof openLiveClient>) => {
    const client = openLiveClient(...args);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${result.rows[0]!.name}`;
    second = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    a = await createTestApp('postgres', { database: first });
    b = await createTestApp('postgres', { database: second });
    for (const app of [a, b]) {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((app.app.server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  it('edits, awareness and changed events cross instances within 1 s', async () => {
    const team = await a.factory.team();
    const meeting = await a.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
      notes: '<p>Start</p>',
    });
    const onA = open({
      port: ports[0]!,
      meetingId: meeting.id,
      cookie: await a.factory.signIn(team.manager),
      user: { id: String(team.manager.id), name: 'Maya Manager' },
    });
    const onB = open({
      port: ports[1]!,
      meetingId: meeting.id,
      cookie: await b.factory.signIn(team.member),
      user: { id: String(team.member.id), name: 'Tom Member' },
    });
    await until(() => onA.provider.isSynced && onB.provider.isSynced, 'both synced');

    let started = Date.now();
    onA.type('notes', ' A');
    await until(() => onB.text('notes') === 'Start A', 'B sees A', 1000);
    const small = Date.now() - started;
    started = Date.now();
    onB.type('notes', ' B');
    await until(() => onA.text('notes') === 'Start A B', 'A sees B', 1000);
    expect(small).toBeLessThan(1000);

    // An update larger than a notification carries (a pointer to the stored row).
    const long = 'y'.repeat(20_000);
    onB.type('agenda', long);
    await onB.saved();
    await until(() => onA.text('agenda') === long, 'A sees the long paste', 1000);

    const names = (client: LiveClient) =>
      [...client.provider.awareness!.getStates().values()]
        .map((s) => (s as { user?: { name: string } }).user?.name)
        .filter(Boolean)
        .sort();
    await until(() => names(onA).length === 2 && names(onB).length === 2, 'presence', 1000);
    expect(names(onA)).toEqual(['Maya Manager', 'Tom Member']);

    const point = await b.request({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/talking-points`,
      cookie: await b.factory.signIn(team.member),
      payload: { text: 'Growth' },
    });
    expect(point.statusCode).toBe(201);
    await until(
      () => onA.events.some((e) => e.type === 'changed' && e.what.includes('talkingPoints')),
      'changed reaches the other instance',
      1000,
    );

    const patched = await b.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: await b.factory.signIn(team.manager),
      payload: { notes: '<p>Replaced by the API</p>' },
    });
    expect(patched.statusCode).toBe(200);
    await until(() => onA.text('notes') === 'Replaced by the API', 'PATCH reaches A', 1000);
  });
});
