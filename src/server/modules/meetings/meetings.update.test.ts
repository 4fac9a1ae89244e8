import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { actionItems, meetings } from '../../db/schema';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

const STALE = 'This meeting was changed by someone else. Reload to see the latest version.';

describe.each(databaseKinds())('changing and cancelling meetings on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function world() {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, agenda: 'Old agenda' },
      ['A', 'B', 'C'],
    );
    const foreign = await signedInTeam(t);
    const foreignMeeting = await t.factory.meeting({
      managerId: foreign.manager.id,
      teamMemberId: foreign.member.id,
    });
    return { ...w, meeting, foreign, foreignMeeting };
  }
  const patch = (cookie: string, id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/meetings/${id}`, cookie, payload });
  const put = (cookie: string, id: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/meetings/${id}`, cookie, payload });

  it('PATCH updates the given fields, bumps version and updatedAt, sanitizes notes', async () => {
    const w = await world();
    t.clock.set(new Date('2029-06-01T10:00:00Z'));
    const cookie = await t.factory.signIn(w.manager);
    const res = await patch(cookie, w.meeting.id, {
      agenda: 'New agenda',
      duration: 45,
      status: 'in_progress',
      notes: '<b>ok</b><script>x()</script>',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const m = res.json() as Meeting;
    expect(m).toMatchObject({
      agenda: 'New agenda',
      duration: 45,
      status: 'in_progress',
      notes: '<b>ok</b>',
      version: 2,
      date: '2030-01-15',
      actionItems: ['A', 'B', 'C'],
      updatedAt: '2029-06-01T10:00:00.000Z',
    });
  });

  it('PATCH with a stale version answers 409 and changes nothing', async () => {
    const w = await world();
    expect((await patch(w.as.manager, w.meeting.id, { title: 'x', version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await patch(w.as.seniorManager, w.meeting.id, { title: 'y', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE, code: 'CONFLICT' });
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, w.meeting.id));
    expect(row).toMatchObject({ title: 'x', version: 2 });
    // Without a version the last writer wins (auto-save of older clients).
    expect((await patch(w.as.seniorManager, w.meeting.id, { title: 'z' })).json().version).toBe(3);
  });

  it('checks the version for schedule fields only: notes and agenda alone never 409 (docs/live.md)', async () => {
    const w = await world();
    expect((await patch(w.as.manager, w.meeting.id, { title: 'x', version: 1 })).statusCode).toBe(
      200,
    );
    const text = await patch(w.as.seniorManager, w.meeting.id, {
      agenda: 'late agenda',
      notes: '<p>late notes</p>',
      version: 1,
    });
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({
      agenda: 'late agenda',
      notes: '<p>late notes</p>',
      version: 2,
    });
    const mixed = await patch(w.as.seniorManager, w.meeting.id, {
      agenda: 'a',
      title: 'b',
      version: 1,
    });
    expect(mixed.statusCode).toBe(409);
  });

  it('of concurrent PATCHes sent with the same version, exactly one lands', async () => {
    const w = await world();
    const results = await Promise.all(
      ['one', 'two', 'three', 'four'].map((title, i) =>
        patch(i % 2 ? w.as.seniorManager : w.as.manager, w.meeting.id, { title, version: 1 }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as Meeting;
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, w.meeting.id));
    expect(row).toMatchObject({ title: winner.title, version: 2 });
  });

  it('PATCH refuses a changed date in the past but keeps an unchanged past date', async () => {
    const w = await world();
    t.clock.set(new Date('2030-01-20T12:00:00Z')); // the meeting (2030-01-15) is now past
    const cookie = await t.factory.signIn(w.manager);
    const unchanged = await patch(cookie, w.meeting.id, { date: '2030-01-15', notes: 'n' });
    expect(unchanged.statusCode).toBe(200);
    const past = await patch(cookie, w.meeting.id, { date: '2030-01-19' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ date: ['Date cannot be in the past'] });
    expect((await patch(cookie, w.meeting.id, { date: '2030-01-20' })).statusCode).toBe(200);
  });

  it('PATCH applies the validation rules and the Zoom rule on the merged values', async () => {
    const w = await world();
    const cases: [object, string, string][] = [
      [{ duration: 14 }, 'duration', 'Duration must be at least 15 minutes'],
      [{ startTime: '9:00' }, 'startTime', 'Start time must be on the hour or half hour (HH:mm)'],
      [{ date: '2030-1-5' }, 'date', 'Date must be in yyyy-MM-dd format'],
      [
        { isZoomMeeting: true, zoomLink: '' },
        'zoomLink',
        'Zoom link is required when this is a Zoom meeting',
      ],
      [{ status: 'cancelled' }, 'status', 'Status must be scheduled, in_progress or completed'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(w.as.manager, w.meeting.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    const zoom = await patch(w.as.manager, w.meeting.id, {
      isZoomMeeting: true,
      zoomLink: 'https://zoom.us/j/2',
    });
    expect(zoom.statusCode).toBe(200);
    const clearLink = await patch(w.as.manager, w.meeting.id, { zoomLink: '' });
    expect(clearLink.statusCode).toBe(400);
    expect(clearLink.json().fieldErrors.zoomLink).toEqual([
      'Zoom link is required when this is a Zoom meeting',
    ]);
  });

  it('PATCH ignores mass-assigned keys and refuses a participant outside scope', async () => {
    const w = await world();
    const res = await patch(w.as.manager, w.meeting.id, {
      organizationId: w.foreign.manager.organizationId,
      managerId: w.seniorManager.id,
      id: 999,
      createdAt: '2000-01-01',
      agenda: 'fine',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.meeting.id,
      organizationId: w.manager.organizationId,
      managerId: w.manager.id,
      agenda: 'fine',
    });
    const outside = await patch(w.as.manager, w.meeting.id, { teamMemberId: w.foreign.member.id });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors.teamMemberId).toBeDefined();
    const moved = await patch(w.as.manager, w.meeting.id, { teamMemberId: w.otherMember.id });
    expect(moved.json().teamMemberId).toBe(w.otherMember.id);
  });

  it('PATCH: 403 for a team member who can read it, 404 for one who cannot or another org', async () => {
    const w = await world();
    expect((await patch(w.as.member, w.meeting.id, { agenda: 'mine now' })).statusCode).toBe(403);
    expect((await patch(w.as.otherMember, w.meeting.id, { agenda: 'x' })).statusCode).toBe(404);
    expect((await patch(w.as.supervisor, w.meeting.id, { agenda: 'x' })).statusCode).toBe(404);
    expect((await patch(w.as.seniorManager, w.foreignMeeting.id, { agenda: 'x' })).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, w.meeting.id));
    expect(row!.agenda).toBe('Old agenda');
  });

  it('PUT lets the team member edit a scheduled meeting of theirs', async () => {
    const w = await world();
    const res = await put(w.as.member, w.meeting.id, {
      date: '2030-02-01',
      startTime: '09:30',
      agenda: 'From Tia',
      actionItems: ['C', 'A', 'D'],
      // Not editable by PUT:
      duration: 180,
      status: 'completed',
      managerId: w.member.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2030-02-01',
      startTime: '09:30',
      agenda: 'From Tia',
      actionItems: ['C', 'A', 'D'],
      duration: 30,
      status: 'scheduled',
      managerId: w.manager.id,
      version: 2,
    });
  });

  it('PUT validates with the team member messages and forbids what it must', async () => {
    const w = await world();
    const empty = await put(w.as.member, w.meeting.id, { date: '', startTime: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Date is required');
    expect(empty.json().fieldErrors.date[0]).toBe('Date is required');
    expect(empty.json().fieldErrors.startTime[0]).toBe('Start time is required');
    const body = { date: '2030-02-01', startTime: '10:00' };
    // The manager of the meeting may also use PUT; a member of another meeting may not see it.
    expect((await put(w.as.manager, w.meeting.id, body)).statusCode).toBe(200);
    expect((await put(w.as.otherMember, w.meeting.id, body)).statusCode).toBe(404);
    // Not scheduled any more: 403 for the team member.
    await patch(w.as.manager, w.meeting.id, { status: 'completed' });
    expect((await put(w.as.member, w.meeting.id, body)).statusCode).toBe(403);
    // A meeting where the team member is the manager side: readable, not editable.
    const odd = await t.factory.meeting({ managerId: w.member.id, teamMemberId: w.otherMember.id });
    expect((await put(w.as.member, odd.id, body)).statusCode).toBe(403);
    // Stale version.
    const fresh = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const stale = await put(w.as.member, fresh.id, { ...body, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
  });

  it('DELETE cancels (deletes) the meeting and its action items', async () => {
    const w = await world();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.as.manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const get = await t.request({
      method: 'GET',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.as.manager,
    });
    expect(get.statusCode).toBe(404);
    const items = await t.database.db
      .select()
      .from(actionItems)
      .where(eq(actionItems.meetingId, w.meeting.id));
    expect(items).toEqual([]);
  });

  it('DELETE: 403 for the team member, 404 outside scope, ok for the Senior Manager', async () => {
    const w = await world();
    const del = (cookie: string, id: number) =>
      t.request({ method: 'DELETE', url: `/api/meetings/${id}`, cookie });
    expect((await del(w.as.member, w.meeting.id)).statusCode).toBe(403);
    expect((await del(w.as.otherMember, w.meeting.id)).statusCode).toBe(404);
    expect((await del(w.as.supervisor, w.meeting.id)).statusCode).toBe(404);
    expect((await del(w.as.manager, w.foreignMeeting.id)).statusCode).toBe(404);
    expect((await del(w.as.seniorManager, w.meeting.id)).statusCode).toBe(200);
    expect((await del(w.as.seniorManager, w.meeting.id)).statusCode).toBe(404);
  });
});
