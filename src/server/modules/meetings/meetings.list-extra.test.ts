/**
 * GET /api/meetings filters added for the team member screens (spec 2.6 Upcoming
 * Meetings, 2.13 team member meetings list): `upcoming` (scheduled, today or later in the
 * caller's timezone, earliest first), `withActionItems`, and that `teamMember` never reaches
 * outside the caller's visibility (the page's person lookup answers 404 there).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { users } from '../../db/schema';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('meeting list: upcoming, action items, scope on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function list(cookie: string, query: string) {
    const res = await t.request({ method: 'GET', url: `/api/meetings${query}`, cookie });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json() as Meeting[];
  }

  it("keeps scheduled meetings from today on in the caller's timezone, earliest first", async () => {
    // 2030-03-31 20:00 UTC: already 2030-04-01 in Tokyo, still 2030-03-31 in Los Angeles.
    t.clock.set(new Date('2030-03-31T20:00:00Z'));
    const w = await signedInTeam(t);
    await t.database.db
      .update(users)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(users.id, w.member.id));
    await t.database.db
      .update(users)
      .set({ timezone: 'America/Los_Angeles' })
      .where(eq(users.id, w.manager.id));
    const tokyo = await t.factory.signIn(w.member);
    const losAngeles = await t.factory.signIn(w.manager);
    const mk = (date: string, startTime = '10:00', status = 'scheduled') =>
      t.factory.meeting({
        managerId: w.manager.id,
        teamMemberId: w.member.id,
        date,
        startTime,
        status,
      });
    const yesterdayLa = await mk('2030-03-30');
    const todayLa = await mk('2030-03-31', '15:00');
    const todayLaEarly = await mk('2030-03-31', '09:30');
    const todayTokyo = await mk('2030-04-01');
    const later = await mk('2030-06-01');
    await mk('2030-04-02', '10:00', 'completed');
    await mk('2030-04-03', '10:00', 'in_progress');

    const ids = async (cookie: string, q: string) => (await list(cookie, q)).map((m) => m.id);
    const q = `?teamMember=${w.member.id}&upcoming=true`;
    expect(await ids(losAngeles, q)).toEqual([
      todayLaEarly.id,
      todayLa.id,
      todayTokyo.id,
      later.id,
    ]);
    expect(await ids(tokyo, q)).toEqual([todayTokyo.id, later.id]);
    expect(await ids(tokyo, `${q}&limit=1`)).toEqual([todayTokyo.id]);
    expect(await ids(losAngeles, `${q}&limit=2&offset=1`)).toEqual([todayLa.id, todayTokyo.id]);
    // The flag adds to the other filters; a status other than scheduled leaves nothing.
    expect(await ids(losAngeles, `${q}&date=2030-03-31`)).toEqual([todayLaEarly.id, todayLa.id]);
    expect(await ids(losAngeles, `${q}&status=completed`)).toEqual([]);
    // Off: every meeting, newest first, yesterday's included.
    for (const off of ['false', '0', '']) {
      const all = await ids(losAngeles, `?teamMember=${w.member.id}&upcoming=${off}`);
      expect(all, off).toHaveLength(7);
      expect(all.at(-1)).toBe(yesterdayLa.id);
    }
    // GET /api/meetings/count applies the same flag ("+N more upcoming meetings").
    const counted = await t.request({
      method: 'GET',
      url: `/api/meetings/count${q}`,
      cookie: tokyo,
    });
    expect(counted.json()).toEqual({ matching: 2, total: 7 });
    const bad = await t.request({
      method: 'GET',
      url: '/api/meetings?upcoming=yes',
      cookie: tokyo,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps only meetings that have action items', async () => {
    const w = await signedInTeam(t);
    const withItems = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, date: '2030-01-02', agenda: 'Plan' },
      ['Write the plan'],
    );
    const withStuck = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, date: '2030-01-01' },
      [{ description: 'Blocked', status: 'stuck', stuckReason: 'Waiting' }],
    );
    await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const someoneElses = await t.factory.meeting(
      { managerId: w.supervisor.id, teamMemberId: w.otherMember.id },
      ['Not Tia'],
    );
    const ids = async (cookie: string, q: string) => (await list(cookie, q)).map((m) => m.id);
    expect(await ids(w.as.manager, `?teamMember=${w.member.id}&withActionItems=true`)).toEqual([
      withItems.id,
      withStuck.id,
    ]);
    expect(await ids(w.as.member, '?withActionItems=1')).toEqual([withItems.id, withStuck.id]);
    expect(await ids(w.as.manager, '?withActionItems=true')).toEqual([
      someoneElses.id,
      withItems.id,
      withStuck.id,
    ]);
    expect(
      await ids(w.as.manager, `?teamMember=${w.member.id}&withActionItems=false`),
    ).toHaveLength(3);
    expect(
      await ids(w.as.manager, `?teamMember=${w.member.id}&withActionItems=true&search=plan`),
    ).toEqual([withItems.id]);
  });

  it('never lists meetings of a person outside the caller scope, and the person reads as 404', async () => {
    const w = await signedInTeam(t);
    const peer = await t.factory.user({
      organizationId: w.manager.organizationId,
      role: 'Manager',
      managerId: w.seniorManager.id,
    });
    const outsider = await t.factory.user({
      organizationId: w.manager.organizationId,
      managerId: peer.id,
      firstName: 'Olu',
    });
    const outsiders = await t.factory.meeting(
      { managerId: peer.id, teamMemberId: outsider.id, agenda: 'Private career talk' },
      ['Secret item'],
    );
    const lines = await t.factory.meeting(
      { managerId: w.supervisor.id, teamMemberId: w.otherMember.id, date: '2030-02-01' },
      ['Line item'],
    );
    const foreign = await signedInTeam(t);
    await t.factory.meeting({ managerId: foreign.manager.id, teamMemberId: foreign.member.id });

    const member = (id: number) => `?teamMember=${id}`;
    const flags = ['', '&upcoming=true', '&withActionItems=true', '&search=career', '&status=all'];
    for (const extra of flags) {
      // A Manager: the outsider is beside their line, not in it; another organisation never.
      expect(await list(w.as.manager, member(outsider.id) + extra), extra).toEqual([]);
      expect(await list(w.as.manager, member(foreign.member.id) + extra), extra).toEqual([]);
      // A Team Member reads nobody else's meetings.
      expect(await list(w.as.member, member(w.otherMember.id) + extra), extra).toEqual([]);
      expect(await list(w.as.member, member(outsider.id) + extra), extra).toEqual([]);
    }
    // The Senior Manager reads the whole organisation; the Manager reads their line.
    const sm = await list(w.as.seniorManager, member(outsider.id));
    expect(sm.map((m) => m.id)).toEqual([outsiders.id]);
    expect((await list(w.as.manager, member(w.otherMember.id))).map((m) => m.id)).toEqual([
      lines.id,
    ]);
    expect(await list(w.as.seniorManager, member(foreign.member.id))).toEqual([]);

    // The counts the dashboards read never count what the list would not show.
    const count = async (cookie: string, q: string) => {
      const res = await t.request({ method: 'GET', url: `/api/meetings/count${q}`, cookie });
      expect(res.statusCode, q).toBe(200);
      return (res.json() as { matching: number }).matching;
    };
    expect(await count(w.as.manager, member(outsider.id))).toBe(0);
    expect(await count(w.as.manager, `${member(outsider.id)}&withActionItems=true`)).toBe(0);
    expect(await count(w.as.member, member(w.otherMember.id))).toBe(0);
    expect(await count(w.as.seniorManager, `${member(outsider.id)}&withActionItems=true`)).toBe(1);

    // GET /api/users/{id}, which the page reads for the name: 404 outside the scope.
    const status = async (cookie: string, id: number) =>
      (await t.request({ method: 'GET', url: `/api/users/${id}`, cookie })).statusCode;
    expect(await status(w.as.manager, outsider.id)).toBe(404);
    expect(await status(w.as.manager, foreign.member.id)).toBe(404);
    expect(await status(w.as.member, w.otherMember.id)).toBe(404);
    expect(await status(w.as.supervisor, w.member.id)).toBe(404);
    expect(await status(w.as.seniorManager, foreign.member.id)).toBe(404);
    expect(await status(w.as.manager, w.otherMember.id)).toBe(200);
    expect(await status(w.as.supervisor, w.otherMember.id)).toBe(200);
    expect(await status(w.as.seniorManager, outsider.id)).toBe(200);
  });
});
