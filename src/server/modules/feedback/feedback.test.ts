/**
 * "Was this 1:1 useful?" (decision 13): participants rate a completed 1:1 (409 before), each
 * reads only their own; the trend per manager shows closed months only, an average only from 3
 * ratings by 3 people, and cannot be differenced (red team 2, finding 2).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RATING_MESSAGE, type FeedbackTrend } from '@/shared/schemas/feedback';
import { users, type UserRow } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';
import { RATING_CLOSED_MESSAGE, closedMonths, releasedAverage } from './feedback.trend';

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

  /** `n` team members of `w.manager` (its two, then new ones). */
  const raters = async (w: Awaited<ReturnType<typeof signedInTeam>>, n: number) => {
    const out: UserRow[] = [w.member, w.otherMember];
    while (out.length < n) {
      out.push(
        await t.factory.user({ organizationId: w.manager.organizationId, managerId: w.manager.id }),
      );
    }
    return out.slice(0, n);
  };
  /**
   * A completed 1:1 of `managerId` with `member` on `date`, rated `rating` by the member at the
   * test clock's now (signed in then: the clock jumps months, past any session's life).
   */
  const rated = async (managerId: number, member: UserRow, date: string, rating: number) => {
    const m = await t.factory.meeting({
      managerId,
      teamMemberId: member.id,
      date,
      status: 'completed',
    });
    const res = await rate(await t.factory.signIn(member), m.id, { rating });
    expect(res.statusCode).toBe(200);
    return m;
  };
  /** Rates again as `user`, signed in now. */
  const rateAs = async (user: UserRow, meetingId: number, payload: object) =>
    rate(await t.factory.signIn(user), meetingId, payload);
  /** GET /api/analytics/feedback as `viewer`, signed in now. */
  const trendOf = async (viewer: UserRow, months = 3) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/analytics/feedback?months=${months}`,
      cookie: await t.factory.signIn(viewer),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as FeedbackTrend;
  };

  it('the trend shows closed months only, an average from 3 ratings by 3 people', async () => {
    const w = await signedInTeam(t);
    const people = await raters(w, 3);
    // January: three people rate Maya's 1:1s (2, 4, 5) → 3.7. The rating's month is the month it
    // is given in (the 1:1 may be older).
    t.clock.set(new Date('2031-01-20T12:00:00Z'));
    await rated(w.manager.id, people[0]!, '2030-12-30', 2);
    await rated(w.manager.id, people[1]!, '2031-01-12', 4);
    await rated(w.manager.id, people[2]!, '2031-01-19', 5);
    // February: three ratings, but from two people → not enough.
    t.clock.set(new Date('2031-02-20T12:00:00Z'));
    await rated(w.manager.id, people[0]!, '2031-02-02', 5);
    await rated(w.manager.id, people[0]!, '2031-02-09', 5);
    const feb = await rated(w.manager.id, people[1]!, '2031-02-16', 1);
    // The manager's own rating does not count.
    expect((await rateAs(w.manager, feb.id, { rating: 5 })).statusCode).toBe(200);
    // March (the current month): three people rate, and nothing of it is shown.
    t.clock.set(new Date('2031-03-10T12:00:00Z'));
    for (const p of people) await rated(w.manager.id, p, '2031-03-09', 1);
    const trend = await trendOf(w.seniorManager);
    expect(trend.months).toEqual(['2030-12', '2031-01', '2031-02']);
    expect(trend).toMatchObject({ minResponses: 3, minPeople: 3 });
    const maya = trend.managers.find((m) => m.managerId === w.manager.id)!;
    expect(maya.months).toEqual([
      { month: '2030-12', ratings: 0, average: null, enoughResponses: false },
      { month: '2031-01', ratings: 3, average: 3.7, enoughResponses: true },
      { month: '2031-02', ratings: 3, average: null, enoughResponses: false },
    ]);
    // A team member is refused; the manager sees their own team; another organisation sees none.
    const member = await t.factory.signIn(w.member);
    expect(
      (await t.request({ method: 'GET', url: '/api/analytics/feedback', cookie: member }))
        .statusCode,
    ).toBe(403);
    const managerView = await trendOf(w.manager);
    expect(managerView.managers.find((m) => m.managerId === w.manager.id)!.months).toEqual(
      maya.months,
    );
    const foreign = await signedInTeam(t);
    expect((await trendOf(foreign.seniorManager)).managers).toEqual([]);
  });

  it('the differencing attack (red team 2, finding 2) no longer reads the fourth rating', async () => {
    // As reported: GET answered {ratings: 3, average: 4.7}, a fourth rating was given, GET
    // answered {ratings: 4, average: 3.8}, and 4 × 3.8 − 3 × 4.7 = 1 was the fourth rating.
    const w = await signedInTeam(t);
    const people = await raters(w, 5);
    const senior = w.seniorManager;
    t.clock.set(new Date('2031-05-06T09:00:00Z'));
    await rated(w.manager.id, people[0]!, '2031-05-04', 5);
    await rated(w.manager.id, people[1]!, '2031-05-05', 5);
    const third = await rated(w.manager.id, people[2]!, '2031-05-05', 4);
    const before = await trendOf(senior, 24);
    t.clock.set(new Date('2031-05-06T10:00:00Z'));
    const fourth = await rated(w.manager.id, people[3]!, '2031-05-06', 1);
    const after = await trendOf(senior, 24);
    // The month being rated is not shown at all, so both reads are the same: nothing to subtract.
    expect(before.months).not.toContain('2031-05');
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toMatch(/4\.7|3\.8/);

    // Once May is closed it shows all four ratings, and no later write moves it.
    t.clock.set(new Date('2031-06-01T00:00:00Z'));
    const closed = await trendOf(senior, 1);
    const may = () => closed.managers.find((m) => m.managerId === w.manager.id)!.months;
    expect(may()).toEqual([{ month: '2031-05', ratings: 4, average: 3.8, enoughResponses: true }]);
    // A fifth rating of a May 1:1 counts in June; the fourth person cannot change theirs (409),
    // and a third person's comment alone may still change.
    await rated(w.manager.id, people[4]!, '2031-05-20', 2);
    const changed = await rateAs(people[3]!, fourth.id, { rating: 5 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(RATING_CLOSED_MESSAGE);
    expect((await rateAs(people[2]!, third.id, { rating: 4, comment: 'Useful' })).statusCode).toBe(
      200,
    );
    // Deactivating a rater or moving them to another manager does not move May either.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/team-members/${people[0]!.id}`,
      cookie: await t.factory.signIn(senior),
    });
    expect(removed.statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ managerId: w.supervisor.id })
      .where(eq(users.id, people[1]!.id));
    expect(await trendOf(senior, 1)).toEqual(closed);
    expect(await trendOf(w.manager, 1)).toMatchObject({
      managers: expect.arrayContaining([
        { managerId: w.manager.id, managerName: expect.any(String), months: may() },
      ]),
    });
  });

  it('accepts only whole numbers from 1 to 5 as a rating (red team 2, observation c: true was stored as 1)', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      status: 'completed',
    });
    for (const rating of [true, false, 1.5, '3', 0, 6, null, -1, 'five', [3], { n: 3 }]) {
      const res = await rate(w.as.member, meeting.id, { rating });
      expect(res.statusCode, JSON.stringify(rating)).toBe(400);
      expect(res.json().fieldErrors.rating, JSON.stringify(rating)).toEqual([RATING_MESSAGE]);
    }
    expect((await own(w.as.member, meeting.id)).json().rating).toBeNull();
    expect((await rate(w.as.member, meeting.id, { rating: 3 })).json().rating).toBe(3);
  });

  it('lists the closed months before the current one, across a year boundary', () => {
    expect(closedMonths(new Date('2031-02-15T00:00:00Z'), 4)).toEqual([
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
    ]);
    expect(closedMonths(new Date('2031-03-01T00:00:00Z'), 1)).toEqual(['2031-02']);
    expect(closedMonths(new Date('2031-02-28T23:59:59Z'), 1)).toEqual(['2031-01']);
  });

  it('releases an average only from 3 ratings by 3 people (the one rule)', () => {
    expect(releasedAverage({ ratings: 3, people: 3, mean: 11 / 3 })).toBe(3.7);
    expect(releasedAverage({ ratings: 2, people: 2, mean: 4 })).toBeNull();
    expect(releasedAverage({ ratings: 9, people: 2, mean: 4 })).toBeNull();
    expect(releasedAverage({ ratings: 0, people: 0, mean: 0 })).toBeNull();
  });
});
