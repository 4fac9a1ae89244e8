/**
 * Team Analytics lists (spec 2.11; LIST_LIMITS.needsSupport and completionChartMembers, limits
 * the spec does not give): Needs Support keeps the 10 lowest scores with the exact count, the
 * completion chart the 20 lowest completion rates (members with meetings first) with the number
 * of members, the Top Performer stays exact; and the SQL rates and scores that rank them equal
 * completionRate and performanceScore of metrics.ts for every pair of counts.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { completionRate, performanceScore } from '@/shared/domain/metrics';
import type { TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW } from '../../test/support/analytics-fixtures';
import { rateSql, scoreSql } from './analytics.team-figures';

describe.each(databaseKinds())('team analytics lists on %s', (kind) => {
  const t = useTestApp(kind);

  /**
   * A Manager and 23 members: Need A–I (1 scheduled meeting: score 0), Half X–Z (1 of 2
   * meetings completed: rate 50, score 30), Star (1 completed meeting, its item completed:
   * score 100) and Idle 01–10 without meetings.
   */
  async function bigTeam() {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const org = manager.organizationId;
    const member = (firstName: string) =>
      t.factory.user({ organizationId: org, managerId: manager.id, firstName, lastName: 'Test' });
    const meeting = (
      teamMemberId: number,
      status: string,
      items: { description: string; status?: string }[] = [],
    ) =>
      t.factory.meeting({ managerId: manager.id, teamMemberId, status, date: '2026-03-02' }, items);
    const ids: Record<string, number> = {};
    for (const name of 'ABCDEFGHI') {
      const u = await member(`Need ${name}`);
      ids[`Need ${name}`] = u.id;
      await meeting(u.id, 'scheduled', [{ description: 'open' }]);
    }
    for (const name of 'XYZ') {
      const u = await member(`Half ${name}`);
      ids[`Half ${name}`] = u.id;
      await meeting(u.id, 'completed');
      await meeting(u.id, 'in_progress');
    }
    const star = await member('Star');
    await meeting(star.id, 'completed', [{ description: 'done', status: 'completed' }]);
    for (let i = 1; i <= 10; i++) await member(`Idle ${String(i).padStart(2, '0')}`);
    return { star, cookie: await t.factory.signIn(manager) };
  }

  it('lists the 10 lowest scores of Needs Support and counts them all; the Top Performer stays exact', async () => {
    const { star, cookie } = await bigTeam();
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie);
    expect(body).toMatchObject({
      totalMembers: 23,
      activeMembers: 13,
      totalMeetings: 16,
      statusDistribution: { completed: 4, inProgress: 3, scheduled: 9 },
      actionItems: { total: 10, completed: 1, pending: 9, completionRate: 10 },
    });
    expect(body.topPerformer).toMatchObject({
      id: star.id,
      performanceScore: 100,
      // The listed member's own identity, read for the listed few (analytics.team-figures.ts).
      username: star.username,
      email: star.email,
      firstName: 'Star',
      lastName: 'Test',
      name: 'Star Test',
      jobTitle: star.jobTitle,
      role: star.role,
    });
    expect(body.needsSupport).toHaveLength(LIST_LIMITS.needsSupport);
    expect(body.needsSupportTotal).toBe(12);
    expect(body.needsSupport.map((m) => [m.name, m.performanceScore])).toEqual([
      ...'ABCDEFGHI'.split('').map((c) => [`Need ${c} Test`, 0]),
      ['Half X Test', 30],
    ]);
    expect(body.needsSupport[9]).toMatchObject({
      totalMeetings: 2,
      completedMeetings: 1,
      completionRate: 50,
      totalActionItems: 0,
      actionItemRate: 0,
    });
  });

  it('draws the 20 lowest completion rates, members with meetings first, and counts every member', async () => {
    const { cookie } = await bigTeam();
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie);
    expect(body.membersTotal).toBe(23);
    expect(body.members).toHaveLength(LIST_LIMITS.completionChartMembers);
    expect(body.members.map((m) => [m.firstName, m.completionRate])).toEqual([
      ...'ABCDEFGHI'.split('').map((c) => [`Need ${c}`, 0]),
      ...'XYZ'.split('').map((c) => [`Half ${c}`, 50]),
      ['Star', 100],
      ...[1, 2, 3, 4, 5, 6, 7].map((i) => [`Idle 0${i}`, 0]),
    ]);
    expect(body.members.find((m) => m.firstName === 'Star')).toMatchObject({
      totalActionItems: 1,
      completedActionItems: 1,
      actionItemRate: 100,
      performanceScore: 100,
    });
  });

  it('a small team is listed whole: nothing more needs support, the chart holds everyone', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const a = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const b = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    await t.factory.meeting({ managerId: manager.id, teamMemberId: a.id, status: 'completed' });
    await t.factory.meeting({ managerId: manager.id, teamMemberId: b.id });
    const cookie = await t.factory.signIn(manager);
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie);
    expect(body.topPerformer?.id).toBe(a.id);
    expect(body.needsSupport.map((m) => m.id)).toEqual([b.id]);
    expect(body.needsSupportTotal).toBe(1);
    expect(body.members.map((m) => m.id)).toEqual([b.id, a.id]); // lowest completion first
    expect(body.membersTotal).toBe(2);
  });

  it('the SQL rate and score equal completionRate and performanceScore for every pair of counts', async () => {
    const { db } = t.database;
    type Row = { part: number; whole: number; rate: number | string };
    const rates = (await db.execute(sql`
      select part, whole, ${rateSql(sql`part`, sql`whole`)} as rate
      from generate_series(0, 200) whole, generate_series(0, 200) part where part <= whole`)) as unknown as {
      rows: Row[];
    };
    expect(rates.rows).toHaveLength((201 * 202) / 2);
    const wrongRates = rates.rows.filter(
      (r) => Number(r.rate) !== completionRate(Number(r.part), Number(r.whole)),
    );
    expect(wrongRates).toEqual([]);
    const scores = (await db.execute(sql`
      select a, b, ${scoreSql(sql`a::float8`, sql`b::float8`)} as score
      from generate_series(0, 100) a, generate_series(0, 100) b`)) as unknown as {
      rows: { a: number; b: number; score: number | string }[];
    };
    expect(scores.rows).toHaveLength(101 * 101);
    const wrongScores = scores.rows.filter(
      (r) => Number(r.score) !== performanceScore(Number(r.a), Number(r.b)),
    );
    expect(wrongScores).toEqual([]);
  });
});
