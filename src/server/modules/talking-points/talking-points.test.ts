/**
 * Talking points of a 1:1 (decision 13): who reads, adds, edits, ticks, reorders and deletes;
 * bad text; script made inert; another pair's and another organisation's 1:1 answer 404.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TalkingPoint } from '@/shared/schemas/talking-point';
import { databaseKinds, useTestApp } from '../../test/harness';
import { talkingPoints } from '../../db/schema';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('talking points on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    // Another pair of the same organisation: the supervisor's 1:1 with their report.
    const otherPair = await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
    });
    const foreign = await signedInTeam(t);
    const foreignMeeting = await t.factory.meeting({
      managerId: foreign.manager.id,
      teamMemberId: foreign.member.id,
    });
    return { ...w, meeting, otherPair, foreign, foreignMeeting };
  }
  const url = (id: number, pointId?: number) =>
    `/api/meetings/${id}/talking-points${pointId ? `/${pointId}` : ''}`;
  const add = (cookie: string, id: number, text: unknown) =>
    t.request({ method: 'POST', url: url(id), cookie, payload: { text } });
  const patch = (cookie: string, id: number, pointId: number, payload: object) =>
    t.request({ method: 'PATCH', url: url(id, pointId), cookie, payload });
  const list = async (cookie: string, id: number) => {
    const res = await t.request({ method: 'GET', url: url(id), cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as TalkingPoint[];
  };
  const rowsOf = (meetingId: number) =>
    t.database.db.select().from(talkingPoints).where(eq(talkingPoints.meetingId, meetingId));

  it('both participants add points in order; readers of the 1:1 read them', async () => {
    const w = await world();
    const a = await add(w.as.manager, w.meeting.id, '  Roadmap  ');
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      text: 'Roadmap',
      authorId: w.manager.id,
      position: 0,
      discussed: false,
      carriedFromMeetingId: null,
      carriedFromDate: null,
    });
    expect((await add(w.as.member, w.meeting.id, 'My raise')).json()).toMatchObject({
      authorId: w.member.id,
      position: 1,
    });
    for (const cookie of [w.as.manager, w.as.member, w.as.seniorManager]) {
      expect((await list(cookie, w.meeting.id)).map((p) => p.text)).toEqual([
        'Roadmap',
        'My raise',
      ]);
    }
  });

  it('a senior manager reads but does not write (403); outsiders get 404', async () => {
    const w = await world();
    const point = (await add(w.as.member, w.meeting.id, 'Mine')).json() as TalkingPoint;
    expect((await add(w.as.seniorManager, w.meeting.id, 'Mine too')).statusCode).toBe(403);
    expect(
      (await patch(w.as.seniorManager, w.meeting.id, point.id, { discussed: true })).statusCode,
    ).toBe(403);
    // Another pair's 1:1 is out of the member's and out of nobody else's sight here.
    expect((await add(w.as.member, w.otherPair.id, 'Sneaky')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: url(w.otherPair.id), cookie: w.as.member }))
        .statusCode,
    ).toBe(404);
    // Another organisation.
    expect((await add(w.foreign.as.manager, w.meeting.id, 'X')).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: url(w.meeting.id),
          cookie: w.foreign.as.seniorManager,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await patch(w.foreign.as.manager, w.meeting.id, point.id, { discussed: true })).statusCode,
    ).toBe(404);
    // A point id of another 1:1 through this 1:1's path.
    const theirs = (
      await add(w.foreign.as.manager, w.foreignMeeting.id, 'Theirs')
    ).json() as TalkingPoint;
    expect(
      (await patch(w.as.manager, w.meeting.id, theirs.id, { discussed: true })).statusCode,
    ).toBe(404);
    expect(await rowsOf(w.meeting.id)).toHaveLength(1);
  });

  it('each edits and deletes only their own; either ticks; only the manager reorders', async () => {
    const w = await world();
    const mine = (await add(w.as.member, w.meeting.id, 'Member point')).json() as TalkingPoint;
    const his = (await add(w.as.manager, w.meeting.id, 'Manager point')).json() as TalkingPoint;
    expect((await patch(w.as.manager, w.meeting.id, mine.id, { text: 'Edited' })).statusCode).toBe(
      403,
    );
    expect((await patch(w.as.member, w.meeting.id, mine.id, { text: 'Edited' })).json().text).toBe(
      'Edited',
    );
    expect(
      (await patch(w.as.manager, w.meeting.id, mine.id, { discussed: true })).json().discussed,
    ).toBe(true);
    expect((await patch(w.as.member, w.meeting.id, his.id, { discussed: true })).statusCode).toBe(
      200,
    );
    expect((await patch(w.as.member, w.meeting.id, his.id, { position: 0 })).statusCode).toBe(403);
    expect((await patch(w.as.manager, w.meeting.id, his.id, { position: 0 })).json().position).toBe(
      0,
    );
    expect((await list(w.as.member, w.meeting.id)).map((p) => [p.text, p.position])).toEqual([
      ['Manager point', 0],
      ['Edited', 1],
    ]);
    const del = (cookie: string, id: number) =>
      t.request({ method: 'DELETE', url: url(w.meeting.id, id), cookie });
    expect((await del(w.as.member, his.id)).statusCode).toBe(403);
    expect((await del(w.as.member, mine.id)).statusCode).toBe(200);
    expect((await rowsOf(w.meeting.id)).map((r) => r.text)).toEqual(['Manager point']);
  });

  it('a completed 1:1 takes no new point or edit (409) but may still be ticked', async () => {
    const w = await world();
    const point = (await add(w.as.member, w.meeting.id, 'Before')).json() as TalkingPoint;
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.as.manager,
      payload: { status: 'completed' },
    });
    expect((await add(w.as.member, w.meeting.id, 'After')).statusCode).toBe(409);
    expect((await patch(w.as.member, w.meeting.id, point.id, { text: 'Changed' })).statusCode).toBe(
      409,
    );
    expect(
      (await patch(w.as.member, w.meeting.id, point.id, { discussed: true })).json().discussed,
    ).toBe(true);
    expect((await rowsOf(w.meeting.id)).map((r) => r.text)).toEqual(['Before']);
  });

  it('empty, blank or oversized text answers 400 on text and writes nothing', async () => {
    const w = await world();
    for (const text of ['', '   ', 'x'.repeat(501), 42, null, '<script>alert(1)</script>']) {
      const res = await add(w.as.member, w.meeting.id, text);
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().fieldErrors.text[0]).toBe('A talking point must be 1 to 500 characters');
    }
    const res = await t.request({ method: 'POST', url: url(w.meeting.id), cookie: w.as.member });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(w.meeting.id)).toHaveLength(0);
    expect((await add(w.as.member, w.meeting.id, 'x'.repeat(500))).statusCode).toBe(201);
  });

  it('stores script inert: tags are removed, plain text is kept', async () => {
    const w = await world();
    const res = await add(
      w.as.member,
      w.meeting.id,
      'a < b & "c" <img src=x onerror=alert(1)><script>alert(2)</script>&lt;svg onload=x&gt;done',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(w.meeting.id);
    expect(row!.text).toBe('a < b & "c" done');
  });

  it('concurrent edits of two points both land; of one point the last write wins', async () => {
    const w = await world();
    const one = (await add(w.as.member, w.meeting.id, 'One')).json() as TalkingPoint;
    const two = (await add(w.as.manager, w.meeting.id, 'Two')).json() as TalkingPoint;
    const results = await Promise.all([
      patch(w.as.member, w.meeting.id, one.id, { text: 'One edited' }),
      patch(w.as.manager, w.meeting.id, two.id, { text: 'Two edited' }),
      patch(w.as.manager, w.meeting.id, one.id, { discussed: true }),
      add(w.as.member, w.meeting.id, 'Three'),
      add(w.as.manager, w.meeting.id, 'Four'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 201, 201]);
    const points = await list(w.as.member, w.meeting.id);
    expect(points.map((p) => p.text).sort()).toEqual(['Four', 'One edited', 'Three', 'Two edited']);
    expect(points.find((p) => p.id === one.id)!.discussed).toBe(true);
    expect(new Set(points.map((p) => p.position)).size).toBe(4);
    await Promise.all([
      patch(w.as.member, w.meeting.id, one.id, { text: 'First' }),
      patch(w.as.member, w.meeting.id, one.id, { text: 'Second' }),
    ]);
    const [final] = await t.database.db
      .select()
      .from(talkingPoints)
      .where(eq(talkingPoints.id, one.id));
    expect(['First', 'Second']).toContain(final!.text);
    expect(await rowsOf(w.meeting.id)).toHaveLength(4);
  });
});
