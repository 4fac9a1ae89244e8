/**
 * "What I owe" (decision 32): GET /api/action-items lists the items the caller owns across all
 * their 1:1s, as manager or as team member, with due date, overdue flag and the other person's
 * name, soonest due first (no date last); the due filter (overdue, this_week, later, none);
 * status=open with a limit (the dashboard card); never anyone else's items. PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnActionItemsResponse } from '@/shared/schemas/action-item';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('own action items by owner on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  it('lists what each person owes, sorted by due date, with the due filter', async () => {
    // Wednesday 2031-03-12 in UTC: the week runs to Sunday 2031-03-16.
    t.clock.set(new Date('2031-03-12T10:00:00Z'));
    const w = await signedInTeam(t);
    const m1 = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, date: '2031-03-01' },
      [
        { description: 'Manager: later', ownerId: w.manager.id, dueDate: '2031-04-01' },
        { description: 'Member: overdue', dueDate: '2031-03-11' },
        { description: 'Member: no date, past 1:1' },
        { description: 'Manager: this week', ownerId: w.manager.id, dueDate: '2031-03-16' },
        { description: 'Manager: done', ownerId: w.manager.id, status: 'completed' },
      ],
    );
    // The manager as team member of their own manager's 1:1.
    await t.factory.meeting(
      { managerId: w.seniorManager.id, teamMemberId: w.manager.id, date: '2031-03-20' },
      [{ description: 'Manager: overdue upward', dueDate: '2031-03-10' }],
    );
    const get = async (cookie: string, query = '') => {
      const res = await t.request({ method: 'GET', url: `/api/action-items${query}`, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as OwnActionItemsResponse;
    };
    const names = (r: OwnActionItemsResponse) => r.items.map((i) => i.description);

    const manager = await get(w.as.manager, '?status=pending');
    expect(names(manager)).toEqual([
      'Manager: overdue upward',
      'Manager: this week',
      'Manager: later',
    ]);
    expect(manager.items[0]).toMatchObject({
      ownerId: w.manager.id,
      dueDate: '2031-03-10',
      overdue: true,
      otherPersonName: expect.stringMatching(/^Sam/),
    });
    expect(manager.items[1]).toMatchObject({
      overdue: false,
      otherPersonName: expect.stringMatching(/^Tia/),
      index: 3,
      meetingId: m1.id,
    });
    expect(manager.totals).toEqual({ pending: 3, completed: 1, stuck: 0 });

    const member = await get(w.as.member, '?status=pending');
    expect(names(member)).toEqual(['Member: overdue', 'Member: no date, past 1:1']);
    expect(member.items.map((i) => i.overdue)).toEqual([true, true]);
    expect(member.items[0]!.otherPersonName).toMatch(/^Maya/);

    expect(names(await get(w.as.manager, '?due=overdue'))).toEqual(['Manager: overdue upward']);
    expect(names(await get(w.as.manager, '?due=this_week'))).toEqual(['Manager: this week']);
    expect(names(await get(w.as.manager, '?due=later'))).toEqual(['Manager: later']);
    expect(names(await get(w.as.manager, '?due=none'))).toEqual(['Manager: done']);
    expect(names(await get(w.as.member, '?due=overdue'))).toEqual([
      'Member: overdue',
      'Member: no date, past 1:1',
    ]);
    const counted = await get(w.as.manager, '?due=this_week');
    expect(counted.counts).toMatchObject({ pending: 1, completed: 0, stuck: 0 });

    const card = await get(w.as.manager, '?status=open&limit=2');
    expect(names(card)).toEqual(['Manager: overdue upward', 'Manager: this week']);

    // Nobody else's: the supervisor and the other member owe nothing here.
    expect((await get(w.as.supervisor)).items).toEqual([]);
    expect((await get(w.as.otherMember)).items).toEqual([]);
  });

  it('answers 400 with the field’s message for a bad due filter or limit', async () => {
    const w = await signedInTeam(t);
    for (const [query, field] of [
      ['?due=soon', 'due'],
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?status=mine', 'status'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/action-items${query}`,
        cookie: w.as.member,
      });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    }
  });
});
