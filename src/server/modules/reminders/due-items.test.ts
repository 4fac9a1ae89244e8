/**
 * Reminders of action items on their due date (decision 32) with a moved clock: at 09:00 in the
 * owner's zone, to the owner only, in-app always and by mail (delivered to a real SMTP sink)
 * when `email.actionItemDue` is on; exactly once across two runners and a restart; a changed due
 * date reminded again; nothing for a completed item or a deactivated owner; in-app only with the
 * preference off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/shared/schemas/notification-preferences';
import { buildApp } from '../../app';
import { actionItems, users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { savePreferences } from '../notifications/preferences';
import { runDueItemReminders } from './due-items';
import {
  deliverTo,
  mailTo,
  notificationsOf,
  outboxOf,
  pairOf,
  useSmtpSink,
} from '../../test/support/reminders-test-helpers';

describe.each(databaseKinds())('due action-item reminders on %s', (kind) => {
  const t = useTestApp(kind);
  const mail = useSmtpSink();
  afterEach(() => t.clock.reset());

  const dueOf = (t2: typeof t, people: Parameters<typeof notificationsOf>[1]) =>
    notificationsOf(t2, people, 'action_item_due');

  it('reminds the owner at 09:00 of the due date in their zone, once, by mail to them only', async () => {
    const pair = await pairOf(t, { zone: 'America/New_York' });
    const meeting = await t.factory.meeting(
      { managerId: pair.manager.id, teamMemberId: pair.member.id, date: '2032-05-03' },
      [
        { description: 'Send the budget', ownerId: pair.manager.id, dueDate: '2032-05-11' },
        { description: 'Draft growth plan', dueDate: '2032-05-10' },
        { description: 'Done already', dueDate: '2032-05-10', status: 'completed' },
      ],
    );
    // 08:59 in New York on 10 May (12:59 UTC): not yet.
    t.clock.set(new Date('2032-05-10T12:59:00Z'));
    await runDueItemReminders(t.app.ctx);
    expect(await dueOf(t, [pair.manager, pair.member])).toHaveLength(0);

    // Two runners at once at 09:00, then a restart: one reminder, to the member only.
    t.clock.set(new Date('2032-05-10T13:00:00Z'));
    await Promise.all([runDueItemReminders(t.app.ctx), runDueItemReminders(t.app.ctx)]);
    const second = await buildApp({
      config: t.config,
      database: t.database,
      now: t.clock.now,
      backgroundJobs: false,
      logger: false,
    });
    try {
      await runDueItemReminders(second.ctx);
    } finally {
      await second.close();
    }
    const notes = await dueOf(t, [pair.manager, pair.member]);
    expect(notes.map((n) => [n.userId, n.link])).toEqual([
      [pair.member.id, `/meeting/${meeting.id}`],
    ]);
    expect(notes[0]!.message).toMatch(/^Due today: “Draft growth plan” from your 1:1 with Maya/);
    const rows = await outboxOf(t, [pair.manager, pair.member]);
    expect(rows.map((r) => [r.userId, r.kind])).toEqual([[pair.member.id, 'action_item_due']]);
    const [received] = await deliverTo(t, mail.sink, mail.transport, [pair.member], 1);
    const message = mailTo([received!], pair.member);
    expect(message.parsed.subject).toBe('Due today: Draft growth plan');
    expect(message.parsed.text).toContain('From your 1:1 with Maya Stone of 03/05/2032');
    expect(message.parsed.text).toContain(`/meeting/${meeting.id}`);

    // The next day the manager's item, and the member's is not sent again.
    t.clock.set(new Date('2032-05-11T13:00:00Z'));
    await runDueItemReminders(t.app.ctx);
    expect((await dueOf(t, [pair.manager, pair.member])).map((n) => n.userId)).toEqual([
      pair.member.id,
      pair.manager.id,
    ]);
  });

  it('reminds a changed due date again, and never after the day is over', async () => {
    const pair = await pairOf(t);
    const meeting = await t.factory.meeting(
      { managerId: pair.manager.id, teamMemberId: pair.member.id, date: '2033-02-01' },
      [{ description: 'Book the venue', dueDate: '2033-02-07' }],
    );
    t.clock.set(new Date('2033-02-08T00:00:00Z')); // the day after, UTC: too late
    await runDueItemReminders(t.app.ctx);
    expect(await dueOf(t, [pair.member])).toHaveLength(0);
    await t.database.db
      .update(actionItems)
      .set({ dueDate: '2033-02-08' })
      .where(eq(actionItems.meetingId, meeting.id));
    t.clock.set(new Date('2033-02-08T09:00:00Z'));
    await runDueItemReminders(t.app.ctx);
    await runDueItemReminders(t.app.ctx);
    const [item] = await t.database.db
      .select()
      .from(actionItems)
      .where(eq(actionItems.meetingId, meeting.id));
    expect((await outboxOf(t, [pair.member])).map((r) => r.dedupeKey)).toEqual([
      `action-item-due:${item!.id}:2033-02-08`,
    ]);
    await t.database.db
      .update(actionItems)
      .set({ dueDate: '2033-02-09' })
      .where(eq(actionItems.meetingId, meeting.id));
    t.clock.set(new Date('2033-02-09T10:00:00Z'));
    await runDueItemReminders(t.app.ctx);
    expect((await outboxOf(t, [pair.member])).map((r) => r.dedupeKey)).toEqual([
      `action-item-due:${item!.id}:2033-02-08`,
      `action-item-due:${item!.id}:2033-02-09`,
    ]);
  });

  it('is in-app only with the preference off, and nothing for a deactivated owner', async () => {
    const pair = await pairOf(t);
    await t.factory.meeting(
      { managerId: pair.manager.id, teamMemberId: pair.member.id, date: '2034-04-01' },
      [
        { description: 'Member item', dueDate: '2034-04-03' },
        { description: 'Manager item', ownerId: pair.manager.id, dueDate: '2034-04-03' },
      ],
    );
    await savePreferences(
      t.database.db,
      pair.member.id,
      {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, actionItemDue: false },
      },
      new Date(),
    );
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, pair.manager.id));
    t.clock.set(new Date('2034-04-03T09:30:00Z'));
    await runDueItemReminders(t.app.ctx);
    expect((await dueOf(t, [pair.manager, pair.member])).map((n) => n.userId)).toEqual([
      pair.member.id,
    ]);
    expect(await outboxOf(t, [pair.manager, pair.member])).toHaveLength(0);
  });
});
