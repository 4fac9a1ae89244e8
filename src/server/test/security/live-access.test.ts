/**
 * The live 1:1's socket has the access of the page (docs/live.md "Rights" and "Limits";
 * decision 29), swept with real Hocuspocus providers against a listening app on PGlite and
 * PostgreSQL: every reader of the 1:1 may open it, only the organiser and the participant
 * write, anyone outside the scope (another organisation, an unrelated manager, another team
 * member) is refused without data; ended sessions are dropped by the re-check; awareness that
 * names another person, malformed and oversized messages close the socket with their code and
 * leave the document unchanged, while the server keeps serving the others.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as encoding from 'lib0/encoding';
import { liveDocumentName } from '@/shared/domain/rich-text-schema';
import { sessions, users } from '../../db/schema';
import { createTestApp, databaseKinds, untilAuthChangeSeen, type TestApp } from '../harness';
import { openLiveClient, until, type LiveClient } from '../support/live-test-client';
import { LIVE_CLOSE } from '../../modules/live/live-hub';

describe.each(databaseKinds())('the live socket’s access on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const clients: LiveClient[] = [];
  const open = (...args: Parameters<typeof openLiveClient>) => {
    const client = openLiveClient(...args);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { live: { recheckMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  async function world() {
    const team = await t.factory.team();
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
      notes: '<p>Shared words</p>',
    });
    const connect = async (user: { id: number }, extra: Partial<Parameters<typeof open>[0]> = {}) =>
      open({ port, meetingId: meeting.id, cookie: await t.factory.signIn(user), ...extra });
    return { ...team, meeting, connect };
  }

  it('lets every reader read, only the organiser and the participant write', async () => {
    const w = await world();
    const organiser = await w.connect(w.manager);
    const participant = await w.connect(w.member);
    const above = await w.connect(w.seniorManager);
    await until(
      () => [organiser, participant, above].every((c) => c.provider.isSynced),
      'all synced',
    );
    expect(above.text('notes')).toBe('Shared words');
    expect(above.provider.authorizedScope).toBe('readonly');
    expect(organiser.provider.authorizedScope).toBe('read-write');
    expect(participant.provider.authorizedScope).toBe('read-write');
    above.type('notes', ' from above');
    participant.type('notes', ' from the participant');
    await participant.saved();
    await until(
      () => above.events.some((e) => e.type === 'refused' && e.reason === 'read-only'),
      'the reader is refused',
    );
    await until(
      () => organiser.text('notes') === 'Shared words from the participant',
      'the organiser sees the participant only',
    );
  });

  it('refuses, without data, a 1:1 outside the scope and a document that is not a 1:1', async () => {
    const w = await world();
    const otherOrg = await t.factory.user({ role: 'Senior Manager' });
    const unrelatedManager = await t.factory.user({
      role: 'Manager',
      organizationId: w.organization.id,
    });
    const refused = [
      await w.connect(otherOrg),
      await w.connect(unrelatedManager),
      await w.connect(w.otherMember),
      open({
        port,
        meetingId: 2_000_000_000,
        cookie: await t.factory.signIn(w.seniorManager),
      }),
    ];
    await until(() => refused.every((c) => c.denied()), 'all refused');
    for (const client of refused) {
      expect(client.text('notes')).toBe('');
      expect(client.events).toEqual([]);
    }
  });

  it('drops a deactivated person and a signed-out session within the re-check', async () => {
    const w = await world();
    const member = await w.connect(w.member);
    const manager = await w.connect(w.manager);
    await until(() => member.provider.isSynced && manager.provider.isSynced, 'synced');
    const generation = t.app.ctx.sessionCache.generation();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, w.member.id));
    await untilAuthChangeSeen(t.app, generation);
    await until(() => member.closes.includes(LIVE_CLOSE.signedOut), 'deactivated dropped', 3000);
    await t.database.db.delete(sessions).where(eq(sessions.userId, w.manager.id));
    await until(() => manager.closes.includes(LIVE_CLOSE.signedOut), 'signed out dropped', 3000);
  });

  it('closes on awareness naming another person; the others never see it', async () => {
    const w = await world();
    const honest = await w.connect(w.manager, {
      user: { id: String(w.manager.id), name: 'Maya' },
    });
    await until(() => honest.provider.isSynced, 'synced');
    const liar = await w.connect(w.member, {
      user: { id: String(w.manager.id), name: 'Maya' },
    });
    await until(() => liar.closes.includes(LIVE_CLOSE.impersonation), 'impersonation closed');
    const names = [...honest.provider.awareness!.getStates().values()].map(
      (s) => (s as { user?: { id: string } }).user?.id,
    );
    expect(names.filter((id) => id === String(w.manager.id))).toHaveLength(1);
  });

  it('refuses a 1 MB paste with a message and closes 1009; the document and the others go on', async () => {
    const w = await world();
    const paster = await w.connect(w.member);
    const other = await w.connect(w.manager);
    await until(() => paster.provider.isSynced && other.provider.isSynced, 'synced');
    paster.type('notes', 'x'.repeat(1_000_000));
    await until(
      () => paster.events.some((e) => e.type === 'refused' && e.reason === 'too-large'),
      'refused too-large',
    );
    await until(() => paster.closes.includes(LIVE_CLOSE.messageTooLarge), 'closed 1009');
    paster.close();
    other.type('notes', ' still here');
    await other.saved();
    expect(other.text('notes')).toBe('Shared words still here');
  });

  it('closes a malformed message with 4400 and applies nothing', async () => {
    const w = await world();
    const client = await w.connect(w.member);
    const other = await w.connect(w.manager);
    await until(() => client.provider.isSynced && other.provider.isSynced, 'synced');
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, liveDocumentName(w.meeting.id));
    encoding.writeVarUint(encoder, 0); // sync
    encoding.writeVarUint(encoder, 2); // update
    encoding.writeVarUint(encoder, 500); // announces 500 bytes, sends 2
    encoding.writeUint8(encoder, 1);
    encoding.writeUint8(encoder, 2);
    client.socket.webSocket!.send(encoding.toUint8Array(encoder));
    await until(() => client.closes.includes(LIVE_CLOSE.malformed), 'closed 4400');
    other.type('notes', '!');
    await other.saved();
    expect(other.text('notes')).toBe('Shared words!');
  });
});
