/**
 * Reminders before a 1:1 (docs/decisions/0019-reminders-digests.md) with a moved clock: at each
 * participant's lead time, in-app and by mail (read with postal-mime); none when Off, none for
 * a deactivated person, in-app only in a demo; a 1:1 scheduled inside the lead time at the next
 * run unless it starts within 15 minutes; exactly once across two runners at once, a restart
 * and an SMTP outage.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/shared/schemas/notification-preferences';
import { buildApp } from '../../app';
import { meetings, users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { createMailTransport, deliverDueMail } from '../mail/worker';
import { freePort } from '../../test/support/test-smtp-server';
import { savePreferences } from '../notifications/preferences';
import { runReminders } from './reminders';
import {
  useSmtpSink,
  deliverTo,
  mailTo,
  notificationsOf,
  oneOnOne,
  onlyPendingFor,
  outboxOf,
  pairOf,
} from '../../test/support/reminders-test-helpers';

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds())('reminders on %s', (kind) => {
  const t = useTestApp(kind);
  const mail = useSmtpSink();
  afterEach(() => t.clock.reset());

  it('reminds both participants one day before, in-app and by mail, once', async () => {
    const pair = await pairOf(t, { zone: 'America/New_York' });
    const earlier = await oneOnOne(t, pair, { date: '2031-01-06', status: 'completed' }, [
      'Draft the hiring plan',
      { description: 'Book the offsite', status: 'completed' },
    ]);
    // 10:00 Europe/Berlin = 09:00 UTC.
    const meeting = await oneOnOne(t, pair, { date: '2031-01-13', startTime: '10:00' }, [
      { description: 'Draft growth plan', dueDate: '2031-01-20' },
    ]);
    expect(earlier.id).toBeLessThan(meeting.id);

    t.clock.set(new Date('2031-01-12T08:59:00Z'));
    await runReminders(t.app.ctx);
    expect(await notificationsOf(t, [pair.manager, pair.member])).toHaveLength(0);
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(0);

    t.clock.set(new Date('2031-01-12T09:00:00Z'));
    await runReminders(t.app.ctx);
    await runReminders(t.app.ctx);
    const notes = await notificationsOf(t, [pair.manager, pair.member]);
    expect(notes.map((n) => n.userId).sort()).toEqual([pair.manager.id, pair.member.id].sort());
    expect(notes.every((n) => n.link === `/meeting/${meeting.id}`)).toBe(true);
    expect(notes[0]!.message).toMatch(/^Reminder: your 1:1 with .* on 13\/01\/2031 at 10:00/);
    const rows = await outboxOf(t, [pair.manager, pair.member]);
    expect(rows.map((r) => r.kind)).toEqual(['reminder', 'reminder']);
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [pair.manager.id, pair.member.id]
        .map((id) => `reminder:${id}:${meeting.id}:2031-01-13T09:00:00Z`)
        .sort(),
    );

    const mails = await deliverTo(t, mail.sink, mail.transport, [pair.manager, pair.member], 2);
    const toMember = mailTo(mails, pair.member).parsed;
    expect(toMember.subject).toBe(
      'Reminder: 1:1 with Maya Stone on Monday, 13 January 2031 at 10:00 Europe/Berlin',
    );
    const text = toMember.text ?? '';
    expect(text).toMatch(
      /Monday, 13 January 2031 at 10:00 Central European Standard Time \(Europe\/Berlin\) · 04:00 your time/,
    );
    expect(text).toMatch(/unsubscribe/i);
    expect(text).toContain('Quarterly goals');
    expect(text).toContain('Conference budget');
    // This 1:1's own open item first, then the pair's earlier ones, with owner and due date.
    expect(text).toContain('Draft growth plan (owner: Tia Park, due 20/01/2031, pending)');
    expect(text).toContain(
      'Draft the hiring plan (owner: Tia Park, no due date, pending, from the 1:1 of 06/01/2031)',
    );
    expect(text.indexOf('Draft growth plan')).toBeLessThan(text.indexOf('Draft the hiring plan'));
    expect(text).not.toContain('Book the offsite');
    expect(text).toContain(`http://cadence.test/meeting/${meeting.id}`);
    expect(toMember.html).toContain(`href="http://cadence.test/meeting/${meeting.id}"`);
    expect(toMember.attachments).toHaveLength(0);
    expect(mailTo(mails, pair.manager).parsed.subject).toMatch(/^Reminder: 1:1 with Tia Park/);
  });

  it('follows each lead time: Off nothing, 1h an hour before, e-mail off in-app only', async () => {
    const pair = await pairOf(t);
    const now = new Date('2032-03-01T12:00:00Z');
    t.clock.set(now);
    await savePreferences(
      t.database.db,
      pair.member.id,
      { ...DEFAULT_NOTIFICATION_PREFERENCES, reminderLeadTime: 'off' },
      now,
    );
    await savePreferences(
      t.database.db,
      pair.manager.id,
      {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        reminderLeadTime: '1h',
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, reminder: false },
      },
      now,
    );
    // 2032-03-02 15:00 Berlin = 14:00 UTC.
    await oneOnOne(t, pair, { date: '2032-03-02', startTime: '15:00' });
    t.clock.set(new Date('2032-03-02T12:59:00Z'));
    await runReminders(t.app.ctx);
    expect(await notificationsOf(t, [pair.manager, pair.member])).toHaveLength(0);
    t.clock.set(new Date('2032-03-02T13:00:00Z'));
    await runReminders(t.app.ctx);
    const notes = await notificationsOf(t, [pair.manager, pair.member]);
    expect(notes.map((n) => n.userId)).toEqual([pair.manager.id]);
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(0);
  });

  it('sends nothing to a deactivated person, and only in-app in a demo', async () => {
    const pair = await pairOf(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, pair.member.id));
    await oneOnOne(t, pair, { date: '2033-05-10', startTime: '09:00', timezone: 'UTC' });
    const demo = await pairOf(t, { demo: true });
    await oneOnOne(t, demo, { date: '2033-05-10', startTime: '09:00', timezone: 'UTC' });
    t.clock.set(new Date('2033-05-09T09:00:00Z'));
    await runReminders(t.app.ctx);
    expect((await notificationsOf(t, [pair.manager, pair.member])).map((n) => n.userId)).toEqual([
      pair.manager.id,
    ]);
    expect((await outboxOf(t, [pair.manager, pair.member])).map((r) => r.userId)).toEqual([
      pair.manager.id,
    ]);
    expect(await notificationsOf(t, [demo.manager, demo.member])).toHaveLength(2);
    expect(await outboxOf(t, [demo.manager, demo.member])).toHaveLength(0);
  });

  it('reminds a 1:1 scheduled inside the lead time at the next run, unless within 15 minutes', async () => {
    const pair = await pairOf(t);
    const now = new Date('2034-07-03T10:00:00Z');
    t.clock.set(now);
    const soon = await oneOnOne(t, pair, {
      date: '2034-07-03',
      startTime: '13:00',
      timezone: 'UTC',
    });
    const tooSoon = await oneOnOne(t, pair, {
      date: '2034-07-03',
      startTime: '10:10',
      timezone: 'UTC',
    });
    await runReminders(t.app.ctx);
    const keys = (await outboxOf(t, [pair.manager])).map((r) => r.meetingId);
    expect(keys).toEqual([soon.id]);
    expect(keys).not.toContain(tooSoon.id);
  });

  it('writes each reminder once across two runners at once and a restart', async () => {
    const pair = await pairOf(t);
    await oneOnOne(t, pair, { date: '2035-09-20', startTime: '09:00', timezone: 'UTC' });
    t.clock.set(new Date('2035-09-19T09:30:00Z'));
    await Promise.all([runReminders(t.app.ctx), runReminders(t.app.ctx)]);
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(2);
    expect(await notificationsOf(t, [pair.manager, pair.member])).toHaveLength(2);

    // A new app on the same database (a restart, or a second instance).
    const second = await buildApp({
      config: t.config,
      database: t.database,
      now: t.clock.now,
      backgroundJobs: false,
      logger: false,
    });
    try {
      await runReminders(second.ctx);
    } finally {
      await second.close();
    }
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(2);
    expect(await notificationsOf(t, [pair.manager, pair.member])).toHaveLength(2);
  });

  it('reminds a 1:1 moved after its reminder again, for its new start', async () => {
    const pair = await pairOf(t);
    const meeting = await oneOnOne(t, pair, {
      date: '2037-03-10',
      startTime: '09:00',
      timezone: 'UTC',
    });
    t.clock.set(new Date('2037-03-09T09:00:00Z'));
    await runReminders(t.app.ctx);
    await t.database.db
      .update(meetings)
      .set({ startTime: '11:00', version: meeting.version + 1 })
      .where(eq(meetings.id, meeting.id));
    await runReminders(t.app.ctx);
    expect(await outboxOf(t, [pair.member])).toHaveLength(1);
    t.clock.set(new Date('2037-03-09T11:00:00Z'));
    await runReminders(t.app.ctx);
    expect((await outboxOf(t, [pair.member])).map((r) => r.dedupeKey)).toEqual([
      `reminder:${pair.member.id}:${meeting.id}:2037-03-10T09:00:00Z`,
      `reminder:${pair.member.id}:${meeting.id}:2037-03-10T11:00:00Z`,
    ]);
  });

  it('loses no reminder across an SMTP outage and sends it once when SMTP is back', async () => {
    const pair = await pairOf(t);
    await oneOnOne(t, pair, { date: '2036-02-11', startTime: '09:00', timezone: 'UTC' });
    t.clock.set(new Date('2036-02-10T09:00:00Z'));
    await runReminders(t.app.ctx);
    await onlyPendingFor(t, [pair.manager, pair.member]);
    const down = createMailTransport(`smtp://127.0.0.1:${await freePort()}`);
    try {
      expect(await deliverDueMail(t.app.ctx, down)).toMatchObject({ sent: 0, retrying: 2 });
    } finally {
      down.close();
    }
    // The job runs again during the outage: nothing new is queued.
    t.clock.advance(60_000);
    await runReminders(t.app.ctx);
    const rows = await outboxOf(t, [pair.manager, pair.member]);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    t.clock.advance(HOUR);
    const mails = await deliverTo(t, mail.sink, mail.transport, [pair.manager, pair.member], 2);
    expect(mails.map((m) => m.parsed.subject?.startsWith('Reminder: '))).toEqual([true, true]);
    expect(await deliverDueMail(t.app.ctx, mail.transport)).toMatchObject({ sent: 0 });
  });
});
