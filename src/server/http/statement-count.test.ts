/**
 * SQL statements per authenticated list call (docs/performance.md "Request path"): the session,
 * the actor and their reporting line are one statement, GET /api/meetings's page one more.
 * Every authenticated GET list route of the API is called as a Manager (a reporting line of
 * three) and as a Senior Manager, with a session touched less than a minute ago (the touch
 * write happens at most once a minute) and not in the session cache (decision 23), and fails
 * above its fixed number. With the session in the cache the session's statement is gone: the
 * meetings list is then one statement.
 */
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../test/harness';
import { countStatements } from '../test/statement-counter';

/**
 * The most statements each call may run, the session's one included (measured when this test
 * was written; lower a number when a route gets cheaper, never raise it without a reason).
 */
const LIMITS: Record<string, number> = {
  '/api/meetings': 2,
  '/api/meetings/count': 2,
  '/api/auth/user': 1,
  '/api/auth/sessions': 2,
  '/api/auth/two-factor': 2,
  '/api/all-users': 2,
  '/api/team-members': 2,
  '/api/managers': 2,
  '/api/senior-managers': 2,
  '/api/users/:id': 3,
  '/api/organizations/all': 2,
  '/api/audit': 2,
  '/api/audit.csv': 2,
  '/api/organization/scim-tokens': 2,
  // Without `level`: the first page of each of the four levels and the totals (decision 20).
  '/api/organizations/:id/hierarchy': 7,
  '/api/organizations/:id/summary': 3,
  // 6 for a reader above the two people: the read's audit event (decision 37).
  '/api/meetings/:id': 6,
  '/api/meetings/:id/related': 3,
  '/api/action-items': 3,
  '/api/analytics/progress': 6,
  '/api/analytics/team': 2,
  '/api/analytics/action-items': 4,
  '/api/analytics/behind-schedule': 4,
  '/api/analytics/feedback': 2,
  '/api/analytics/members/:id': 5,
  '/api/directory/managers': 3,
  '/api/directory/team-members': 3,
  '/api/directory/managers/:id': 5,
  '/api/meetings/:id/talking-points': 3,
  '/api/meetings/:id/private-note': 3,
  '/api/meeting-templates': 2,
  '/api/meetings/:id/feedback': 3,
  '/api/me/calendar-feed': 3,
  '/api/notifications': 3,
  '/api/me/notification-preferences': 2,
  // The pending proposal of a new sign-in e-mail (decision 30): the session and one read.
  '/api/me/email-proposal': 2,
};

describe.each(databaseKinds())('statements per list call on %s', (kind) => {
  const t = useTestApp(kind);

  it('stays at or under each route’s fixed number', async () => {
    const team = await t.factory.team();
    for (let i = 0; i < 5; i++) {
      await t.factory.meeting(
        {
          managerId: team.manager.id,
          teamMemberId: i % 2 ? team.member.id : team.otherMember.id,
          date: `2031-05-0${i + 1}`,
        },
        ['first', { description: 'second', status: 'completed' }],
      );
    }
    const cookies = {
      manager: await t.factory.signIn(team.manager),
      senior: await t.factory.signIn(team.seniorManager),
    };
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
      date: '2031-05-09',
    });
    // A route's `:id` is the organisation, the meeting or a person, whichever answers 200.
    const ids = [team.organization.id, meeting.id, team.manager.id, team.member.id];
    const calls = t.app.routeInventory
      .filter((r) => r.method === 'GET' && !r.public && r.url.startsWith('/api/'))
      .filter((r) => !r.url.endsWith('/export') && !/:(?!id\b)/.test(r.url))
      .flatMap((r) =>
        r.url.includes(':id')
          ? ids.map((id) => ({ route: r.url, url: r.url.replace(':id', String(id)) }))
          : [{ route: r.url, url: r.url }],
      );
    const counter = countStatements(t.database.db);
    const seen: Record<string, number> = {};
    try {
      for (const { route, url } of calls) {
        for (const cookie of Object.values(cookies)) {
          t.app.ctx.sessionCache.clear();
          counter.reset();
          const res = await t.request({ method: 'GET', url, cookie });
          if (res.statusCode !== 200) continue;
          seen[route] = Math.max(seen[route] ?? 0, counter.count);
        }
      }
      // The paged forms of the lists too: the session's statement and the page's.
      const paged = [
        '/api/meetings?cursor=',
        '/api/all-users?cursor=&search=a',
        '/api/managers?cursor=&search=a',
        '/api/team-members?cursor=&search=a',
      ];
      for (const url of paged) {
        for (const cookie of Object.values(cookies)) {
          t.app.ctx.sessionCache.clear();
          counter.reset();
          const page = await t.request({ method: 'GET', url, cookie });
          expect(page.statusCode, url).toBe(200);
          expect(counter.count, `${url}\n${counter.texts.join('\n')}`).toBe(2);
        }
      }
      // Again, the session now cached (by a first call): the page alone.
      await t.request({ method: 'GET', url: '/api/auth/user', cookie: cookies.manager });
      for (const url of ['/api/meetings?cursor=', '/api/meetings']) {
        counter.reset();
        const again = await t.request({ method: 'GET', url, cookie: cookies.manager });
        expect(again.statusCode).toBe(200);
        expect(counter.count, counter.texts.join('\n')).toBe(1);
      }
      // The dashboards' forms (docs/archive/performance-log.md, Scale "Dashboards"): the counts per status in one
      // statement, Recent and This Week in the list's one statement.
      const forms: [string, number][] = [
        ['/api/meetings/count?byStatus=true', 2],
        ['/api/meetings/count?byStatus=true&from=2031-05-01&to=2031-05-07', 3],
        ['/api/meetings?limit=5', 2],
        ['/api/meetings?upcoming=true&to=2031-05-04&limit=3', 2],
        ['/api/meetings?from=2031-05-01&to=2031-05-07', 2],
        // The team member meetings list's footer: the total, the matching rows, their items.
        ['/api/meetings/count?teamMember=1&actionItems=true&byStatus=true', 4],
      ];
      for (const [url, most] of forms) {
        for (const cookie of Object.values(cookies)) {
          t.app.ctx.sessionCache.clear();
          counter.reset();
          const res = await t.request({ method: 'GET', url, cookie });
          expect(res.statusCode, url).toBe(200);
          expect(counter.count, `${url}\n${counter.texts.join('\n')}`).toBeLessThanOrEqual(most);
        }
      }
    } finally {
      counter.restore();
    }
    expect(Object.keys(seen)).toContain('/api/meetings');
    const over = Object.entries(seen)
      .filter(([route, count]) => count > (LIMITS[route] ?? 0))
      .map(([route, count]) => `GET ${route}: ${count} statements, at most ${LIMITS[route] ?? 0}`);
    expect(over).toEqual([]);
  });
});
