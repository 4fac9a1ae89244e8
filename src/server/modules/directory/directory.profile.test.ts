import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ManagerProfile } from '@/shared/schemas/directory';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { expectNoSecrets } from '../../test/support/people-fixtures';
import { buildDirectoryWorld, type DirectoryWorld } from '../../test/support/directory-fixtures';

/**
 * Marcus's meetings around "today" = 2030-06-15 (UTC). Held in the last 30 days means
 * completed and dated 2030-05-17 … 2030-06-15; in the last 90 days 2030-03-18 … 2030-06-15.
 */
async function seedMeetings(t: ReturnType<typeof useTestApp>, w: DirectoryWorld) {
  const { marcus, aisha, diego, lena, priya } = w.people;
  const m = (
    teamMemberId: number,
    date: string,
    status: 'scheduled' | 'in_progress' | 'completed',
    startTime = '10:00',
    managerId = marcus.id,
  ) => t.factory.meeting({ managerId, teamMemberId, date, status, startTime });
  const ids = {
    aishaOld: await m(aisha.id, '2030-06-01', 'completed'),
    aishaLast: await m(aisha.id, '2030-06-10', 'completed'),
    aishaOverdue: await m(aisha.id, '2030-05-20', 'scheduled'),
    aishaToday: await m(aisha.id, '2030-06-15', 'scheduled', '09:00'),
    aishaLater: await m(aisha.id, '2030-06-20', 'scheduled'),
    aishaFutureCompleted: await m(aisha.id, '2030-07-01', 'completed'),
    diegoApril: await m(diego.id, '2030-04-01', 'completed'),
    diegoOverdue: await m(diego.id, '2030-06-12', 'scheduled', '13:30'),
    lenaHistoric: await m(lena.id, '2030-06-05', 'completed'),
    edge30: await m(lena.id, '2030-05-17', 'completed'),
    edge31: await m(lena.id, '2030-05-16', 'completed'),
    edge90: await m(lena.id, '2030-03-18', 'completed'),
    edge91: await m(lena.id, '2030-03-17', 'completed'),
    priyas: await m(lena.id, '2030-06-14', 'completed', '10:00', priya.id),
  };
  return ids;
}

