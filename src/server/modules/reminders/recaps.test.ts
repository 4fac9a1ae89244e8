/**
 * Recaps after a completed 1:1 (docs/decisions/0019-reminders-digests.md, decision 31) with a
 * moved clock: sent once its end has passed, to its two participants only, with the shared
 * notes (unless the recipient turned them off), the action items and their states and the
 * pair's next 1:1; never a private note; never for a 1:1 not completed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, users } from '../../db/schema';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@/shared/schemas/notification-preferences';
import { databaseKinds, useTestApp } from '../../test/harness';
import { savePreferences } from '../notifications/preferences';
import { NOTES_LEFT_OUT, runRecaps } from './recaps';
import {
  useSmtpSink,
  deliverTo,
  mailTo,
  notificationsOf,
  oneOnOne,
  outboxOf,
  pairOf,
} from '../../test/support/reminders-test-helpers';

describe.each(databaseKinds())('recaps on %s', (kind) => {
  const t = useTestApp(kind);
  const mail = useSmtpSink();
  afterEach(() => t.clock.reset());

  it('sends the recap after the end, without the private notes, once', async () => {
    const pair = await pairOf(t);
    // 2031-04-07 10:00 Berlin (CEST) = 08:00 UTC, 45 minutes: ends 08:45 UTC.
    const meeting = await oneOnOne(
      t,
      pair,
      {
        date: '2031-04-07',
        startTime: '10:00',
        duration: 45,
        notes: '<p>Agreed on the <b>roadmap</b><script>alert(1)</script></p>',
      },
      [
        { description: 'Write the roadmap', dueDate: '2031-04-14' },
        { description: 'Share the slides', status: 'completed', ownerId: pair.manager.id },
      ],
    );
    await oneOnOne(t, pair, { date: '2031-04-21', startTime: '10:00' });
    t.clock.set(new Date('2031-04-07T08:10:00Z'));
    const cookie = await t.factory.signIn(pair.manager);
    const put = await t.request({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}/private-note`,
      cookie,
      payload: { html: '<p>Secret worry about Tia</p>' },
    });
    expect(put.statusCode).toBe(200);
    const done = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);

    await runRecaps(t.app.ctx);
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(0);
    t.clock.set(new Date('2031-04-07T08:45:00Z'));
    await runRecaps(t.app.ctx);
    await runRecaps(t.app.ctx);
    const rows = (await outboxOf(t, [pair.manager, pair.member])).filter((r) => r.kind === 'recap');
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [pair.manager.id, pair.member.id].map((id) => `recap:${id}:${meeting.id}`).sort(),
    );

    const mails = await deliverTo(t, mail.sink, mail.transport, [pair.manager, pair.member], 2);
    for (const person of [pair.manager, pair.member]) {
      const mail = mailTo(mails, person);
      expect(mail.parsed.subject).toMatch(/^Recap: 1:1 with .* on Monday, 7 April 2031$/);
      const text = mail.parsed.text ?? '';
      expect(text).toContain('Agreed on the roadmap');
      expect(text).toContain('Write the roadmap (owner: Tia Park, due 14/04/2031, pending)');
      expect(text).toContain('Share the slides (owner: Maya Stone, no due date, completed)');
      expect(text).toContain('Monday, 21 April 2031 at 10:00');
      expect(text).toContain('(Europe/Berlin)');
      expect(mail.raw).not.toContain('Secret worry');
      expect(mail.raw).not.toContain('alert(1)');
      expect(mail.parsed.attachments).toHaveLength(0);
    }
  });

  it('carries the shared notes to the two participants only, as each chose; never a private note', async () => {
    // Above the pair: their Senior Manager, who may read the 1:1 in the app, gets no recap.
    const pair = await pairOf(t);
    const senior = await t.factory.user({
      organizationId: pair.org.id,
      role: 'Senior Manager',
      firstName: 'Sam',
      lastName: 'Senior',
    });
    const { db } = t.database;
    await db.update(users).set({ managerId: senior.id }).where(eq(users.id, pair.manager.id));
    const meeting = await oneOnOne(t, pair, {
      date: '2032-08-02',
      startTime: '10:00',
      timezone: 'UTC',
      notes: '<p>Shared: promotion case next quarter</p>',
    });
    t.clock.set(new Date('2032-08-02T10:05:00Z'));
    // Each participant writes a private note; the member turns shared notes in recaps off
    // through the API (the profile's Notifications section).
    const asManager = await t.factory.signIn(pair.manager);
    const asMember = await t.factory.signIn(pair.member);
    for (const [cookie, html] of [
      [asManager, '<p>Private: Tia may leave</p>'],
      [asMember, '<p>Private: interviewing elsewhere</p>'],
    ] as const) {
      const put = await t.request({
        method: 'PUT',
        url: `/api/meetings/${meeting.id}/private-note`,
        cookie,
        payload: { html },
      });
      expect(put.statusCode).toBe(200);
    }
    const current = await t.request({
      method: 'GET',
      url: '/api/me/notification-preferences',
      cookie: asMember,
    });
    expect(current.json()).toMatchObject({ recapSharedNotes: true });
    const off = await t.request({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      cookie: asMember,
      payload: { ...(current.json() as NotificationPreferences), recapSharedNotes: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ recapSharedNotes: false, email: { recap: true } });
    // A client that does not know the setting (older than decision 31) leaves it as stored.
    const { recapSharedNotes: _, ...older } = off.json() as NotificationPreferences;
    const again = await t.request({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      cookie: asMember,
      payload: { ...older, reminderLeadTime: '1h' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ recapSharedNotes: false, reminderLeadTime: '1h' });
    const done = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: asManager,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);

    t.clock.set(new Date('2032-08-02T11:00:00Z'));
    await runRecaps(t.app.ctx);
    const recaps = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'recap'));
    expect(
      recaps
        .filter((r) => r.meetingId === meeting.id)
        .map((r) => r.userId)
        .sort(),
    ).toEqual([pair.manager.id, pair.member.id].sort());

    const mails = await deliverTo(t, mail.sink, mail.transport, [pair.manager, pair.member], 2);
    expect(mails.some((m) => m.raw.includes(senior.email))).toBe(false);
    const toManager = mailTo(mails, pair.manager);
    const toMember = mailTo(mails, pair.member);
    expect(toManager.parsed.text).toContain('Shared: promotion case next quarter');
    expect(toMember.parsed.text).not.toContain('promotion case');
    expect(toMember.raw).not.toContain('promotion case');
    expect(toMember.parsed.text).toContain(NOTES_LEFT_OUT);
    for (const m of [toManager, toMember]) {
      expect(m.raw).not.toContain('Private:');
      expect(m.raw).not.toContain('interviewing elsewhere');
      expect(m.raw).not.toContain('Tia may leave');
    }
  });

  it('sends no recap for a 1:1 not completed, nor to a person with recaps off', async () => {
    const pair = await pairOf(t);
    t.clock.set(new Date('2032-06-01T12:00:00Z'));
    await savePreferences(
      t.database.db,
      pair.member.id,
      {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, recap: false },
      },
      t.clock.now(),
    );
    await oneOnOne(t, pair, { date: '2032-06-01', startTime: '09:00', timezone: 'UTC' });
    const completed = await oneOnOne(t, pair, {
      date: '2032-06-01',
      startTime: '10:00',
      timezone: 'UTC',
      status: 'completed',
    });
    await runRecaps(t.app.ctx);
    const rows = await outboxOf(t, [pair.manager, pair.member]);
    expect(rows.map((r) => [r.userId, r.meetingId])).toEqual([[pair.manager.id, completed.id]]);
  });

  it('in a demo organisation puts the recap in both bells, once, and sends no mail', async () => {
    const pair = await pairOf(t, { demo: true });
    const completed = await oneOnOne(t, pair, {
      date: '2032-07-01',
      startTime: '10:00',
      timezone: 'UTC',
      status: 'completed',
    });
    t.clock.set(new Date('2032-07-01T12:00:00Z'));
    await runRecaps(t.app.ctx);
    await runRecaps(t.app.ctx);
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(0);
    const bell = await notificationsOf(t, [pair.manager, pair.member], 'demo_mail');
    expect(bell.map((n) => n.dedupeKey).sort()).toEqual(
      [pair.manager.id, pair.member.id].map((id) => `recap:${id}:${completed.id}`).sort(),
    );
    expect(bell.every((n) => n.link === `/meeting/${completed.id}`)).toBe(true);
    expect(bell[0]?.message).toMatch(/^E-mail not sent in the demo: Recap: 1:1 with /);
  });
});
