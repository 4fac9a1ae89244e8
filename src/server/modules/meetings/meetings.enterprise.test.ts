import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

/**
 * Enterprise Meeting Management (spec 2.5): the Senior Manager's list filtered by team member,
 * manager, date and status, and "Showing X of Y meetings" from GET /api/meetings/count.
 */
describe.each(databaseKinds())('enterprise meetings list and count on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

  async function setup() {
    const w = await signedInTeam(t);
    const mk = (managerId: number, teamMemberId: number, date: string, status = 'scheduled') =>
      t.factory.meeting({ managerId, teamMemberId, date, status });
    const m = {
      a: await mk(w.manager.id, w.member.id, '2030-05-01', 'completed'),
      b: await mk(w.manager.id, w.member.id, '2030-05-08'),
      c: await mk(w.manager.id, w.supervisor.id, '2030-05-01', 'completed'),
      d: await mk(w.supervisor.id, w.otherMember.id, '2030-05-02', 'in_progress'),
      e: await mk(w.seniorManager.id, w.manager.id, '2030-05-03', 'completed'),
    };
    const foreign = await t.factory.team();
    await t.factory.meeting({
      managerId: foreign.manager.id,
      teamMemberId: foreign.member.id,
      date: '2030-05-01',
      status: 'completed',
    });
    return { w, m };
  }

  it('lets a Senior Manager filter the whole organisation by manager, team member, date and status', async () => {
    const { w, m } = await setup();
    const ids = async (query: string) => {
      const res = await get(`/api/meetings${query}`, w.as.seniorManager);
      expect(res.statusCode, query).toBe(200);
      return (res.json() as Meeting[]).map((x) => x.id).sort((p, q) => p - q);
    };
    const sorted = (...xs: { id: number }[]) => xs.map((x) => x.id).sort((p, q) => p - q);
    expect(await ids('')).toEqual(sorted(m.a, m.b, m.c, m.d, m.e));
    expect(await ids(`?manager=${w.manager.id}`)).toEqual(sorted(m.a, m.b, m.c));
    expect(await ids(`?manager=${w.manager.id}&status=completed`)).toEqual(sorted(m.a, m.c));
    expect(await ids(`?teamMember=${w.member.id}&status=scheduled`)).toEqual(sorted(m.b));
    expect(await ids('?date=2030-05-01')).toEqual(sorted(m.a, m.c));
    expect(await ids(`?manager=${w.manager.id}&teamMember=${w.member.id}&date=2030-05-01`)).toEqual(
      sorted(m.a),
    );
    // Each row names both people (spec 2.5 "team member name and manager name").
    const [row] = (
      await get(`/api/meetings?manager=${w.seniorManager.id}`, w.as.seniorManager)
    ).json() as Meeting[];
    expect(row).toMatchObject({
      managerName: `Sam ${w.seniorManager.lastName}`,
      teamMemberName: `Maya ${w.manager.lastName}`,
    });
  });

  it('counts matching and total meetings without sending rows', async () => {
    const { w } = await setup();
    const count = async (query: string, cookie = w.as.seniorManager) => {
      const res = await get(`/api/meetings/count${query}`, cookie);
      expect(res.statusCode, query).toBe(200);
      return res.json() as { matching: number; total: number };
    };
    expect(await count('')).toEqual({ matching: 5, total: 5 });
    expect(await count(`?manager=${w.manager.id}`)).toEqual({ matching: 3, total: 5 });
    expect(await count(`?manager=${w.manager.id}&status=completed`)).toEqual({
      matching: 2,
      total: 5,
    });
    expect(await count('?status=in_progress&date=2030-05-02')).toEqual({ matching: 1, total: 5 });
    expect(await count(`?manager=${w.otherMember.id}`)).toEqual({ matching: 0, total: 5 });
    expect(await count('?search=nothing-like-this')).toEqual({ matching: 0, total: 5 });
    // limit/offset page the list but never change the counts.
    expect(await count('?limit=1&offset=2')).toEqual({ matching: 5, total: 5 });
    // The count follows the same visibility as the list.
    expect(await count('', w.as.supervisor)).toEqual({ matching: 2, total: 2 });
    expect(await count('', w.as.member)).toEqual({ matching: 2, total: 2 });
    expect(await count(`?teamMember=${w.member.id}`, w.as.otherMember)).toEqual({
      matching: 0,
      total: 1,
    });
  });

  it('pages the list with limit and offset in the list order', async () => {
    const { w } = await setup();
    const all = (await get('/api/meetings', w.as.seniorManager)).json() as Meeting[];
    const page = (
      await get('/api/meetings?limit=2&offset=1', w.as.seniorManager)
    ).json() as Meeting[];
    expect(page.map((x) => x.id)).toEqual(all.slice(1, 3).map((x) => x.id));
  });

  it('answers 401 without a session, 400 for a date that does not exist', async () => {
    const { w } = await setup();
    expect((await get('/api/meetings/count')).statusCode).toBe(401);
    const bad = await get('/api/meetings/count?date=2030-02-31', w.as.seniorManager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.date).toBeDefined();
    const shape = await get('/api/meetings/count?date=31-02-2030', w.as.seniorManager);
    expect(shape.statusCode).toBe(400);
    // Ids too large for an integer match nothing instead of failing.
    expect(
      (await get('/api/meetings/count?manager=99999999999', w.as.seniorManager)).json(),
    ).toEqual({ matching: 0, total: 5 });
  });
});
