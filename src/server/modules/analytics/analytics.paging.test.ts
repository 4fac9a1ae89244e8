/**
 * Member paging of the overview calls (`limit` / `offset`, analytics-query.ts): the order is
 * decided in SQL, so consecutive pages concatenate to the whole sorted list; `membersTotal` and
 * the totals count everyone whatever the page; bad paging parameters answer 400.
 */
import { describe, expect, it } from 'vitest';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
  TeamProgressResponse,
} from '@/shared/schemas/analytics';
import type { UserRow } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW } from '../../test/support/analytics-fixtures';

describe.each(databaseKinds())('overview member paging on %s', (kind) => {
  const t = useTestApp(kind);

  /**
   * A Manager and five members; member i (by first name) has `late[i]` overdue meetings without
   * items and `open[i]` pending items on one upcoming meeting. Ties on purpose: Bea and Cy are
   * equally behind, Ann and Dan have as many pending items.
   */
  async function team() {
    t.clock.set(NOW); // today 2026-03-15
    const manager = await t.factory.user({ role: 'Manager' });
    const org = manager.organizationId;
    const spec: [string, number, number][] = [
      ['Cy', 2, 0],
      ['Eve', 0, 0], // neither behind nor with items
      ['Bea', 2, 1],
      ['Dan', 1, 2], // before Ann, so that their tie is ordered by name, not by id
      ['Ann', 3, 2],
    ];
    const byName: Record<string, UserRow> = {};
    for (const [firstName, late, open] of spec) {
      const member = await t.factory.user({
        organizationId: org,
        managerId: manager.id,
        firstName,
      });
      byName[firstName] = member;
      const pair = { managerId: manager.id, teamMemberId: member.id };
      for (let i = 0; i < late; i++) await t.factory.meeting({ ...pair, date: '2026-03-01' });
      if (open > 0) {
        const items = Array.from({ length: open }, (_, i) => `${firstName} ${i}`);
        await t.factory.meeting({ ...pair, date: '2026-03-20' }, items);
      }
    }
    // A Senior Manager sees the whole organisation: the same members (the manager has no 1:1
    // as a team member), read by the whole-organisation path of analytics.member-pages.ts.
    const senior = await t.factory.user({ organizationId: org, role: 'Senior Manager' });
    return {
      cookie: await t.factory.signIn(manager),
      seniorCookie: await t.factory.signIn(senior),
      byName,
    };
  }

  it.each(['manager', 'senior'])(
    'Behind Schedule pages concatenate to the whole list, most behind then name (%s)',
    async (who) => {
      const { cookie: managerCookie, seniorCookie, byName } = await team();
      const cookie = who === 'senior' ? seniorCookie : managerCookie;
      const url = (q: string) => `/api/analytics/behind-schedule?${q}`;
      const whole = await getJson<BehindScheduleResponse>(t, url('limit=200'), cookie);
      const order = ['Ann', 'Bea', 'Cy', 'Dan'].map((n) => byName[n]!.id);
      expect(whole.members.map((m) => m.id)).toEqual(order);
      expect(whole.membersTotal).toBe(4);
      const pages = [];
      for (const offset of [0, 2, 4]) {
        pages.push(
          await getJson<BehindScheduleResponse>(t, url(`limit=2&offset=${offset}`), cookie),
        );
      }
      expect(pages.map((p) => p.members.length)).toEqual([2, 2, 0]);
      expect(pages.flatMap((p) => p.members.map((m) => m.id))).toEqual(order);
      for (const p of pages) {
        expect(p.membersTotal).toBe(4);
        expect(p.totals).toEqual({
          totalBehind: 8,
          overdueActionItems: 0,
          overdueMeetings: 8,
          membersBehind: 4,
        });
      }
      expect(pages[1]!.members[0]).toMatchObject({ id: byName.Cy!.id, behindCount: 2 });
    },
  );

  it.each(['manager', 'senior'])(
    'Action Items Overview pages concatenate to the whole list, most pending then name (%s)',
    async (who) => {
      const { cookie: managerCookie, seniorCookie, byName } = await team();
      const cookie = who === 'senior' ? seniorCookie : managerCookie;
      const url = (q: string) => `/api/analytics/action-items?${q}`;
      const order = ['Ann', 'Dan', 'Bea'].map((n) => byName[n]!.id);
      const first = await getJson<ActionItemsOverviewResponse>(t, url('limit=2'), cookie);
      const second = await getJson<ActionItemsOverviewResponse>(t, url('limit=2&offset=2'), cookie);
      const past = await getJson<ActionItemsOverviewResponse>(t, url('offset=3'), cookie);
      expect([...first.members, ...second.members].map((m) => m.id)).toEqual(order);
      expect(past.members).toEqual([]);
      for (const p of [first, second, past]) {
        expect(p.membersTotal).toBe(3);
        expect(p.totals).toEqual({ total: 5, pending: 5, completed: 0, stuck: 0 });
      }
      expect(second.members[0]!.pendingItems.map((i) => i.description)).toEqual(['Bea 0']);
      // A page that ends inside a tie takes its first members by name (Dan has the lower id).
      const one = await getJson<ActionItemsOverviewResponse>(t, url('limit=1'), cookie);
      expect(one.members.map((m) => m.id)).toEqual([byName.Ann!.id]);
    },
  );

  it('answers 20 member cards by default on the overviews, 50 members on Team Member Progress', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    for (let i = 0; i < 52; i++) {
      const member = await t.factory.user({
        organizationId: manager.organizationId,
        managerId: manager.id,
        firstName: `M${String(i).padStart(2, '0')}`,
      });
      // One overdue meeting with one open item each: behind, and with items.
      await t.factory.meeting(
        { managerId: manager.id, teamMemberId: member.id, date: '2026-03-01' },
        [`Item of M${i}`],
      );
    }
    const cookie = await t.factory.signIn(manager);
    const names = (page: { members: { firstName: string | null }[] }) =>
      page.members.map((m) => m.firstName);
    const expected = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `M${String(from + i).padStart(2, '0')}`);
    for (const path of ['behind-schedule', 'action-items']) {
      const page = await getJson<BehindScheduleResponse | ActionItemsOverviewResponse>(
        t,
        `/api/analytics/${path}`,
        cookie,
      );
      expect(names(page)).toEqual(expected(0, 20)); // equally behind / as many items: by name
      expect(page.membersTotal).toBe(52);
      const rest = await getJson<BehindScheduleResponse | ActionItemsOverviewResponse>(
        t,
        `/api/analytics/${path}?offset=20&limit=50`,
        cookie,
      );
      expect(names(rest)).toEqual(expected(20, 52));
    }
    const behind = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      cookie,
    );
    expect(behind.totals.overdueMeetings).toBe(52);
    const progress = await getJson<TeamProgressResponse>(t, '/api/analytics/progress', cookie);
    expect(names(progress)).toEqual(expected(0, 50));
    const progressRest = await getJson<TeamProgressResponse>(
      t,
      '/api/analytics/progress?offset=50',
      cookie,
    );
    expect(names(progressRest)).toEqual(expected(50, 52));
  });

  it('refuses a limit or offset out of range with 400 and the field message', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const cookie = await t.factory.signIn(manager);
    for (const path of ['action-items', 'behind-schedule']) {
      for (const [q, message] of [
        ['limit=0', 'Limit must be at least 1'],
        ['limit=201', 'Limit must be at most 200'],
        ['limit=1.5', 'Limit must be a whole number'],
        ['offset=-1', 'Offset must be 0 or more'],
        ['offset=abc', 'Offset must be a number'],
      ] as const) {
        const res = await t.request({ method: 'GET', url: `/api/analytics/${path}?${q}`, cookie });
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(res.json<{ message: string }>().message, `${path}?${q}`).toBe(message);
      }
      const ok = await t.request({
        method: 'GET',
        url: `/api/analytics/${path}?limit=200&offset=0`,
        cookie,
      });
      expect(ok.statusCode).toBe(200);
    }
  });
});
