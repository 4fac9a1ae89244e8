import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { actionItems, meetings, meetingSeries, users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';

/**
 * member_figures (migrations 0015–0016, docs/decisions/0021-member-figures.md) stays equal to the
 * counts over `meetings` and `action_items` with the rules of src/shared/domain/figures.ts,
 * after inserts, updates and deletes of meetings and items, and cascades.
 */
describe.each(databaseKinds())('member_figures on %s', (kind) => {
  const t = useTestApp(kind);

  type Row = Record<string, number>;
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])),
    );

  /** The figures recomputed from scratch with the definitions the pages used before. */
  const recomputed = () =>
    rows(sql`
      select m.team_member_id as tm, m.organization_id as org, count(*) as meetings,
        count(*) filter (where m.status = 'completed') as completed,
        count(*) filter (where m.status = 'in_progress') as in_progress,
        count(*) filter (where m.status = 'scheduled') as scheduled,
        sum(m.duration) as minutes,
        coalesce(sum(x.items), 0) as items, coalesce(sum(x.done), 0) as items_completed,
        coalesce(sum(x.stuck), 0) as items_stuck,
        coalesce(sum(x.items - x.done) filter (where m.status <> 'completed'), 0) as open_items_live
      from meetings m left join (
        select meeting_id, count(*) as items,
          count(*) filter (where status = 'completed'
            and not (status = 'stuck' or coalesce(stuck_reason ~ '\\S', false))) as done,
          count(*) filter (where status = 'stuck' or coalesce(stuck_reason ~ '\\S', false)) as stuck
        from action_items group by meeting_id) x on x.meeting_id = m.id
      group by 1, 2 order by 1, 2`);
  /** The maintained rows, members whose every figure is 0 left out (their meetings are gone). */
  const maintained = () =>
    rows(sql`
      select team_member_id as tm, organization_id as org, meetings, completed, in_progress,
        scheduled, minutes, items, items_completed, items_stuck, open_items_live
      from member_figures
      where (meetings, items) <> (0, 0) or (completed, in_progress, scheduled, minutes,
        items_completed, items_stuck, open_items_live) <> (0, 0, 0, 0, 0, 0, 0)
      order by 1, 2`);
  const expectEqual = async () => expect(await maintained()).toEqual(await recomputed());

  it('follows inserts, updates and deletes of meetings and items', async () => {
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
});
