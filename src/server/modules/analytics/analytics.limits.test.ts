/**
 * List limits of the overview pages (LIST_LIMITS, not given by the spec): each member lists at
 * most 5 overdue meetings, 5 overdue action items and 5 pending items, the oldest, and counts
 * the rest; behind counts, pending badges and totals stay exact.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/domain/dates';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
} from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW } from '../../test/support/analytics-fixtures';

describe.each(databaseKinds())('overview list limits on %s', (kind) => {
  const t = useTestApp(kind);

  /** A Manager and a member with 12 overdue meetings (one pending item each) and 1 upcoming. */
  async function busyMember() {
    t.clock.set(NOW); // today 2026-03-15
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const pair = { managerId: manager.id, teamMemberId: member.id };
    // Created newest first, so the oldest-first order is not the insertion order.
    for (let i = 12; i >= 1; i--) {
      await t.factory.meeting({ ...pair, date: addDays('2026-02-01', i), title: `late ${i}` }, [
        `item ${i}`,
      ]);
    }
    await t.factory.meeting({ ...pair, date: '2026-03-20', title: 'upcoming' }, ['not late']);
    return { member, cookie: await t.factory.signIn(manager) };
  }

  it('Behind Schedule lists the 5 oldest overdue meetings and items and counts the rest', async () => {
    const { member, cookie } = await busyMember();
    const body = await getJson<BehindScheduleResponse>(t, '/api/analytics/behind-schedule', cookie);
    expect(body.totals).toEqual({
      totalBehind: 24,
      overdueActionItems: 12,
      overdueMeetings: 12,
      membersBehind: 1,
    });
    const [row] = body.members;
    expect(row).toMatchObject({
      id: member.id,
      behindCount: 24,
      urgency: 'high',
      moreOverdueMeetings: 7,
      moreOverdueActionItems: 7,
    });
    const fives = Array.from({ length: 5 }, (_, i) => i + 1);
    expect(row!.overdueMeetings.map((m) => m.title)).toEqual(fives.map((i) => `late ${i}`));
    expect(row!.overdueMeetings[0]!.daysOverdue).toBe(41); // 2026-02-02 → 2026-03-15
    expect(row!.overdueActionItems.map((i) => i.description)).toEqual(
      fives.map((i) => `item ${i}`),
    );
  });

  it('Action Items Overview lists the 5 oldest pending items and counts the rest', async () => {
    const { member, cookie } = await busyMember();
    const body = await getJson<ActionItemsOverviewResponse>(
      t,
      '/api/analytics/action-items',
      cookie,
    );
    expect(body.totals).toEqual({ total: 13, pending: 13, completed: 0, stuck: 0 });
    const [group] = body.members;
    expect(group).toMatchObject({ id: member.id, total: 13, pending: 13, morePendingCount: 8 });
    expect(group!.pendingItems.map((i) => i.description)).toEqual(
      Array.from({ length: 5 }, (_, i) => `item ${i + 1}`),
    );
  });

  it('a member under the limits lists everything and has nothing more', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    await t.factory.meeting(
      { managerId: manager.id, teamMemberId: member.id, date: '2026-03-01' },
      ['a', 'b'],
    );
    const cookie = await t.factory.signIn(manager);
    const behind = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      cookie,
    );
    expect(behind.members[0]).toMatchObject({
      behindCount: 3,
      moreOverdueMeetings: 0,
      moreOverdueActionItems: 0,
    });
    expect(behind.members[0]!.overdueActionItems).toHaveLength(2);
    const items = await getJson<ActionItemsOverviewResponse>(
      t,
      '/api/analytics/action-items',
      cookie,
    );
    expect(items.members[0]).toMatchObject({ pending: 2, morePendingCount: 0 });
    expect(items.members[0]!.pendingItems).toHaveLength(2);
  });
});
