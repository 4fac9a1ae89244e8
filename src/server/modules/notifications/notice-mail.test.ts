/**
 * E-mail caused by changes, as the preferences allow (decision 19), through the API on PGlite and
 * PostgreSQL, delivered to a real SMTP server and read with postal-mime: a talking point mails
 * the other participant, a stuck item the team member's manager, each with the kind's one-click
 * unsubscribe; a kind turned off, a deactivated person or a demo organisation gets no mail (the
 * demo's stand-in is in the bell).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/shared/schemas/notification-preferences';
import type { NotificationsPage } from '@/shared/schemas/notification';
import { emailOutbox, organizations, users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { useMailDelivery } from '../../test/support/mail-test-helpers';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { savePreferences } from './preferences';

describe.each(databaseKinds())('mail caused by changes on %s', (kind) => {
  const t = useTestApp(kind);
  const smtp = useMailDelivery(t);

  const addPoint = (meetingId: number, cookie: string, text: string) =>
    t.request({
      method: 'POST',
      url: `/api/meetings/${meetingId}/talking-points`,
      cookie,
      payload: { text },
    });
  const outbox = () => t.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const turnOff = (userId: number, key: keyof typeof DEFAULT_NOTIFICATION_PREFERENCES.email) =>
    savePreferences(
      t.database.db,
      userId,
      {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, [key]: false },
      },
      new Date(),
    );
  const header = (mail: { parsed: { headers: { key: string; value: string }[] } }, name: string) =>
    mail.parsed.headers.find((h) => h.key.toLowerCase() === name)?.value ?? '';

  it('a talking point mails the other participant, unless they turned talking points off', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      title: 'Growth <b>talk</b>',
      timezone: 'Europe/Berlin',
    });
    expect((await addPoint(meeting.id, w.as.member, 'Career & pay')).statusCode).toBe(201);
    const mail = (await smtp.deliver(1))(w.manager.email);
    expect(mail.parsed.subject).toBe('New talking point: Growth <b>talk</b>');
    expect(mail.parsed.text).toContain('“Career & pay”');
    expect(mail.parsed.text).toContain('(Europe/Berlin)');
    expect(mail.parsed.html).toContain('Career &amp; pay');
    expect(header(mail, 'list-unsubscribe')).toContain(
      `/api/unsubscribe/v1.${w.manager.id}.talkingPoints.`,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await turnOff(w.manager.id, 'talkingPoints');
    expect((await addPoint(meeting.id, w.as.member, 'Pay review')).statusCode).toBe(201);
    expect(await outbox()).toEqual([
      expect.objectContaining({ kind: 'talking_point', status: 'sent' }),
    ]);
    // The bell still tells them.
    const bell = await t.request({
      method: 'GET',
      url: '/api/notifications',
      cookie: w.as.manager,
    });
    expect((bell.json() as NotificationsPage).items.map((n) => n.kind)).toEqual([
      'talking_point_added',
      'talking_point_added',
    ]);
  });

  it("a stuck item mails the team member's manager, unless they turned stuck off or were deactivated", async () => {
    const w = await signedInTeam(t);
    // Omar's manager is Sol (a Supervisor); Maya runs the 1:1.
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.otherMember.id, title: 'Sync' },
      ['Fix build', 'Write docs', 'Ship it'],
    );
    const stuck = (index: number) =>
      t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}/action-items/${index}`,
        cookie: w.as.otherMember,
        payload: { status: 'stuck', stuckReason: 'Waiting on CI' },
      });
    expect((await stuck(0)).statusCode).toBe(200);
    const mail = (await smtp.deliver(1))(w.supervisor.email);
    expect(mail.parsed.subject).toBe('Action item stuck: Fix build');
    expect(mail.parsed.text).toContain('Reason given: Waiting on CI');
    expect(header(mail, 'list-unsubscribe')).toContain(
      `/api/unsubscribe/v1.${w.supervisor.id}.stuck.`,
    );

    await turnOff(w.supervisor.id, 'stuck');
    expect((await stuck(1)).statusCode).toBe(200);
    await savePreferences(
      t.database.db,
      w.supervisor.id,
      DEFAULT_NOTIFICATION_PREFERENCES,
      new Date(),
    );
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, w.supervisor.id));
    expect((await stuck(2)).statusCode).toBe(200);
    expect((await outbox()).map((r) => r.kind)).toEqual(['stuck']);
  });

  it('meeting mail skips a participant who turned meeting changes off', async () => {
    const w = await signedInTeam(t);
    await turnOff(w.member.id, 'meetingChanges');
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await outbox();
    expect(rows.map((r) => [r.toAddress, r.userId, r.kind])).toEqual([
      [w.manager.email, w.manager.id, 'meeting_scheduled'],
    ]);
  });

  it('a demo organisation queues no mail; each mail it would have sent is in the bell', async () => {
    const w = await signedInTeam(t);
    await t.database.db
      .update(organizations)
      .set({ isDemo: true })
      .where(eq(organizations.id, w.manager.organizationId));
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { title: 'Demo 1:1' }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await addPoint(id, w.as.member, 'Hello')).statusCode).toBe(201);
    expect(await outbox()).toEqual([]);
    const items = async (cookie: string) =>
      (
        (
          await t.request({ method: 'GET', url: '/api/notifications', cookie })
        ).json() as NotificationsPage
      ).items.map((n) => [n.kind, n.message]);
    // The organiser sees the invitation the demo did not send; the member also their own.
    expect(await items(w.as.manager)).toEqual([
      ['talking_point_added', expect.stringContaining('Hello')],
      ['demo_mail', 'E-mail not sent in the demo: 📅 Meeting Invitation: Demo 1:1 at 14:00'],
    ]);
    expect(await items(w.as.member)).toEqual(
      expect.arrayContaining([
        ['demo_mail', 'E-mail not sent in the demo: 📅 Meeting Invitation: Demo 1:1 at 14:00'],
        ['meeting_scheduled', expect.stringContaining('Demo 1:1')],
      ]),
    );
  });
});
