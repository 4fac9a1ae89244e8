/**
 * In-app notifications (docs/decisions/0017-notifications.md) through the API, on PGlite and
 * PostgreSQL: each kind is written by its cause for the right people and never for the actor,
 * once per change; only the recipient reads and marks them; pages of 20; deleted after 90 days.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification, NotificationsPage } from '@/shared/schemas/notification';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetings, notifications } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { notify, notifyMeetingChange, purgeOldNotifications } from './notifications.service';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('notifications on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function world() {
    t.clock.set(new Date('2029-06-01T10:00:00Z'));
    return signedInTeam(t);
  }
  const page = async (cookie: string, cursor?: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationsPage;
  };
  const kinds = async (cookie: string) => (await page(cookie)).items.map((n) => n.kind);
  const markRead = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/notifications/read', cookie, payload });

  it('a 1:1 scheduled, changed and cancelled notifies the other participant, never the actor', async () => {
    const w = await world();
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { title: 'Growth' }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const scheduled = (await page(w.as.member)).items;
    expect(scheduled).toEqual([
      expect.objectContaining({
        kind: 'meeting_scheduled',
        read: false,
        link: `/meeting/${id}`,
        createdAt: '2029-06-01T10:00:00.000Z',
      }),
    ]);
    expect(scheduled[0]!.message).toContain('Maya');
    expect(scheduled[0]!.message).toContain('Growth');
    expect(await kinds(w.as.manager)).toEqual([]);

    t.clock.advance(60_000);
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
      payload: { startTime: '15:00', version: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same change retried with its old version is refused and notifies nobody again.
    const retried = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
      payload: { startTime: '15:00', version: 1 },
    });
    expect(retried.statusCode).toBe(409);
    // A Senior Manager's change notifies both participants.
    t.clock.advance(60_000);
    const bySenior = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      cookie: w.as.seniorManager,
      payload: { title: 'Growth plan', version: 2 },
    });
    expect(bySenior.statusCode, bySenior.body).toBe(200);
    expect(await kinds(w.as.manager)).toEqual(['meeting_updated']);
    expect(await kinds(w.as.seniorManager)).toEqual([]);

    t.clock.advance(60_000);
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const member = await page(w.as.member);
    expect(member.items.map((n) => n.kind)).toEqual([
      'meeting_cancelled',
      'meeting_updated',
      'meeting_updated',
      'meeting_scheduled',
    ]);
    expect(member.items[0]!.link).toBeNull();
    expect(member.unreadCount).toBe(4);
    expect(await kinds(w.as.otherMember)).toEqual([]);
  });

  it('a new series notifies once, not once per occurrence', async () => {
    const w = await world();
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: formBody(w.member.id, {
          date: '2029-06-04',
          timezone: 'Europe/Berlin',
          recurrence: { rrule: 'FREQ=WEEKLY;COUNT=6' },
        }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = (created.json() as { seriesId: number }).seriesId;
    const rows = await t.database.db.select().from(meetings).where(eq(meetings.seriesId, seriesId));
    expect(rows.length).toBeGreaterThan(1);
    const items = (await page(w.as.member)).items;
    expect(items.map((n) => n.kind)).toEqual(['meeting_scheduled']);
    expect(items[0]!.message).toContain('series');
    expect(await kinds(w.as.manager)).toEqual([]);
  });

  it('a retried change with the same version never notifies twice', async () => {
    const w = await world();
    const meeting = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const change = () =>
      t.database.db.transaction((tx) =>
        notifyMeetingChange(tx, {
          kind: 'updated',
          meeting,
          version: 2,
          actor: w.manager,
          now: t.clock.now(),
        }),
      );
    await change();
    await change();
    expect(await kinds(w.as.member)).toEqual(['meeting_updated']);
  });

  it('a talking point notifies the other participant only', async () => {
    const w = await world();
    const meeting = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const add = (cookie: string, text: string) =>
      t.request({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/talking-points`,
        cookie,
        payload: { text },
      });
    expect((await add(w.as.member, 'Career path')).statusCode).toBe(201);
    const manager = (await page(w.as.manager)).items;
    expect(manager).toEqual([
      expect.objectContaining({ kind: 'talking_point_added', link: `/meeting/${meeting.id}` }),
    ]);
    expect(manager[0]!.message).toContain('Career path');
    expect(await kinds(w.as.member)).toEqual([]);
    expect((await add(w.as.manager, 'Feedback')).statusCode).toBe(201);
    expect(await kinds(w.as.member)).toEqual(['talking_point_added']);
    expect(await kinds(w.as.manager)).toEqual(['talking_point_added']);
  });

  it("an action item marked stuck notifies the team member's manager unless they marked it", async () => {
    const w = await world();
    // Omar's manager is Sol (a Supervisor); Maya runs the 1:1.
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.otherMember.id, title: 'Sync' },
      ['Fix build', 'Write docs'],
    );
    const stuck = (cookie: string, index: number, status = 'stuck') =>
      t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}/action-items/${index}`,
        cookie,
        payload: { status },
      });
    expect((await stuck(w.as.otherMember, 0)).statusCode).toBe(200);
    const sol = (await page(w.as.supervisor)).items;
    expect(sol).toEqual([
      expect.objectContaining({ kind: 'action_item_stuck', link: `/meeting/${meeting.id}` }),
    ]);
    expect(sol[0]!.message).toContain('Fix build');
    expect(await kinds(w.as.otherMember)).toEqual([]);
    // Marked stuck again while stuck: nothing new.
    t.clock.advance(1000);
    expect((await stuck(w.as.otherMember, 0)).statusCode).toBe(200);
    expect(await kinds(w.as.supervisor)).toEqual(['action_item_stuck']);
    // The manager of the team member marks it themself: nobody is notified.
    t.clock.advance(1000);
    expect((await stuck(w.as.supervisor, 1)).statusCode).toBe(200);
    expect(await kinds(w.as.supervisor)).toEqual(['action_item_stuck']);
    // Reset, then stuck again: a new notification.
    t.clock.advance(1000);
    expect((await stuck(w.as.otherMember, 0, 'pending')).statusCode).toBe(200);
    expect((await stuck(w.as.manager, 0)).statusCode).toBe(200);
    expect(await kinds(w.as.supervisor)).toEqual(['action_item_stuck', 'action_item_stuck']);
  });

  it('marks ids or all read; another person’s id answers 404 and marks nothing', async () => {
    const w = await world();
    const now = t.clock.now();
    for (const key of ['a', 'b', 'c']) {
      await notify(
        t.database.db,
        [w.member.id, w.otherMember.id],
        null,
        { kind: 'talking_point_added', message: key, link: null, dedupeKey: key },
        now,
      );
    }
    const mine = (await page(w.as.member)).items;
    const theirs = (await page(w.as.otherMember)).items;
    expect(mine).toHaveLength(3);

    const foreign = await markRead(w.as.member, { ids: [mine[0]!.id, theirs[0]!.id] });
    expect(foreign.statusCode).toBe(404);
    expect((await page(w.as.member)).unreadCount).toBe(3);
    expect((await page(w.as.otherMember)).unreadCount).toBe(3);

    const one = await markRead(w.as.member, { ids: [mine[0]!.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unreadCount: 2 });
    const after = await page(w.as.member);
    expect(after.items.find((n: Notification) => n.id === mine[0]!.id)!.read).toBe(true);

    const all = await markRead(w.as.member, { all: true });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await page(w.as.member)).items.every((n) => n.read)).toBe(true);
    expect((await page(w.as.otherMember)).unreadCount).toBe(3);

    const neither = await markRead(w.as.member, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fieldErrors).toHaveProperty('ids');
    const bad = await markRead(w.as.member, { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    // An id no row can have answers 404 like another person's.
    expect((await markRead(w.as.member, { ids: [2 ** 40] })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('pages newest first, 20 at a time, with an opaque cursor', async () => {
    const w = await world();
    const start = t.clock.now().getTime();
    // 45 notifications, some sharing a creation time (the id breaks the tie).
    for (let i = 0; i < 45; i += 1) {
      await notify(
        t.database.db,
        [w.member.id],
        null,
        { kind: 'talking_point_added', message: `n${i}`, link: null, dedupeKey: `k${i}` },
        new Date(start + Math.floor(i / 3) * 1000),
      );
    }
    const first = await page(w.as.member);
    expect(first.items).toHaveLength(20);
    expect(first.unreadCount).toBe(45);
    expect(first.items[0]!.message).toBe('n44');
    const second = await page(w.as.member, first.nextCursor!);
    const third = await page(w.as.member, second.nextCursor!);
    expect(second.items).toHaveLength(20);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items].map((n) => n.message);
    expect(all).toEqual(Array.from({ length: 45 }, (_, i) => `n${44 - i}`));
    const bad = await t.request({
      method: 'GET',
      url: '/api/notifications?cursor=not-a-cursor',
      cookie: w.as.member,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('cursor');
  });

  it('the clean-up deletes notifications older than 90 days', async () => {
    const w = await world();
    const created = t.clock.now();
    await notify(
      t.database.db,
      [w.member.id],
      null,
      { kind: 'meeting_updated', message: 'old', link: null, dedupeKey: 'old' },
      created,
    );
    t.clock.advance(89 * DAY);
    await notify(
      t.database.db,
      [w.member.id],
      null,
      { kind: 'meeting_updated', message: 'new', link: null, dedupeKey: 'new' },
      t.clock.now(),
    );
    expect(await purgeOldNotifications(t.database.db, t.clock.now())).toBe(0);
    t.clock.advance(2 * DAY);
    await purgeOldNotifications(t.database.db, t.clock.now());
    const left = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, w.member.id));
    expect(left).toEqual([{ message: 'new' }]);
  });

  it('are in the person’s data export', async () => {
    const w = await world();
    await notify(
      t.database.db,
      [w.member.id],
      null,
      { kind: 'meeting_updated', message: 'mine', link: '/meeting/1', dedupeKey: 'x' },
      t.clock.now(),
    );
    const res = await t.request({ method: 'GET', url: '/api/me/export', cookie: w.as.member });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as { sections: { name: string; data: unknown }[] };
    const section = body.sections.find((s) => s.name === 'notifications');
    expect((section!.data as Notification[]).map((n) => n.message)).toEqual(['mine']);
  });

  it('are deleted when the person is erased, and only theirs', async () => {
    const w = await world();
    await notify(
      t.database.db,
      [w.member.id, w.otherMember.id],
      null,
      { kind: 'meeting_updated', message: 'x', link: null, dedupeKey: 'erase' },
      t.clock.now(),
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${w.member.id}/erase`,
      cookie: w.as.seniorManager,
    });
    expect(res.statusCode).toBe(204);
    const left = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, 'erase'));
    expect(left).toEqual([{ userId: w.otherMember.id }]);
  });
});
