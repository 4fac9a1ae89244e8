/**
 * Rights on a 1:1 follow the reporting line, not the meeting row (docs/security/promises.md
 * promise 15; OWASP ASVS 8.2.2). The attack: a manager who is the participant of their own
 * superior's 1:1 completed it with notes, handed it to one of their reports (who could then read
 * the superior's notes) and deleted it. Each now answers 403 and changes nothing; the
 * participant keeps the team member's rights of spec 2.6.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetings } from '../../db/schema';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('participant rights on %s', (kind) => {
  const t = useTestApp(kind);

  const patch = (cookie: string, id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/meetings/${id}`, cookie, payload });
  const del = (cookie: string, id: number) =>
    t.request({ method: 'DELETE', url: `/api/meetings/${id}`, cookie });
  const put = (cookie: string, id: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/meetings/${id}`, cookie, payload });
  const stored = async (id: number) =>
    (await t.database.db.select().from(meetings).where(eq(meetings.id, id)))[0];

  it('a manager as participant of their superior’s 1:1 cannot complete, reassign or delete it', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({
      managerId: w.seniorManager.id,
      teamMemberId: w.manager.id,
      notes: '<p>Succession plan for Maya</p>',
    });
    const before = await stored(meeting.id);

    const complete = await patch(w.as.manager, meeting.id, {
      notes: '<p>Rewritten</p>',
      status: 'completed',
    });
    expect(complete.statusCode).toBe(403);
    const reassign = await patch(w.as.manager, meeting.id, { teamMemberId: w.member.id });
    expect(reassign.statusCode).toBe(403);
    expect((await del(w.as.manager, meeting.id)).statusCode).toBe(403);
    expect(await stored(meeting.id)).toEqual(before);

    // The report never gets to read the superior's notes.
    const read = await t.request({
      method: 'GET',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.member,
    });
    expect(read.statusCode).toBe(404);

    // The participant keeps the team member's edit (spec 2.6) while it is scheduled.
    const edit = await put(w.as.manager, meeting.id, {
      date: '2031-04-01',
      startTime: '11:00',
      agenda: 'My topics',
      actionItems: ['Prepare the review'],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ agenda: 'My topics', notes: before!.notes });
  });

  it('a supervisor as participant of their manager’s 1:1 has participant rights only', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.supervisor.id,
    });
    const before = await stored(meeting.id);
    expect((await patch(w.as.supervisor, meeting.id, { status: 'completed' })).statusCode).toBe(
      403,
    );
    const handOver = await patch(w.as.supervisor, meeting.id, {
      teamMemberId: w.otherMember.id,
    });
    expect(handOver.statusCode).toBe(403);
    expect((await del(w.as.supervisor, meeting.id)).statusCode).toBe(403);
    expect(await stored(meeting.id)).toEqual(before);
  });

  it('the organiser and those above the organiser manage the 1:1; a manager above the participant only does not', async () => {
    const w = await signedInTeam(t);
    const byManager = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
    });
    expect((await patch(w.as.manager, byManager.id, { agenda: 'Organiser' })).statusCode).toBe(200);
    expect(
      (await patch(w.as.seniorManager, byManager.id, { agenda: 'Above the organiser' })).statusCode,
    ).toBe(200);

    // The Senior Manager organises a 1:1 with someone in Maya's line: Maya reads it, but it is
    // not hers to change.
    const bySenior = await t.factory.meeting({
      managerId: w.seniorManager.id,
      teamMemberId: w.member.id,
    });
    const readable = await t.request({
      method: 'GET',
      url: `/api/meetings/${bySenior.id}`,
      cookie: w.as.manager,
    });
    expect(readable.statusCode).toBe(200);
    expect((await patch(w.as.manager, bySenior.id, { status: 'completed' })).statusCode).toBe(403);
    expect((await del(w.as.manager, bySenior.id)).statusCode).toBe(403);
    expect((await del(w.as.seniorManager, bySenior.id)).statusCode).toBe(200);
    expect(await stored(bySenior.id)).toBeUndefined();
  });
});