describe.each(databaseKinds())('manager profile on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());
  const profileOf = async (managerId: number | string, cookie: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/directory/managers/${managerId}`,
      cookie,
    });
    return res;
  };
  const ok = async (managerId: number, cookie: string) => {
    const res = await profileOf(managerId, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    return res.json() as ManagerProfile;
  };

  it('the manager sees their reports with last and next 1:1 and their cadence', async () => {
    const w = await buildDirectoryWorld(t);
    const s = await seedMeetings(t, w);
    t.clock.set(new Date('2030-06-15T12:00:00Z'));
    const body = await ok(w.people.marcus.id, await w.cookie(w.people.marcus));
    expect(body.today).toBe('2030-06-15');
    expect(body.person).toMatchObject({
      id: w.people.marcus.id,
      role: 'Manager',
      managerName: 'Helen Ward',
    });
    expect(body.canSeeMeetings).toBe(true);
    expect(body.directReports.map((r) => r.person.firstName)).toEqual(['Aisha', 'Diego', 'Kenji']);
    const [aisha, diego, kenji] = body.directReports;
    expect(aisha!.lastMeeting).toEqual({
      id: s.aishaLast.id,
      date: '2030-06-10',
      startTime: '10:00',
      status: 'completed',
    });
    expect(aisha!.nextMeeting).toEqual({
      id: s.aishaToday.id,
      date: '2030-06-15',
      startTime: '09:00',
      status: 'scheduled',
    });
    // Diego's latest past meeting is overdue (still scheduled) and he has nothing ahead.
    expect(diego!.lastMeeting).toMatchObject({ id: s.diegoOverdue.id, status: 'scheduled' });
    expect(diego!.nextMeeting).toBeNull();
    expect(kenji!.lastMeeting).toBeNull();
    expect(kenji!.nextMeeting).toBeNull();
    // 30 days: 06-01, 06-10, 06-05 (Lena, no longer a report), 05-17; 90 days: + 04-01, 05-16, 03-18.
    expect(body.cadence).toEqual({ heldLast30Days: 4, heldLast90Days: 7, overdue: 2 });
  });

  it('today is the viewer’s calendar day: in Tokyo the morning meeting is already past', async () => {
    const w = await buildDirectoryWorld(t);
    const s = await seedMeetings(t, w);
    await t.database.db
      .update(users)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(users.id, w.people.helen.id));
    t.clock.set(new Date('2030-06-15T20:00:00Z')); // 2030-06-16 05:00 in Tokyo
    const body = await ok(w.people.marcus.id, await w.cookie(w.people.helen));
    expect(body.today).toBe('2030-06-16');
    const aisha = body.directReports.find((r) => r.person.id === w.people.aisha.id)!;
    expect(aisha.lastMeeting?.id).toBe(s.aishaToday.id);
    expect(aisha.nextMeeting?.id).toBe(s.aishaLater.id);
    // The window moves one day: 05-17 drops out of 30 days, 03-18 out of 90; 06-15 is overdue.
    expect(body.cadence).toEqual({ heldLast30Days: 3, heldLast90Days: 6, overdue: 3 });
  });

  it('a meeting completed today counts as the last 1:1 and as held', async () => {
    const w = await buildDirectoryWorld(t);
    const done = await t.factory.meeting({
      managerId: w.people.priya.id,
      teamMemberId: w.people.lena.id,
      date: '2030-06-15',
      startTime: '08:00',
      status: 'completed',
    });
    t.clock.set(new Date('2030-06-15T12:00:00Z'));
    const body = await ok(w.people.priya.id, await w.cookie(w.people.priya));
    expect(body.directReports[0]!.lastMeeting?.id).toBe(done.id);
    expect(body.directReports[0]!.nextMeeting).toBeNull();
    expect(body.cadence).toEqual({ heldLast30Days: 1, heldLast90Days: 1, overdue: 0 });
  });

  it('meeting figures: the manager, their chain and Senior Managers; others get details and names only', async () => {
    const w = await buildDirectoryWorld(t);
    await seedMeetings(t, w);
    t.clock.set(new Date('2030-06-15T12:00:00Z'));
    const { helen, victor, marcus, priya, diego, aisha, tom } = w.people;
    const cases: [string, number, typeof helen, boolean][] = [
      ['Marcus on himself', marcus.id, marcus, true],
      ['Helen (above Marcus)', marcus.id, helen, true],
      ['Victor (another Senior Manager)', marcus.id, victor, true],
      ['Priya (a peer)', marcus.id, priya, false],
      ['Diego (his report)', marcus.id, diego, false],
      ['Aisha (his report)', marcus.id, aisha, false],
      ['Marcus on Diego (above him)', diego.id, marcus, true],
      ['Helen on Diego (two above)', diego.id, helen, true],
      ['Priya on Diego', diego.id, priya, false],
      ['Tom on Diego (his report)', diego.id, tom, false],
      ['Marcus on Helen (she is above him)', helen.id, marcus, false],
    ];
    for (const [label, managerId, viewer, sees] of cases) {
      const body = await ok(managerId, await w.cookie(viewer));
      expect(body.canSeeMeetings, label).toBe(sees);
      expect(body.directReports.length, label).toBeGreaterThan(0);
      if (sees) {
        expect(body.cadence, label).not.toBeNull();
      } else {
        expect(body.cadence, label).toBeNull();
        for (const r of body.directReports) {
          expect(r.lastMeeting, label).toBeNull();
          expect(r.nextMeeting, label).toBeNull();
          expect(r.person.firstName, label).toBeTruthy();
        }
      }
    }
  });

  it('404 for anyone not an active manager of the organisation', async () => {
    const w = await buildDirectoryWorld(t);
    const cookie = await w.cookie(w.people.helen);
    for (const id of [
      w.people.aisha.id, // a team member
      w.people.zoe.id, // a deactivated manager
      w.foreign.manager.id, // another organisation
      999_999,
      'abc',
      '0',
      '-1',
      '99999999999',
      '1.5',
    ]) {
      const res = await profileOf(id, cookie);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Manager not found', code: 'NOT_FOUND' });
    }
    const foreign = await profileOf(w.people.marcus.id, await t.factory.signIn(w.foreign.senior));
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves out deactivated reports and other organisations’ meetings', async () => {
    const w = await buildDirectoryWorld(t);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, w.people.kenji.id));
    const body = await ok(w.people.marcus.id, await w.cookie(w.people.marcus));
    expect(body.directReports.map((r) => r.person.id)).toEqual([
      w.people.aisha.id,
      w.people.diego.id,
    ]);
    expect(body.cadence).toEqual({ heldLast30Days: 0, heldLast90Days: 0, overdue: 0 });
  });
});
