/**
 * The live 1:1's socket (docs/live.md; decision 29) with real Hocuspocus providers over real
 * WebSockets against a listening app, on PGlite and PostgreSQL: two writers see each other,
 * every acknowledged update is stored, the HTML reaches GET /api/meetings/{id} within 2 s,
 * readers are read-only, outsiders and other origins are refused.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { emailOutbox, liveUpdates } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { openLiveClient, until, type LiveClient } from '../../test/support/live-test-client';

describe.each(databaseKinds())('live 1:1 socket on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const clients: LiveClient[] = [];
  const open = (...args: Parameters<typeof openLiveClient>) => {
    const client = openLiveClient(...args);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  async function oneOnOne(values: { status?: string; notes?: string } = {}) {
    const team = await t.factory.team();
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
      ...values,
    });
    return { ...team, meeting };
  }

  it('two writers see each other, every acknowledged update is stored, and the HTML follows', async () => {
    const { manager, member, meeting } = await oneOnOne({ notes: '<p>Before</p>' });
    const a = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(manager) });
    const b = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(member) });
    await until(() => a.provider.isSynced && b.provider.isSynced, 'both synced');
    expect(a.text('notes')).toBe('Before');
    a.type('notes', ' from Maya');
    b.type('agenda', 'Agenda by Tom');
    await a.saved();
    await b.saved();
    await until(() => b.text('notes') === 'Before from Maya', 'b sees a');
    await until(() => a.text('agenda') === 'Agenda by Tom', 'a sees b');
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(liveUpdates)
      .where(eq(liveUpdates.meetingId, meeting.id));
    expect(stored!.n).toBeGreaterThanOrEqual(3);
    const cookie = await t.factory.signIn(manager);
    await until(
      async () => {
        const res = await t.request({ method: 'GET', url: `/api/meetings/${meeting.id}`, cookie });
        const body = res.json<Meeting>();
        return body.notes === '<p>Before from Maya</p>' && body.agenda === '<p>Agenda by Tom</p>';
      },
      'HTML written back',
      2500,
    );
  });

  it('a reader above the organiser reads live but cannot write', async () => {
    const { manager, seniorManager, meeting } = await oneOnOne({ notes: '<p>Shared</p>' });
    const writer = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(manager) });
    const reader = open({
      port,
      meetingId: meeting.id,
      cookie: await t.factory.signIn(seniorManager),
    });
    await until(() => writer.provider.isSynced && reader.provider.isSynced, 'synced');
    reader.type('notes', ' HACK');
    await until(
      () => reader.events.some((e) => e.type === 'refused' && e.reason === 'read-only'),
      'refused read-only',
    );
    writer.type('notes', ' ok');
    await writer.saved();
    await until(() => reader.text('notes').includes(' ok'), 'reader sees the writer');
    expect(writer.text('notes')).toBe('Shared ok');
  });

  it('refuses a 1:1 outside the scope without data, and a completed 1:1 is read-only', async () => {
    const { meeting } = await oneOnOne({ notes: '<p>Secret</p>' });
    const outsider = await t.factory.user({ role: 'Manager' });
    const client = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(outsider) });
    await until(() => client.denied(), 'permission denied');
    expect(client.text('notes')).toBe('');

    const done = await oneOnOne({ status: 'completed', notes: '<p>Done</p>' });
    const member = open({
      port,
      meetingId: done.meeting.id,
      cookie: await t.factory.signIn(done.member),
    });
    await until(() => member.provider.isSynced, 'synced');
    member.type('notes', ' late');
    await until(() => member.events.some((e) => e.type === 'refused'), 'refused');
  });

  it('refuses the upgrade without a session (401) and from another origin (403)', async () => {
    const { manager } = await oneOnOne();
    const cookie = await t.factory.signIn(manager);
    const status = async (headers: Record<string, string>) => {
      const { default: WebSocket } = await import('ws');
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers });
      return new Promise<number>((resolve) => {
        ws.on('unexpected-response', (req, res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        ws.on('open', () => {
          resolve(101);
          ws.close();
        });
        ws.on('error', () => {});
      });
    };
    expect(await status({ origin: 'http://cadence.test' })).toBe(401);
    expect(await status({ origin: 'https://evil.example', cookie })).toBe(403);
    expect(await status({ cookie })).toBe(403);
    expect(await status({ origin: 'http://cadence.test', cookie })).toBe(101);
  });

  it('a PATCH of notes reaches open pages as one change, never 409s and sends no mail', async () => {
    const { manager, member, meeting } = await oneOnOne({ notes: '<p>Old</p>' });
    const cookie = await t.factory.signIn(manager);
    const page = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(member) });
    await until(() => page.provider.isSynced, 'synced');
    page.type('agenda', 'Typed agenda');
    await page.saved();
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie,
      payload: { notes: '<p>From the <b>API</b><script>x()</script></p>', version: 999 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Meeting>().version).toBe(meeting.version);
    await until(() => page.text('notes') === 'From the API', 'page sees the PATCH');
    expect(page.text('agenda')).toBe('Typed agenda');
    await until(() => page.events.some((e) => e.type === 'changed'), 'changed event');
    expect(page.events).toContainEqual({ type: 'changed', what: ['meeting', 'actionItems'] });
    const stale = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie,
      payload: { title: 'New title', version: meeting.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
    const mail = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, meeting.id));
    expect(mail[0]!.n).toBe(0);
    await until(
      async () => {
        const res = await t.request({ method: 'GET', url: `/api/meetings/${meeting.id}`, cookie });
        const body = res.json<Meeting>();
        return (
          body.notes === '<p>From the <strong>API</strong></p>' &&
          body.agenda === '<p>Typed agenda</p>'
        );
      },
      'HTML written back',
      2500,
    );
  });

  it('tells open pages when a talking point is added (changed, no content)', async () => {
    const { manager, member, meeting } = await oneOnOne();
    const page = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(manager) });
    await until(() => page.provider.isSynced, 'synced');
    const res = await t.request({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/talking-points`,
      cookie: await t.factory.signIn(member),
      payload: { text: 'Career plans' },
    });
    expect(res.statusCode).toBe(201);
    await until(
      () => page.events.some((e) => e.type === 'changed' && e.what.includes('talkingPoints')),
      'changed talkingPoints',
    );
    expect(JSON.stringify(page.events)).not.toContain('Career');
  });

  it('a participant’s PUT without an agenda leaves the live agenda as it is', async () => {
    const { member, meeting } = await oneOnOne();
    const page = open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(member) });
    await until(() => page.provider.isSynced, 'synced');
    page.type('agenda', 'Live agenda');
    await page.saved();
    const res = await t.request({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      cookie: await t.factory.signIn(member),
      payload: { date: meeting.date, startTime: '15:00', actionItems: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(page.text('agenda')).toBe('Live agenda');
    await until(
      async () => {
        const row = await t.request({
          method: 'GET',
          url: `/api/meetings/${meeting.id}`,
          cookie: await t.factory.signIn(member),
        });
        return row.json<Meeting>().agenda === '<p>Live agenda</p>';
      },
      'agenda kept',
      2500,
    );
  });
});
