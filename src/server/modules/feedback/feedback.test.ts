/**
 * "Was this 1:1 useful?" (decision 13): participants rate a completed 1:1 (409 before), each
 * reads only their own; the trend per manager and month shows an average only from 3 ratings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackTrend } from '@/shared/schemas/feedback';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../meetings/meetings.test-helpers';
import { lastMonths } from './feedback.trend';

describe.each(databaseKinds())('1:1 feedback on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());
  const url = (id: number) => `/api/meetings/${id}/feedback`;
  const rate = (cookie: string, id: number, payload: object) =>
    t.request({ method: 'PUT', url: url(id), cookie, payload });
  const own = (cookie: string, id: number) => t.request({ method: 'GET', url: url(id), cookie });

  it('409 before completion; then each participant rates and reads only their own', async () => {
    const w = await signedInTeam(t);
    const foreign = await signedInTeam(t);
    const meeting = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const res = await rate(w.as.member, meeting.id, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A 1:1 can be rated once it is completed');
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
      payload: { status: 'completed' },
    });
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      {},
      { rating: 3, comment: 'x'.repeat(2001) },
    ]) {
      expect((await rate(w.as.member, meeting.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await own(w.as.member, meeting.id)).json()).toEqual({
      rating: null,
      comment: null,
      updatedAt: null,
    });
    expect(
      (
        await rate(w.as.member, meeting.id, { rating: 2, comment: 'Too short <script>x</script>' })
      ).json(),
    ).toMatchObject({ rating: 2, comment: 'Too short' });
    expect((await rate(w.as.member, meeting.id, { rating: 4 })).json()).toMatchObject({
      rating: 4,
      comment: null,
    });
    expect(
      (await rate(w.as.manager, meeting.id, { rating: 1, comment: 'Hard one' })).statusCode,
    ).toBe(200);
    expect((await own(w.as.member, meeting.id)).json()).toMatchObject({ rating: 4, comment: null });
    expect((await own(w.as.manager, meeting.id)).json()).toMatchObject({
      rating: 1,
      comment: 'Hard one',
    });
    // Never shown to anyone else; the meeting itself carries no rating.
    expect((await own(w.as.seniorManager, meeting.id)).statusCode).toBe(403);
    expect((await rate(w.as.seniorManager, meeting.id, { rating: 5 })).statusCode).toBe(403);
    expect((await own(w.as.otherMember, meeting.id)).statusCode).toBe(404);
    expect((await own(foreign.as.seniorManager, meeting.id)).statusCode).toBe(404);
    const detail = await t.request({
      method: 'GET',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.member,
    });
    expect(detail.body).not.toMatch(/Hard one|"rating"/);
  });

  it('the trend shows a month’s average from 3 ratings on, else "Not enough responses"', async () => {
    const w = await signedInTeam(t);
    const members = [
      w.member,
      w.otherMember,
      await t.factory.user({ organizationId: w.manager.organizationId, managerId: w.manager.id }),
    ];
    const cookies = await Promise.all(members.map((m) => t.factory.signIn(m)));
    const rated = async (managerId: number, i: number, date: string, rating: number) => {
      const m = await t.factory.meeting({
        managerId,
        teamMemberId: members[i]!.id,
        date,
        status: 'completed',
      });
      expect((await rate(cookies[i]!, m.id, { rating })).statusCode).toBe(200);
      return m;
    };
    // January: three ratings of Maya's 1:1s (2, 4, 5) → 3.7; February: two → not enough.
    await rated(w.manager.id, 0, '2031-01-05', 2);
    await rated(w.manager.id, 1, '2031-01-12', 4);
    await rated(w.manager.id, 2, '2031-01-19', 5);
    await rated(w.manager.id, 0, '2031-02-02', 5);
    const feb = await rated(w.manager.id, 2, '2031-02-09', 1);
    // The manager's own rating does not count.
    expect((await rate(w.as.manager, feb.id, { rating: 5 })).statusCode).toBe(200);
    t.clock.set(new Date('2031-03-10T12:00:00Z'));
    const cookie = await t.factory.signIn(w.seniorManager);
    const res = await t.request({ method: 'GET', url: '/api/analytics/feedback?months=3', cookie });
    expect(res.statusCode).toBe(200);
    const trend = res.json() as FeedbackTrend;
    expect(trend.months).toEqual(['2031-01', '2031-02', '2031-03']);
    expect(trend.minResponses).toBe(3);
    const maya = trend.managers.find((m) => m.managerId === w.manager.id)!;
    expect(maya.months).toEqual([
      { month: '2031-01', ratings: 3, average: 3.7, enoughResponses: true },
      { month: '2031-02', ratings: 2, average: null, enoughResponses: false },
      { month: '2031-03', ratings: 0, average: null, enoughResponses: false },
    ]);
    // A team member is refused; the manager sees their own team; another organisation sees none.
    const member = await t.factory.signIn(w.member);
    expect(
      (await t.request({ method: 'GET', url: '/api/analytics/feedback', cookie: member }))
        .statusCode,
    ).toBe(403);
    const managerView = (
      await t.request({
        method: 'GET',
        url: '/api/analytics/feedback?months=3',
        cookie: await t.factory.signIn(w.manager),
      })
    ).json() as FeedbackTrend;
    expect(managerView.managers.map((m) => m.managerId)).toContain(w.manager.id);
    const foreign = await signedInTeam(t);
    const other = (
      await t.request({
        method: 'GET',
        url: '/api/analytics/feedback?months=3',
        cookie: await t.factory.signIn(foreign.seniorManager),
      })
    ).json() as FeedbackTrend;
    expect(other.managers).toEqual([]);
  });

  it('lists months across a year boundary', () => {
    expect(lastMonths('2031-02-15', 4)).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
  });
});
