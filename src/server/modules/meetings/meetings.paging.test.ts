/**
 * GET /api/meetings keyset pages (docs/api.md): `cursor` (empty for the first page) answers
 * `{ items, nextCursor }` of at most 50 in the list's order, each meeting exactly once across
 * the pages, with the filters kept; a forged cursor answers 400; without `cursor` the array of
 * spec 7 stays. The reporting line read with the session follows a change of manager at once.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Meeting, MeetingsPage } from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { databaseKinds, untilAuthChangeSeen, useTestApp } from '../../test/harness';
import { listMeetings } from './meetings.list';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('GET /api/meetings pages on %s', (kind) => {
  const t = useTestApp(kind);

  it('pages every meeting once, newest first, filters kept; 400 on a forged cursor', async () => {
    const team = await signedInTeam(t);
    // 120 meetings over 40 days, three a day at the same start time (the id breaks the tie).
    await t.database.db.execute(sql`
      insert into meetings (organization_id, team_member_id, manager_id, date, start_time,
        duration, status, ics_uid)
      select ${team.manager.organizationId}::int,
        case when g % 2 = 0 then ${team.member.id}::int else ${team.otherMember.id}::int end,
        ${team.manager.id}::int, date '2031-01-01' + (g / 3), '10:00', 30,
        case when g % 4 = 0 then 'completed' else 'scheduled' end, 'uid-' || g
      from generate_series(0, 119) g`);
    const get = async (url: string) => t.request({ method: 'GET', url, cookie: team.as.manager });
    const first = await get('/api/meetings');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const all = first.json<Meeting[]>();
    expect(all).toHaveLength(120);

    const pages: MeetingsPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await get(`/api/meetings?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page: MeetingsPage = res.json();
      pages.push(page);
      cursor = page.nextCursor;
    }
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20]);
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(all.map((m) => m.id));

    const completed: Meeting[] = [];
    cursor = '';
    while (cursor !== null) {
      const res = await get(`/api/meetings?status=completed&limit=7&cursor=${cursor}`);
      const page: MeetingsPage = res.json();
      expect(page.items.length).toBeLessThanOrEqual(7);
      completed.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(completed.map((m) => m.id)).toEqual(
      all.filter((m) => m.status === 'completed').map((m) => m.id),
    );

    const upcoming = (await get('/api/meetings?upcoming=true&cursor=')).json<MeetingsPage>();
    expect(upcoming.items[0]!.date <= upcoming.items[49]!.date).toBe(true);

    for (const bad of ['nope', Buffer.from('["x",1,2]').toString('base64url')]) {
      const res = await get(`/api/meetings?cursor=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.cursor).toEqual(['Cursor is not valid']);
    }
    expect((await get('/api/meetings?cursor=&offset=3')).statusCode).toBe(400);
  });

  it("a reporting line's pages and LIMITs list what the whole list lists, in its order", async () => {
    // The line's pages are read per person (visibleMeetingsPageSql); the array without a LIMIT
    // by the one condition. Meetings as manager and as team member, both in the line (read
    // twice, listed once), the manager's own 1:1 with their Senior Manager, a 1:1 with someone
    // outside the line, and 1:1s nobody of the line takes part in.
    const team = await signedInTeam(t);
    const outsider = await t.factory.user({
      organizationId: team.manager.organizationId,
      role: 'Team Member',
      managerId: team.seniorManager.id,
    });
    const pairs = [
      [team.manager.id, team.member.id],
      [team.supervisor.id, team.otherMember.id],
      [team.seniorManager.id, team.manager.id],
      [team.manager.id, outsider.id],
      [team.seniorManager.id, outsider.id],
      [team.supervisor.id, team.member.id],
    ];
    const managers = sql.raw(`array[${pairs.map((p) => p[0]).join(',')}]`);
    const members = sql.raw(`array[${pairs.map((p) => p[1]).join(',')}]`);
    await t.database.db.execute(sql`
      insert into meetings (organization_id, team_member_id, manager_id, date, start_time,
        duration, status, agenda, ics_uid)
      select ${team.manager.organizationId}::int, (${members})[1 + g % 6], (${managers})[1 + g % 6],
        date '2031-01-01' + (g * 7 % 23), case when g % 5 = 0 then '09:00' else '10:00' end, 30,
        case when g % 3 = 0 then 'completed' else 'scheduled' end,
        case when g % 5 = 1 then 'alpha plan' else 'beta plan' end, 'line-' || g
      from generate_series(0, 89) g`);
    const idsOf = async (cookie: string, url: string) => {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Meeting[] | MeetingsPage>();
      return (Array.isArray(body) ? body : body.items).map((m) => m.id);
    };
    for (const cookie of [team.as.manager, team.as.supervisor]) {
      for (const filter of [
        '',
        'status=scheduled',
        'upcoming=true',
        'search=alpha',
        'from=2031-01-05&to=2031-01-12',
      ]) {
        const all = await idsOf(cookie, `/api/meetings?${filter}`);
        expect(all.length, filter).toBeGreaterThan(5);
        expect(await idsOf(cookie, `/api/meetings?${filter}&limit=5`)).toEqual(all.slice(0, 5));
        const paged: number[] = [];
        let cursor: string | null = '';
        while (cursor !== null) {
          const res = await t.request({
            method: 'GET',
            url: `/api/meetings?${filter}&limit=7&cursor=${encodeURIComponent(cursor)}`,
            cookie,
          });
          const page: MeetingsPage = res.json();
          paged.push(...page.items.map((m) => m.id));
          cursor = page.nextCursor;
        }
        expect(paged, filter).toEqual(all);
      }
    }
    // The manager sees the 1:1s of five of the six pairs; the supervisor those of two.
    expect(await idsOf(team.as.manager, '/api/meetings')).toHaveLength(75);
    expect(await idsOf(team.as.supervisor, '/api/meetings')).toHaveLength(30);
  });

  it("keeps one generic plan for a small line's pages: planned for its values five times only", async () => {
    // A line of fewer than ten people (here the manager and four): PostgreSQL's generic plan
    // counts ten people for an array it cannot see, a plan for the values counts the line, so
    // with the array read as it is the generic plan looked dearer and every execution was
    // planned again (docs/archive/performance-log.md, Scale "Sixth pass"). Each count is in the text: a
    // page of 9 (its look-ahead LIMIT 10, 20 per person's side) and a LIMIT of 3 (6), counts
    // no other test of this file asks for, so these statements are new to the database.
    const team = await signedInTeam(t);
    for (let i = 0; i < 12; i++) {
      await t.factory.meeting({
        managerId: team.manager.id,
        teamMemberId: i % 2 ? team.member.id : team.supervisor.id,
        date: `2031-03-${String(1 + i).padStart(2, '0')}`,
      });
    }
    const [actor] = await t.database.db.select().from(users).where(eq(users.id, team.manager.id));
    const now = new Date('2031-02-01T09:00:00Z');
    const runs = async (on: DbOrTx) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        for (const query of [{ cursor: '', limit: 9 }, { limit: 3 }]) {
          const answer = await listMeetings({ db: on, actor: actor!, query, now });
          answers.push(Array.isArray(answer) ? answer.length : answer.items.length);
        }
      }
      const plans = (
        (await on.execute(sql`
          select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements
          where statement like '%as person(id)%' and statement ~ 'limit (20|6)[)]'
          order by statement`)) as unknown as {
          rows: { generic: number; custom: number }[];
        }
      ).rows;
      return { answers, plans };
    };
    // PostgreSQL keeps prepared statements per connection: one transaction holds one. PGlite
    // runs a statement of a transaction unnamed, so there on the database itself.
    const result =
      kind === 'postgres'
        ? await t.database.db.transaction((tx) => runs(tx))
        : await runs(t.database.db);
    expect(result.answers).toEqual(Array.from({ length: 7 }, () => [9, 3]).flat());
    expect(result.plans).toEqual([
      { generic: 2, custom: 5 },
      { generic: 2, custom: 5 },
    ]);
  });

  it('follows a change of reporting line on the next request', async () => {
    const team = await signedInTeam(t);
    await t.factory.meeting({
      managerId: team.supervisor.id,
      teamMemberId: team.otherMember.id,
      date: '2031-02-01',
    });
    // The supervisor (and Omar below them) report to the manager, who sees their 1:1s until
    // the supervisor moves to another manager.
    const seen = async () =>
      (await t.request({ method: 'GET', url: '/api/meetings', cookie: team.as.manager }))
        .json<Meeting[]>()
        .filter((m) => m.managerId === team.supervisor.id).length;
    expect(await seen()).toBe(1);
    // Written straight to the database, as another instance would: the next request after the
    // database's notification (decision 23) reads the new line.
    const generation = t.app.ctx.sessionCache.generation();
    await t.database.db.execute(
      sql`update users set manager_id = ${team.seniorManager.id} where id = ${team.supervisor.id}`,
    );
    await untilAuthChangeSeen(t.app, generation);
    expect(await seen()).toBe(0);
  });
});
