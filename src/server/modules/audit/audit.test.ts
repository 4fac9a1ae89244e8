/**
 * The audit trail (decision 37), on PGlite and PostgreSQL: each audited action writes exactly
 * one event, in its own transaction, with actor, target, address and request id; the chain
 * verifies and finds an edited, a removed and a truncated event; events cannot be updated;
 * retention keeps what remains verifiable; `GET /api/audit` and its CSV are a Senior Manager's
 * alone, filtered and paged, and never show another organisation's events.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { AuditAction, AuditPage } from '@/shared/schemas/audit';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { auditEvents, users } from '../../db/schema';
import { clearThrottle, postLogin } from '../../test/support/auth-testing';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { pruneAudit, recordAudit, verifyAuditChain } from './audit';

describe.each(databaseKinds())('audit trail on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  const eventsOf = (organizationId: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, organizationId))
      .orderBy(asc(auditEvents.id));

  /**
   * Runs `act` and expects exactly one new event of the organisation: `action`, by `actorId`,
   * about `target`, with the request's address and id. @returns the act's answer.
   */
  async function expectOneEvent<R>(
    organizationId: number,
    expected: {
      action: AuditAction;
      actorId: number | null;
      target: { type: string; id: number } | null;
    },
    act: () => Promise<R>,
  ): Promise<R> {
    const before = (await eventsOf(organizationId)).length;
    const result = await act();
    const after = await eventsOf(organizationId);
    expect(after.map((e) => e.action).slice(before)).toEqual([expected.action]);
    const event = after[after.length - 1]!;
    expect(event).toMatchObject({
      actorId: expected.actorId,
      targetType: expected.target?.type ?? null,
      targetId: expected.target?.id ?? null,
      ip: '127.0.0.1',
    });
    expect(event.requestId).toMatch(/^[\w-]+$/);
    return result;
  }

  it('records each account action once: sign-in, failed sign-in, sessions, two-factor, people', async () => {
    await clearThrottle(t);
    const w = await signedInTeam(t);
    const org = w.manager.organizationId;
    const me = { type: 'user', id: w.manager.id };

    await expectOneEvent(org, { action: 'auth.sign_in', actorId: w.manager.id, target: me }, () =>
      postLogin(t, w.manager.email, FACTORY_PASSWORD),
    );
    await expectOneEvent(
      org,
      { action: 'auth.sign_in_failed', actorId: null, target: me },
      async () =>
        expect((await postLogin(t, w.manager.email, 'wrong-password-1')).statusCode).toBe(401),
    );
    await expectOneEvent(
      org,
      { action: 'auth.session_revoked', actorId: w.manager.id, target: me },
      () => t.request({ method: 'POST', url: '/api/auth/logout-all', cookie: w.as.manager }),
    );
    await expectOneEvent(
      org,
      {
        action: 'auth.session_revoked',
        actorId: w.seniorManager.id,
        target: { type: 'user', id: w.member.id },
      },
      () =>
        t.request({
          method: 'DELETE',
          url: `/api/users/${w.member.id}/sessions`,
          cookie: w.as.seniorManager,
        }),
    );

    // Two-factor: on with a first code, off with the password and a code.
    const setup = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      cookie: w.as.supervisor,
    });
    const { secret } = setup.json() as { secret: string };
    const code = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const sol = { type: 'user', id: w.supervisor.id };
    await expectOneEvent(
      org,
      { action: 'auth.two_factor_enabled', actorId: w.supervisor.id, target: sol },
      async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/auth/two-factor/enable',
          cookie: w.as.supervisor,
          payload: { code: await code() },
        });
        expect(res.statusCode).toBe(200);
      },
    );
    t.clock.set(new Date(Date.now() + 60_000)); // the next code is a later one
    await expectOneEvent(
      org,
      { action: 'auth.two_factor_disabled', actorId: w.supervisor.id, target: sol },
      async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/auth/two-factor/disable',
          cookie: w.as.supervisor,
          payload: { password: FACTORY_PASSWORD, code: await code() },
        });
        expect(res.statusCode).toBe(200);
      },
    );

    // People: created, corrected e-mail (never signed in), role, manager, deactivated,
    // reactivated, erased.
    const created = await t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie: w.as.seniorManager,
      payload: {
        email: 'new.person@cadence.test',
        firstName: 'New',
        lastName: 'Person',
        role: 'Team Member',
        managerId: w.manager.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const newId = (created.json() as { id: number }).id;
    const [createdEvent] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, org), eq(auditEvents.targetId, newId)));
    expect(createdEvent).toMatchObject({ action: 'user.created', actorId: w.seniorManager.id });
    const person = { type: 'user', id: newId };
    const patch = (payload: object) =>
      t.request({
        method: 'PATCH',
        url: `/api/users/${newId}`,
        cookie: w.as.seniorManager,
        payload,
      });
    await expectOneEvent(
      org,
      { action: 'user.email_changed', actorId: w.seniorManager.id, target: person },
      async () => expect((await patch({ email: 'new.person2@cadence.test' })).statusCode).toBe(200),
    );
    await expectOneEvent(
      org,
      { action: 'user.role_changed', actorId: w.seniorManager.id, target: person },
      async () => expect((await patch({ role: 'Supervisor' })).statusCode).toBe(200),
    );
    await expectOneEvent(
      org,
      { action: 'user.manager_changed', actorId: w.seniorManager.id, target: person },
      async () => expect((await patch({ managerId: w.supervisor.id })).statusCode).toBe(200),
    );
    await expectOneEvent(
      org,
      { action: 'user.deactivated', actorId: w.seniorManager.id, target: person },
      () =>
        t.request({
          method: 'DELETE',
          url: `/api/team-members/${newId}`,
          cookie: w.as.seniorManager,
        }),
    );
    await expectOneEvent(
      org,
      { action: 'user.reactivated', actorId: w.seniorManager.id, target: person },
      () =>
        t.request({
          method: 'POST',
          url: `/api/team-members/${newId}/reactivate`,
          cookie: w.as.seniorManager,
        }),
    );
    await expectOneEvent(
      org,
      { action: 'user.erased', actorId: w.seniorManager.id, target: person },
      () =>
        t.request({ method: 'POST', url: `/api/users/${newId}/erase`, cookie: w.as.seniorManager }),
    );
    await expectOneEvent(
      org,
      {
        action: 'privacy.exported',
        actorId: w.otherMember.id,
        target: { type: 'user', id: w.otherMember.id },
      },
      async () => {
        const res = await t.request({
          method: 'GET',
          url: '/api/me/export',
          cookie: w.as.otherMember,
        });
        expect(res.statusCode).toBe(200);
      },
    );
    // An import: each person created once, then the import itself, in one transaction.
    const beforeImport = (await eventsOf(org)).length;
    const imported = await t.request({
      method: 'POST',
      url: '/api/team-members/import?dryRun=false',
      cookie: w.as.seniorManager,
      headers: { 'content-type': 'text/csv' },
      payload:
        'email,first name,last name,job title,department,role,manager email\n' +
        `imported@cadence.test,Ima,Ported,,,Team Member,${w.manager.email}\n`,
    });
    expect(imported.statusCode).toBe(200);
    expect((await eventsOf(org)).slice(beforeImport)).toMatchObject([
      { action: 'user.created', actorId: w.seniorManager.id, targetType: 'user' },
      {
        action: 'people.imported',
        actorId: w.seniorManager.id,
        targetType: 'organization',
        targetId: org,
      },
    ]);
    expect((await verifyAuditChain(t.database.db, org)).breaks).toEqual([]);
  });

  it('records 1:1s and templates once each, and reads of a 1:1 by someone above only', async () => {
    const w = await signedInTeam(t);
    const org = w.manager.organizationId;
    const before = (await eventsOf(org)).length;
    const scheduled = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id) },
    });
    expect(scheduled.statusCode).toBe(201);
    const meetingId = (scheduled.json() as { id: number }).id;
    expect((await eventsOf(org)).slice(before)).toMatchObject([
      {
        action: 'meeting.created',
        actorId: w.manager.id,
        targetType: 'meeting',
        targetId: meetingId,
      },
    ]);
    const meeting = { type: 'meeting', id: meetingId };
    const current = async () =>
      (
        await t.request({ method: 'GET', url: `/api/meetings/${meetingId}`, cookie: w.as.manager })
      ).json() as {
        version: number;
      };
    await expectOneEvent(
      org,
      { action: 'meeting.changed', actorId: w.manager.id, target: meeting },
      async () =>
        expect(
          (
            await t.request({
              method: 'PATCH',
              url: `/api/meetings/${meetingId}`,
              cookie: w.as.manager,
              payload: { title: 'Renamed', version: (await current()).version },
            })
          ).statusCode,
        ).toBe(200),
    );
    // The participant and the organiser read without an event; the line above reads with one.
    const reads = async (cookie: string) => {
      const before = (await eventsOf(org)).length;
      expect(
        (await t.request({ method: 'GET', url: `/api/meetings/${meetingId}`, cookie })).statusCode,
      ).toBe(200);
      return (await eventsOf(org)).slice(before).map((e) => [e.action, e.actorId]);
    };
    expect(await reads(w.as.member)).toEqual([]);
    expect(await reads(w.as.manager)).toEqual([]);
    expect(await reads(w.as.seniorManager)).toEqual([['meeting.content_read', w.seniorManager.id]]);
    await expectOneEvent(
      org,
      { action: 'meeting.completed', actorId: w.manager.id, target: meeting },
      async () =>
        expect(
          (
            await t.request({
              method: 'PATCH',
              url: `/api/meetings/${meetingId}`,
              cookie: w.as.manager,
              payload: { status: 'completed', version: (await current()).version },
            })
          ).statusCode,
        ).toBe(200),
    );
    await expectOneEvent(
      org,
      { action: 'meeting.cancelled', actorId: w.manager.id, target: meeting },
      () =>
        t.request({ method: 'DELETE', url: `/api/meetings/${meetingId}`, cookie: w.as.manager }),
    );

    const created = await t.request({
      method: 'POST',
      url: '/api/meeting-templates',
      cookie: w.as.manager,
      payload: { name: 'Retro', talkingPoints: ['Wins'] },
    });
    const templateId = (created.json() as { id: number }).id;
    const template = { type: 'template', id: templateId };
    expect((await eventsOf(org)).at(-1)).toMatchObject({
      action: 'template.created',
      targetId: templateId,
    });
    await expectOneEvent(
      org,
      { action: 'template.changed', actorId: w.manager.id, target: template },
      () =>
        t.request({
          method: 'PATCH',
          url: `/api/meeting-templates/${templateId}`,
          cookie: w.as.manager,
          payload: { name: 'Retro 2' },
        }),
    );
    await expectOneEvent(
      org,
      { action: 'template.deleted', actorId: w.manager.id, target: template },
      () =>
        t.request({
          method: 'DELETE',
          url: `/api/meeting-templates/${templateId}`,
          cookie: w.as.manager,
        }),
    );
  });

  it('records a change of the organisation settings (a SCIM token created, revoked) once each', async () => {
    const w = await signedInTeam(t);
    const org = w.manager.organizationId;
    const settings = { type: 'organization', id: org };
    const created = await expectOneEvent(
      org,
      { action: 'organization.settings_changed', actorId: w.seniorManager.id, target: settings },
      () =>
        t.request({
          method: 'POST',
          url: '/api/organization/scim-tokens',
          cookie: w.as.seniorManager,
        }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    await expectOneEvent(
      org,
      { action: 'organization.settings_changed', actorId: w.seniorManager.id, target: settings },
      () =>
        t.request({
          method: 'DELETE',
          url: `/api/organization/scim-tokens/${id}`,
          cookie: w.as.seniorManager,
        }),
    );
  });

  it('writes nothing when the action is refused (the event is in its transaction)', async () => {
    const w = await signedInTeam(t);
    const before = (await eventsOf(w.manager.organizationId)).length;
    // A Team Member may not create accounts; a stale version is refused after the lock.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/team-members',
          cookie: w.as.member,
          payload: { email: 'x@cadence.test', firstName: 'X', lastName: 'Y', role: 'Team Member' },
        })
      ).statusCode,
    ).toBe(403);
    const m = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/meetings/${m.id}`,
          cookie: w.as.manager,
          payload: { title: 'Late', version: 999 },
        })
      ).statusCode,
    ).toBe(409);
    expect((await eventsOf(w.manager.organizationId)).length).toBe(before);
  });

  /** An organisation with `n` recorded events (through `recordAudit`, as the services do). */
  async function organisationWithEvents(
    t: TestApp,
    n: number,
    startAt = new Date('2026-01-01T09:00:00Z'),
  ) {
    const w = await signedInTeam(t);
    for (let i = 0; i < n; i += 1) {
      await recordAudit(t.database.db, {
        organizationId: w.manager.organizationId,
        at: new Date(startAt.getTime() + i * 24 * 60 * 60 * 1000),
        actorId: i % 2 ? w.manager.id : w.seniorManager.id,
        action: i % 2 ? 'meeting.changed' : 'auth.sign_in',
        target: { type: 'user', id: w.member.id },
        source: { ip: '10.0.0.1', requestId: `req-${i}` },
      });
    }
    return w;
  }

  it('verifies the chain and finds an edited, a removed and a truncated event', async () => {
    const w = await organisationWithEvents(t, 6);
    const org = w.manager.organizationId;
    expect(await verifyAuditChain(t.database.db, org)).toEqual({ checked: 6, breaks: [] });
    const rows = await eventsOf(org);
    // No statement may edit an event.
    await expect(
      t.database.db
        .update(auditEvents)
        .set({ action: 'auth.sign_in' })
        .where(eq(auditEvents.id, rows[1]!.id)),
    ).rejects.toThrow();

    // Someone with the database's own rights turns the guard off and edits one event.
    await t.database.db.execute(
      sql`alter table audit_events disable trigger audit_events_no_update`,
    );
    try {
      await t.database.db
        .update(auditEvents)
        .set({ actorId: w.member.id })
        .where(eq(auditEvents.id, rows[2]!.id));
    } finally {
      await t.database.db.execute(
        sql`alter table audit_events enable trigger audit_events_no_update`,
      );
    }
    expect((await verifyAuditChain(t.database.db, org)).breaks).toEqual([
      { organizationId: org, eventId: rows[2]!.id, reason: 'hash' },
    ]);

    const w2 = await organisationWithEvents(t, 4);
    const rows2 = await eventsOf(w2.manager.organizationId);
    await t.database.db.delete(auditEvents).where(eq(auditEvents.id, rows2[1]!.id));
    expect((await verifyAuditChain(t.database.db, w2.manager.organizationId)).breaks).toEqual([
      { organizationId: w2.manager.organizationId, eventId: rows2[2]!.id, reason: 'link' },
    ]);

    const w3 = await organisationWithEvents(t, 3);
    const [newest] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, w3.manager.organizationId))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    await t.database.db.delete(auditEvents).where(eq(auditEvents.id, newest!.id));
    expect((await verifyAuditChain(t.database.db, w3.manager.organizationId)).breaks).toEqual([
      { organizationId: w3.manager.organizationId, eventId: null, reason: 'head' },
    ]);
  });

  it('chains concurrent actions of one organisation one after the other', async () => {
    const w = await signedInTeam(t);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordAudit(t.database.db, {
          organizationId: w.manager.organizationId,
          at: new Date(),
          actorId: w.manager.id,
          action: 'meeting.content_read',
          target: { type: 'meeting', id: i + 1 },
          source: { ip: null, requestId: null },
        }),
      ),
    );
    expect(await verifyAuditChain(t.database.db, w.manager.organizationId)).toEqual({
      checked: 12,
      breaks: [],
    });
  });

  it('prunes events past the retention and keeps the rest verifiable', async () => {
    const w = await organisationWithEvents(t, 10, new Date('2025-01-01T09:00:00Z'));
    const org = w.manager.organizationId;
    // 400 days after the 4th event: the first 4 go.
    const now = new Date(new Date('2025-01-04T09:00:00Z').getTime() + 400 * 86_400_000 + 1000);
    const pruned = await pruneAudit(t.database.db, now, 400);
    expect(pruned).toBeGreaterThanOrEqual(4);
    expect((await eventsOf(org)).length).toBe(6);
    expect(await verifyAuditChain(t.database.db, org)).toEqual({ checked: 6, breaks: [] });
    await recordAudit(t.database.db, {
      organizationId: org,
      at: now,
      actorId: null,
      action: 'auth.sign_in_failed',
      target: null,
      source: { ip: null, requestId: null },
    });
    expect((await verifyAuditChain(t.database.db, org)).breaks).toEqual([]);
    expect(await pruneAudit(t.database.db, now, 400)).toBe(0);
  });

  it('GET /api/audit: Senior Managers only, newest first, filtered, paged; CSV; no other organisation', async () => {
    const w = await organisationWithEvents(t, 60);
    const other = await organisationWithEvents(t, 3);
    const get = (cookie: string, query = '') =>
      t.request({ method: 'GET', url: `/api/audit${query}`, cookie });
    for (const cookie of [w.as.manager, w.as.supervisor, w.as.member]) {
      expect((await get(cookie)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/audit.csv', cookie })).statusCode).toBe(
        403,
      );
    }
    const first = (await get(w.as.seniorManager)).json() as AuditPage;
    expect(first.events).toHaveLength(50);
    expect(first.events.map((e) => e.id)).toEqual(
      [...first.events.map((e) => e.id)].sort((a, b) => b - a),
    );
    const second = (
      await get(w.as.seniorManager, `?cursor=${first.nextCursor}`)
    ).json() as AuditPage;
    const all = [...first.events, ...second.events];
    expect(second.nextCursor).toBeNull();
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const otherIds = (await eventsOf(other.manager.organizationId)).map((e) => e.id);
    expect(all.some((e) => otherIds.includes(e.id))).toBe(false);
    expect(all.filter((e) => e.requestId?.startsWith('req-'))).toHaveLength(60);
    expect(all.find((e) => e.actorId === w.manager.id)?.actorName).toBe(
      'Maya ' + w.manager.lastName,
    );

    const byActor = (await get(w.as.seniorManager, `?actorId=${w.manager.id}`)).json() as AuditPage;
    expect(byActor.events.length).toBe(30);
    const byAction = (await get(w.as.seniorManager, '?action=meeting.changed')).json() as AuditPage;
    expect(byAction.events.every((e) => e.action === 'meeting.changed')).toBe(true);
    const inJanuary = (
      await get(w.as.seniorManager, '?from=2026-01-01&to=2026-01-10')
    ).json() as AuditPage;
    expect(inJanuary.events.filter((e) => e.requestId?.startsWith('req-'))).toHaveLength(10);

    expect((await get(w.as.seniorManager, '?action=nope')).statusCode).toBe(400);
    expect((await get(w.as.seniorManager, '?from=01/02/2026')).statusCode).toBe(400);
    expect((await get(w.as.seniorManager, '?cursor=garbage')).statusCode).toBe(400);

    const csv = await t.request({
      method: 'GET',
      url: '/api/audit.csv?action=meeting.changed',
      cookie: w.as.seniorManager,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('id,at,actorId,actorName,action,targetType,targetId,ip,requestId');
    expect(lines).toHaveLength(31);
    expect(lines.slice(1).every((l) => l.includes(',meeting.changed,'))).toBe(true);
  });

  it('a name that looks like a formula is text in the CSV', async () => {
    const w = await organisationWithEvents(t, 1);
    await t.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(users.id, w.seniorManager.id));
    const csv = await t.request({
      method: 'GET',
      url: '/api/audit.csv',
      cookie: w.as.seniorManager,
    });
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")`);
  });
});
