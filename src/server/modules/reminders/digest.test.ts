/**
 * The weekly digest (docs/decisions/0019-reminders-digests.md) with a moved clock: at 09:00 on
 * Monday in each person's own zone (Europe/Berlin and America/Los_Angeles), once a week; own
 * overdue, stuck and pending items; a manager's team stuck items and reports without a 1:1 in
 * 30 days; none when empty, none when turned off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/shared/schemas/notification-preferences';
import { databaseKinds, useTestApp } from '../../test/harness';
import { savePreferences } from '../notifications/preferences';
import { digestRunner, digestSlot } from './digest';
import {
  useSmtpSink,
  deliverTo,
  mailTo,
  notificationsOf,
  outboxOf,
  setDemo,
} from '../../test/support/reminders-test-helpers';

describe('digestSlot', () => {
  it('is due from 09:00 on the digest day in the zone, with the ISO week', () => {
    const monday9Berlin = new Date('2030-01-14T08:00:00Z');
    expect(digestSlot(monday9Berlin, 'Europe/Berlin', 'monday')).toEqual({
      localDate: '2030-01-14',
      week: '2030-W03',
    });
    expect(digestSlot(new Date('2030-01-14T07:59:00Z'), 'Europe/Berlin', 'monday')).toBeNull();
    expect(digestSlot(monday9Berlin, 'America/Los_Angeles', 'monday')).toBeNull();
    expect(digestSlot(monday9Berlin, 'Europe/Berlin', 'tuesday')).toBeNull();
    // Sunday 23:30 UTC is Monday 08:30 in Tokyo: not yet; Monday 00:00 UTC is 09:00 there.
    expect(digestSlot(new Date('2030-01-13T23:30:00Z'), 'Asia/Tokyo', 'monday')).toBeNull();
    expect(digestSlot(new Date('2030-01-14T00:00:00Z'), 'Asia/Tokyo', 'monday')?.week).toBe(
      '2030-W03',
    );
  });
});

describe.each(databaseKinds())('weekly digest on %s', (kind) => {
  const t = useTestApp(kind);
  const mail = useSmtpSink();
  afterEach(() => t.clock.reset());

  it("arrives at 09:00 on each person's Monday, in Berlin and in Los Angeles, once", async () => {
    const org = await t.factory.organization();
    const manager = await t.factory.user({
      organizationId: org.id,
      role: 'Manager',
      firstName: 'Maya',
      lastName: 'Stone',
      timezone: 'Europe/Berlin',
    });
    const berlin = await t.factory.user({
      organizationId: org.id,
      managerId: manager.id,
      firstName: 'Ben',
      lastName: 'Berg',
      timezone: 'Europe/Berlin',
    });
    const la = await t.factory.user({
      organizationId: org.id,
      managerId: manager.id,
      firstName: 'Lou',
      lastName: 'Angel',
      timezone: 'America/Los_Angeles',
    });
    const quiet = await t.factory.user({ organizationId: org.id, timezone: 'Europe/Berlin' });
    // Ben: one overdue item (a past 1:1 not completed) and one stuck; a 1:1 ten days ago.
    await t.factory.meeting(
      { managerId: manager.id, teamMemberId: berlin.id, date: '2040-01-06', status: 'scheduled' },
      [
        'Fix the build',
        { description: 'Vendor contract', status: 'stuck' },
        // Decision 32: due in the coming week (not overdue, whatever its 1:1's date), and the
        // manager's own item of Ben's 1:1 in the manager's digest.
        { description: 'Ship the release', dueDate: '2040-01-19' },
        { description: 'Book the room', ownerId: manager.id, dueDate: '2040-01-22' },
      ],
    );
    // Lou: a pending item of a completed 1:1 more than 30 days ago.
    await t.factory.meeting(
      { managerId: manager.id, teamMemberId: la.id, date: '2039-11-01', status: 'completed' },
      ['Update the wiki'],
    );
    const run = digestRunner(t.app.ctx);
    const people = [manager, berlin, la, quiet];

    // Monday 2040-01-16: 09:00 Berlin = 08:00 UTC; 09:00 Los Angeles = 17:00 UTC.
    t.clock.set(new Date('2040-01-16T07:59:00Z'));
    await run();
    expect(await outboxOf(t, people)).toHaveLength(0);
    t.clock.set(new Date('2040-01-16T08:00:00Z'));
    await run();
    await run();
    let rows = await outboxOf(t, people);
    expect(rows.map((r) => r.userId).sort()).toEqual([manager.id, berlin.id].sort());
    expect(rows.every((r) => r.dedupeKey === `digest:${r.userId}:2040-W03`)).toBe(true);
    const mails = await deliverTo(t, mail.sink, mail.transport, people, 2);
    const ben = mailTo(mails, berlin).parsed;
    expect(ben.subject).toBe('Digest: your week of Monday, 16 January 2040');
    expect(ben.text).toContain('Overdue action items (1)');
    expect(ben.text).toContain('Fix the build (1:1 of 06/01/2040)');
    expect(ben.text).toContain('Stuck action items (1)');
    expect(ben.text).toContain('Due in the coming week (1)');
    expect(ben.text).toContain('Ship the release (due 19/01/2040, 1:1 of 06/01/2040)');
    expect(ben.text).not.toContain('Book the room');
    expect(ben.text).not.toContain("Your team's");
    const maya = mailTo(mails, manager).parsed.text ?? '';
    expect(maya).toContain('Due in the coming week (1)');
    expect(maya).toContain('Book the room (due 22/01/2040, 1:1 of 06/01/2040)');
    expect(maya).toContain("Your team's stuck action items (1)");
    expect(maya).toContain('Ben Berg: Vendor contract');
    expect(maya).toContain('No 1:1 in the last 30 days (1)');
    expect(maya).toContain('Lou Angel');
    expect(maya).not.toContain('Update the wiki');

    t.clock.set(new Date('2040-01-16T16:59:00Z'));
    await run();
    expect(await outboxOf(t, people)).toHaveLength(2);
    t.clock.set(new Date('2040-01-16T17:00:00Z'));
    await run();
    rows = await outboxOf(t, people);
    expect(rows.map((r) => r.userId).sort()).toEqual([manager.id, berlin.id, la.id].sort());
    const lou = mailTo(await deliverTo(t, mail.sink, mail.transport, [la], 1), la).parsed;
    expect(lou.text).toContain('Pending action items (1)');
    expect(lou.text).toContain('Update the wiki');

    // The next day nothing more; the next Monday again, unless turned off.
    t.clock.set(new Date('2040-01-17T10:00:00Z'));
    await run();
    expect(await outboxOf(t, people)).toHaveLength(3);
    await savePreferences(
      t.database.db,
      la.id,
      { ...DEFAULT_NOTIFICATION_PREFERENCES, digestDay: null },
      t.clock.now(),
    );
    t.clock.set(new Date('2040-01-23T18:00:00Z'));
    await run();
    const next = (await outboxOf(t, people)).slice(3);
    expect(next.map((r) => r.dedupeKey).sort()).toEqual(
      [`digest:${manager.id}:2040-W04`, `digest:${berlin.id}:2040-W04`].sort(),
    );
  });

  it('in a demo organisation puts the digest in the bell, once a week, and sends no mail', async () => {
    const org = await t.factory.organization();
    const person = await t.factory.user({ organizationId: org.id, timezone: 'UTC' });
    const manager = await t.factory.user({ organizationId: org.id, role: 'Manager' });
    await t.factory.meeting(
      { managerId: manager.id, teamMemberId: person.id, date: '2041-01-02', status: 'scheduled' },
      [{ description: 'Vendor contract', status: 'stuck' }],
    );
    await setDemo(t, org.id, true);
    const run = digestRunner(t.app.ctx);
    // Monday 2041-01-07 09:00 UTC.
    t.clock.set(new Date('2041-01-07T09:00:00Z'));
    await run();
    await run();
    expect(await outboxOf(t, [person, manager])).toHaveLength(0);
    const bell = await notificationsOf(t, [person], 'demo_mail');
    expect(bell.map((n) => n.dedupeKey)).toEqual([`digest:${person.id}:2041-W02`]);
    expect(bell[0]?.message).toBe(
      'E-mail not sent in the demo: Digest: your week of Monday, 7 January 2041',
    );
  });
});
