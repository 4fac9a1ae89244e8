/**
 * The analytics calls on a demo sandbox (the sample data the pages open with): every page answers
 * for the managing demo roles with non-trivial figures, the team demo gets 403 on team calls and
 * its own member page, and nothing of another sandbox leaks in.
 */
import { describe, expect, it } from 'vitest';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
  TeamAnalyticsResponse,
  TeamProgressResponse,
} from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { sessionCookieOf } from '../../test/support/auth-testing';
import { getJson } from '../../test/support/analytics-fixtures';

async function demo(t: TestApp, kind: string) {
  const res = await t.request({ method: 'POST', url: `/api/auth/demo-login/${kind}` });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookieOf(res)!, user: res.json().user as { id: number } };
}

describe.each(databaseKinds())('analytics on a demo sandbox on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(['manager', 'senior-manager'])(
    'the %s demo sees every page with figures',
    async (who) => {
      const { cookie } = await demo(t, who);
      const other = await demo(t, 'manager'); // another sandbox, never counted
      const progress = await getJson<TeamProgressResponse>(t, '/api/analytics/progress', cookie);
      const team = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie);
      const items = await getJson<ActionItemsOverviewResponse>(
        t,
        '/api/analytics/action-items',
        cookie,
      );
      const behind = await getJson<BehindScheduleResponse>(
        t,
        '/api/analytics/behind-schedule',
        cookie,
      );
      expect(progress.members.length).toBeGreaterThan(1);
      expect(team.totalMeetings).toBeGreaterThan(3);
      expect(team.topPerformer).not.toBeNull();
      expect(items.totals.total).toBeGreaterThan(3);
      expect(behind.totals.totalBehind).toBeGreaterThan(0);
      expect(progress.members.some((m) => m.id === other.user.id)).toBe(false);
      for (const member of progress.members) {
        const res = await t.request({
          method: 'GET',
          url: `/api/analytics/members/${member.id}`,
          cookie,
        });
        expect(res.statusCode).toBe(200);
      }
    },
  );

  it('the team demo gets 403 on team calls and reads its own member page', async () => {
    const { cookie, user } = await demo(t, 'team');
    const res = await t.request({ method: 'GET', url: '/api/analytics/team', cookie });
    expect(res.statusCode).toBe(403);
    const own = await t.request({
      method: 'GET',
      url: `/api/analytics/members/${user.id}`,
      cookie,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().totals.totalMeetings).toBeGreaterThan(0);
  });
});
