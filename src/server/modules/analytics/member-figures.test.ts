import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { actionItems, meetings, meetingSeries, users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { completionRate, performanceScore } from '@/shared/domain/metrics';
import { advanceFiguresPivot, rebuildFiguresPivot } from './figures-pivot';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

/**
 * member_figures (migrations 0015–0016, docs/decisions/0021-member-figures.md), and
 * member_month_figures and meeting_open_items (migration 0020, the decision's amendment), the
 * pivot columns (0026) and organization_figures (0028) stay
 * equal to the counts over `meetings` and `action_items` with the rules of
 * src/shared/domain/figures.ts, after inserts, updates and deletes of meetings and items, and
 * cascades.
 */
describe.each(databaseKinds())('member_figures on %s', (kind) => {
  const t = useTestApp(kind);

  type Row = Record<string, number>;
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])),
    );

  /** The figures recomputed from scratch with the definitions the pages used before. */
  const recomputedSql = sql`
      select m.team_member_id as tm, m.organization_id as org, count(*) as meetings,
        count(*) filter (where m.status = 'completed') as completed,
        count(*) filter (where m.status = 'in_progress') as in_progress,
        count(*) filter (where m.status = 'scheduled') as scheduled,
        sum(m.duration) as minutes,
        coalesce(sum(x.items), 0) as items, coalesce(sum(x.done), 0) as items_completed,
        coalesce(sum(x.stuck), 0) as items_stuck,
        coalesce(sum(x.items - x.done) filter (where m.status <> 'completed'), 0) as open_items_live,
        count(*) filter (where m.status = 'scheduled' and m.date < p.day) as scheduled_before_pivot,
        coalesce(sum(x.items - x.done) filter (where m.status <> 'completed' and m.date < p.day),
          0) as open_items_before_pivot
      from figures_pivot p, meetings m left join (
        select meeting_id, count(*) as items,
          count(*) filter (where status = 'completed'
            and not (status = 'stuck' or coalesce(stuck_reason ~ '\\S', false))) as done,
          count(*) filter (where status = 'stuck' or coalesce(stuck_reason ~ '\\S', false)) as stuck
        from action_items group by meeting_id) x on x.meeting_id = m.id
      group by 1, 2 order by 1, 2`;
  const recomputed = () => rows(recomputedSql);
  /** The maintained rows, members whose every figure is 0 left out (their meetings are gone). */
  const maintained = () =>
    rows(sql`
      select team_member_id as tm, organization_id as org, meetings, completed, in_progress,
        scheduled, minutes, items, items_completed, items_stuck, open_items_live,
        scheduled_before_pivot, open_items_before_pivot
      from member_figures
      where (meetings, items) <> (0, 0) or (completed, in_progress, scheduled, minutes,
        items_completed, items_stuck, open_items_live, scheduled_before_pivot,
        open_items_before_pivot) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by 1, 2`);
  /** member_month_figures, meeting_open_items (migration 0020) and organization_month_figures (0039) against their recounts. */
  const monthAndOpenItems = async () => ({
    months: await rows(sql`
      select organization_id as org, month::text as month, team_member_id as tm, meetings
      from member_month_figures order by 1, 2, 3`),
    organizationMonths: await rows(sql`
      select organization_id as org, month::text as month, stripe, meetings
      from organization_month_figures order by 1, 2, 3`),
    open: await rows(sql`
      select meeting_id as id, organization_id as org, team_member_id as tm,
        date::text as date, open_items as n
      from meeting_open_items order by 1`),
  });
  const monthAndOpenItemsRecounted = async () => ({
    months: await rows(sql`
      select organization_id as org, date_trunc('month', date)::date::text as month,
        team_member_id as tm, count(*) as meetings
      from meetings group by 1, 2, 3 order by 1, 2, 3`),
    organizationMonths: await rows(sql`
      select organization_id as org, date_trunc('month', date)::date::text as month,
        team_member_id % 16 as stripe, count(*) as meetings
      from meetings group by 1, 2, 3 order by 1, 2, 3`),
    open: await rows(sql`
      select m.id, m.organization_id as org, m.team_member_id as tm, m.date::text as date,
        count(*) as n
      from meetings m join action_items i on i.meeting_id = m.id
      where m.status <> 'completed' and not (i.status = 'completed'
        and not (i.status = 'stuck' or coalesce(i.stuck_reason ~ '\\S', false)))
      group by 1, 2, 3, 4 order by 1`),
  });
  /** organization_figures (migrations 0028, 0032, 0036, 0038) against the sums of the meetings per stripe. */
  const organizationStripes = () =>
    rows(sql`
      select organization_id as org, stripe, meetings, completed, in_progress, scheduled, items,
        items_completed, items_stuck, members_with_items, members_with_pending, minutes,
        members_with_meetings, scheduled_before_pivot, open_items_before_pivot,
        members_behind_before_pivot
      from organization_figures order by 1, 2`);
  const organizationStripesRecounted = () =>
    rows(sql`
      select org, tm % 16 as stripe, sum(meetings) as meetings, sum(completed) as completed,
        sum(in_progress) as in_progress, sum(scheduled) as scheduled, sum(items) as items,
        sum(items_completed) as items_completed, sum(items_stuck) as items_stuck,
        count(*) filter (where items > 0) as members_with_items,
        count(*) filter (where items - items_completed - items_stuck > 0) as members_with_pending,
        sum(minutes) as minutes, count(*) filter (where meetings > 0) as members_with_meetings,
        sum(scheduled_before_pivot) as scheduled_before_pivot,
        sum(open_items_before_pivot) as open_items_before_pivot,
        count(*) filter (where scheduled_before_pivot + open_items_before_pivot > 0)
          as members_behind_before_pivot
      from (${recomputedSql}) r group by 1, 2 order by 1, 2`);
  /**
   * The generated columns of member_figures (migration 0038) against metrics.ts's functions
   * over the row's counts: the completion rate, the performance score, the overdue figure.
   */
  const staleGenerated = async () =>
    (
      await rows(sql`
        select team_member_id as tm, meetings, completed, items, items_completed,
          scheduled_before_pivot, open_items_before_pivot, completion_rate, score,
          behind_before_pivot
        from member_figures`)
    ).filter((r) => {
      const rate = completionRate(r.completed!, r.meetings!);
      const score = performanceScore(rate, completionRate(r.items_completed!, r.items!));
      const behind = r.scheduled_before_pivot! + r.open_items_before_pivot!;
      return r.completion_rate !== rate || r.score !== score || r.behind_before_pivot !== behind;
    });
  /** The name keys of member_figures (migration 0037) that differ from their users' names. */
  const staleNameKeys = async () =>
    (
      (await t.database.db.execute(sql`
        select f.team_member_id as tm, f.first_key, f.last_key, u.first_name, u.last_name
        from member_figures f join users u on u.id = f.team_member_id
        where (f.first_key, f.last_key)
          <> (lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')))`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
  const expectEqual = async () => {
    expect(await staleNameKeys()).toEqual([]);
    expect(await staleGenerated()).toEqual([]);
    expect(await maintained()).toEqual(await recomputed());
    expect(await organizationStripes()).toEqual(await organizationStripesRecounted());
    expect(await monthAndOpenItems()).toEqual(await monthAndOpenItemsRecounted());
  };

  it('follows inserts, updates and deletes of meetings and items', async () => {
    await rebuildFiguresPivot(t.database.db, '2030-06-01');
    const team = await t.factory.team();
    const { manager, member, otherMember } = team;
    const db = t.database.db;
    const a = await t.factory.meeting({ managerId: manager.id, teamMemberId: member.id }, [
      'one',
      { description: 'two', status: 'completed' },
      { description: 'three', status: 'stuck' },
      { description: 'four', status: 'completed', stuckReason: 'Blocked by legal' },
      { description: 'five', status: 'pending', stuckReason: '   ' },
    ]);
    const b = await t.factory.meeting(
      { managerId: manager.id, teamMemberId: member.id, status: 'completed', duration: 45 },
      ['x', { description: 'y', status: 'completed' }],
    );
    const c = await t.factory.meeting(
      { managerId: manager.id, teamMemberId: otherMember.id, status: 'in_progress' },
      ['z'],
    );
    await expectEqual();

    // Item updates: status, stuck reason, moved to another meeting; several rows at once.
    const items = await db.select().from(actionItems).where(eq(actionItems.meetingId, a.id));
    await db
      .update(actionItems)
      .set({ status: 'completed' })
      .where(eq(actionItems.id, items[0]!.id));
    await db.update(actionItems).set({ stuckReason: null }).where(eq(actionItems.id, items[3]!.id));
    await db.update(actionItems).set({ meetingId: c.id }).where(eq(actionItems.id, items[2]!.id));
    await db.update(actionItems).set({ status: 'stuck' }).where(eq(actionItems.meetingId, b.id));
    await expectEqual();

    // Meeting updates: status (to and from completed), duration, team member, several rows.
    await db.update(meetings).set({ status: 'completed' }).where(eq(meetings.id, a.id));
    await db
      .update(meetings)
      .set({ status: 'scheduled', duration: 60 })
      .where(eq(meetings.id, b.id));
    await db.update(meetings).set({ teamMemberId: member.id }).where(eq(meetings.id, c.id));
    await db.update(meetings).set({ date: '2031-02-03' }).where(eq(meetings.id, b.id));
    await db
      .update(meetings)
      .set({ title: 'Renamed', version: sql`${meetings.version} + 1` })
      .where(inArray(meetings.id, [a.id, b.id, c.id]));
    await db
      .update(meetings)
      .set({ status: 'in_progress' })
      .where(inArray(meetings.id, [a.id, c.id]));
    await expectEqual();

    // Deletes: one item, several items, a meeting with its items (cascade).
    await db.delete(actionItems).where(eq(actionItems.id, items[1]!.id));
    await db.delete(actionItems).where(eq(actionItems.meetingId, c.id));
    await db.delete(meetings).where(eq(meetings.id, a.id));
    await expectEqual();
    await db.delete(meetings).where(inArray(meetings.id, [b.id, c.id]));
    await expectEqual();
  });

  it('follows the cascades of series, people and organisations', async () => {
    await rebuildFiguresPivot(t.database.db, '2030-02-01');
    const team = await t.factory.team();
    const { manager, member, otherMember } = team;
    const db = t.database.db;
    const [series] = await db
      .insert(meetingSeries)
      .values({
        organizationId: team.organization.id,
        managerId: manager.id,
        teamMemberId: member.id,
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
        startDate: '2030-01-07',
        startTime: '10:00',
        duration: 30,
        timezone: 'UTC',
        icsUid: 'member-figures-series@cadence.test',
        lastDate: '2030-12-30',
        materialisedThrough: '2030-01-14',
      })
      .returning();
    await t.factory.meeting(
      { managerId: manager.id, teamMemberId: member.id, seriesId: series!.id },
      ['a', { description: 'b', status: 'completed' }],
    );
    await t.factory.meeting({ managerId: manager.id, teamMemberId: otherMember.id }, ['c']);
    const other = await t.factory.team();
    await t.factory.meeting(
      { managerId: other.manager.id, teamMemberId: other.member.id, status: 'completed' },
      ['d'],
    );
    await expectEqual();
    // The series goes: its occurrences keep their figures (series_id set null).
    await db.delete(meetingSeries).where(eq(meetingSeries.id, series!.id));
    await expectEqual();
    // A person goes: their meetings, items and figures go.
    await db.delete(users).where(eq(users.id, otherMember.id));
    await expectEqual();
    expect(
      await rows(sql`select 1 from member_figures where team_member_id = ${otherMember.id}`),
    ).toEqual([]);
    // An organisation goes with everything in it.
    await db.execute(sql`delete from organizations where id = ${other.organization.id}`);
    await expectEqual();
  });

  it('follows the writes of the API: create, items, complete, move, re-manage, cancel', async () => {
    await rebuildFiguresPivot(t.database.db, '2031-04-01');
    const w = await signedInTeam(t);
    t.clock.set(new Date('2031-03-01T09:00:00Z'));
    const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
      const cookie = await t.factory.signIn(w.seniorManager);
      const res = await t.request({ method, url, cookie, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      await expectEqual();
      return res;
    };
    const body = { meeting: formBody(w.member.id, { actionItems: 'One\nTwo\nThree' }) };
    const id = ((await call('POST', '/api/meetings', body)).json() as { id: number }).id;
    await call('POST', '/api/meetings', {
      meeting: formBody(w.otherMember.id, { date: '2031-04-02' }),
    });
    await call('PATCH', `/api/meetings/${id}/action-items/0`, { status: 'completed' });
    await call('PATCH', `/api/meetings/${id}/action-items/1`, {
      status: 'stuck',
      stuckReason: 'Waiting',
    });
    await call('PATCH', `/api/meetings/${id}`, { status: 'completed' });
    await call('PATCH', `/api/meetings/${id}`, { status: 'in_progress', date: '2031-05-20' });
    await call('PATCH', `/api/meetings/${id}/action-items/1`, { status: 'pending' });
    // A member moved to another manager keeps their figures (they are the member's).
    await call('PATCH', `/api/users/${w.member.id}`, { managerId: w.supervisor.id });
    // A renamed member's name keys follow (the Action Items Overview's order), one name at a
    // time and to no name at all.
    await call('PATCH', `/api/users/${w.member.id}`, { firstName: 'Zoë', lastName: 'Ärnström' });
    await call('PATCH', `/api/users/${w.otherMember.id}`, { lastName: 'Aalto' });
    await t.database.db
      .update(users)
      .set({ firstName: null, lastName: null })
      .where(inArray(users.id, [w.member.id, w.otherMember.id]));
    await expectEqual();
    await call('DELETE', `/api/meetings/${id}`);
    expect(await rows(sql`select 1 from meeting_open_items where meeting_id = ${id}`)).toEqual([]);
  });

  it('moves the pivot day forward once, to the earliest today of the people', async () => {
    const db = t.database.db;
    await rebuildFiguresPivot(db, '2030-01-01');
    const team = await t.factory.team();
    const { manager, member, otherMember } = team;
    await db.update(users).set({ timezone: 'Pacific/Honolulu' }).where(eq(users.id, member.id));
    for (const [date, status] of [
      ['2030-01-05', 'scheduled'],
      ['2030-01-12', 'in_progress'],
      ['2030-01-14', 'scheduled'],
      ['2030-01-15', 'scheduled'],
      ['2030-02-01', 'scheduled'],
    ] as const) {
      await t.factory.meeting({ managerId: manager.id, teamMemberId: member.id, date, status }, [
        'open',
        { description: 'done', status: 'completed' },
      ]);
    }
    await t.factory.meeting({ managerId: manager.id, teamMemberId: otherMember.id }, ['x']);
    await expectEqual();
    // 05:00 UTC on 15 January is still the 14th in Honolulu: the pivot stops there.
    const at = new Date('2030-01-15T05:00:00Z');
    const runs = await Promise.all([advanceFiguresPivot(db, at), advanceFiguresPivot(db, at)]);
    expect(runs.map((r) => r.to)).toEqual(['2030-01-14', '2030-01-14']);
    expect(runs.filter((r) => r.from !== r.to)).toHaveLength(1);
    await expectEqual();
    // Never backwards; forwards again a day later, then writes on both sides of it.
    expect(await advanceFiguresPivot(db, new Date('2030-01-10T00:00:00Z'))).toEqual({
      from: '2030-01-14',
      to: '2030-01-14',
    });
    expect(await advanceFiguresPivot(db, new Date('2030-01-16T12:00:00Z'))).toEqual({
      from: '2030-01-14',
      to: '2030-01-16',
    });
    await expectEqual();
    await db.update(meetings).set({ date: '2030-03-01' }).where(eq(meetings.date, '2030-01-05'));
    await db.update(meetings).set({ status: 'completed' }).where(eq(meetings.date, '2030-01-15'));
    await expectEqual();
  });
});
