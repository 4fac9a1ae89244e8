import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetings } from '../../db/schema';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('action-item status on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function world(items: string[] = ['A', 'B', 'C', 'D', 'E']) {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id },
      items,
    );
    return { ...w, meeting };
  }
  const setStatus = (cookie: string, id: number, index: number | string, payload: object) =>
    t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}/action-items/${index}`,
      cookie,
      payload,
    });
  const readStatus = (cookie: string, id: number, index: number | string) =>
    t.request({ method: 'GET', url: `/api/meetings/${id}/action-items/${index}/status`, cookie });

  it('completes, marks stuck with a reason, and resets an item', async () => {
    const w = await world();
    t.clock.set(new Date('2029-05-05T08:00:00Z'));
    const cookie = await t.factory.signIn(w.member);
    const done = await setStatus(cookie, w.meeting.id, 1, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    const m = done.json() as Meeting;
    // A meeting's states leave out the fields that are null (docs/api.md, actionItemsStatus).
    expect(m.actionItemsStatus['1']).toEqual({
      status: 'completed',
      completedAt: '2029-05-05T08:00:00.000Z',
    });
    expect(m.actionItemsStatus['0']!.status).toBe('pending');
    // A status tick does not raise the version: an open edit form stays valid.
    expect(m.version).toBe(1);
    expect(m.updatedAt).toBe('2029-05-05T08:00:00.000Z');

    t.clock.set(new Date('2029-05-06T08:00:00Z'));
    const cookie2 = await t.factory.signIn(w.member);
    const stuck = await setStatus(cookie2, w.meeting.id, 1, {
      status: 'stuck',
      stuckReason: ' Waiting on IT ',
    });
    expect(stuck.json().actionItemsStatus['1']).toEqual({
      status: 'stuck',
      stuckAt: '2029-05-06T08:00:00.000Z',
      stuckReason: 'Waiting on IT',
    });
    const read = await readStatus(cookie2, w.meeting.id, 1);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      status: 'stuck',
      completedAt: null,
      stuckAt: '2029-05-06T08:00:00.000Z',
      stuckReason: 'Waiting on IT',
    });
    const noReason = await setStatus(cookie2, w.meeting.id, 2, { status: 'stuck' });
    expect(noReason.json().actionItemsStatus['2']).not.toHaveProperty('stuckReason');
    expect(noReason.json().actionItemsStatus['2']).toMatchObject({ status: 'stuck' });

    const reset = await setStatus(cookie2, w.meeting.id, 1, { status: 'pending' });
    expect(reset.json().actionItemsStatus['1']).toEqual({ status: 'pending' });
    expect(reset.json().version).toBe(1);
  });

  it('lands every one of parallel updates of different items of one meeting', async () => {
    const w = await world();
    const statuses = ['completed', 'stuck', 'completed', 'stuck', 'completed'] as const;
    const responses = await Promise.all(
      statuses.map((status, index) =>
        setStatus(index % 2 ? w.as.manager : w.as.member, w.meeting.id, index, { status }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const get = await t.request({
      method: 'GET',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.as.manager,
    });
    const m = get.json() as Meeting;
    expect(statuses.map((_, i) => m.actionItemsStatus[String(i)]!.status)).toEqual([...statuses]);
    expect(m.version).toBe(1);
  });

  it('keeps a manager form edit valid after the team member ticks an item', async () => {
    const w = await world();
    expect(
      (await setStatus(w.as.member, w.meeting.id, 0, { status: 'completed' })).statusCode,
    ).toBe(200);
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.as.manager,
      payload: { agenda: 'Career goals', version: 1 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().actionItemsStatus['0'].status).toBe('completed');
  });

  it('answers 404 for an index out of range and 400 for a bad status', async () => {
    const w = await world(['Only']);
    for (const index of [1, 5, 'x', '-1', '1.5', '99999']) {
      expect(
        (await setStatus(w.as.member, w.meeting.id, index, { status: 'completed' })).statusCode,
      ).toBe(404);
      expect((await readStatus(w.as.member, w.meeting.id, index)).statusCode).toBe(404);
    }
    const bad = await setStatus(w.as.member, w.meeting.id, 0, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toEqual(['Status must be pending, completed or stuck']);
    // A failed update leaves the version alone.
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, w.meeting.id));
    expect(row!.version).toBe(1);
  });

  it('lets participants and their managers update; 404 for anyone else', async () => {
    const w = await world();
    const foreign = await signedInTeam(t);
    expect(
      (await setStatus(w.as.manager, w.meeting.id, 0, { status: 'completed' })).statusCode,
    ).toBe(200);
    expect(
      (await setStatus(w.as.seniorManager, w.meeting.id, 0, { status: 'pending' })).statusCode,
    ).toBe(200);
    for (const cookie of [
      w.as.otherMember,
      w.as.supervisor,
      foreign.as.seniorManager,
      foreign.as.member,
    ]) {
      expect((await setStatus(cookie, w.meeting.id, 0, { status: 'completed' })).statusCode).toBe(
        404,
      );
      expect((await readStatus(cookie, w.meeting.id, 0)).statusCode).toBe(404);
    }
    expect((await readStatus(w.as.member, w.meeting.id, 0)).json().status).toBe('pending');
  });
});
