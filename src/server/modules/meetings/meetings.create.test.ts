import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetings, users } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('scheduling meetings on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  /** POSTs `{ meeting: form }`, or `payload` as it is when it already has the wrapper. */
  const post = (cookie: string, payload: object) =>
    t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie,
      payload: 'meeting' in payload ? payload : { meeting: payload },
    });

  it('creates a meeting from { meeting, emailContent } with the caller as manager', async () => {
    const w = await signedInTeam(t);
    const res = await post(w.as.manager, {
      meeting: formBody(w.member.id),
      emailContent: {
        subject: 'Hi',
        managerText: 'm',
        teamMemberText: 't',
        managerHtml: '<p>m</p>',
        teamMemberHtml: '<p>t</p>',
      },
    });
    expect(res.statusCode).toBe(201);
    const m = res.json() as Meeting;
    expect(m).toMatchObject({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      organizationId: w.manager.organizationId,
      title: 'Weekly 1:1',
      date: '2031-03-10',
      timezone: 'UTC',
      actionItems: ['Write plan', 'Review PR'],
      actionItemsStatus: { '0': { status: 'pending' }, '1': { status: 'pending' } },
      version: 1,
      status: 'scheduled',
    });
    const read = await t.request({
      method: 'GET',
      url: `/api/meetings/${m.id}`,
      cookie: w.as.member,
    });
    // The same 1:1, with the reader's own rights (decision 38): the participant's, not the organiser's.
    const { can: organiserCan, ...rest } = m;
    const { can: memberCan, ...readRest } = read.json() as Meeting & { openActionItems: unknown[] };
    expect(readRest).toEqual({ ...rest, openActionItems: [] });
    expect(organiserCan).toMatchObject({ edit: true, cancel: true, editAsParticipant: true });
    expect(memberCan).toMatchObject({ edit: false, cancel: false, editAsParticipant: true });
  });

  it('answers 400 to a bare meeting object (no { meeting } wrapper) and writes nothing', async () => {
    const w = await signedInTeam(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.supervisor,
      payload: formBody(w.otherMember.id, { actionItems: ['A'] }),
    });
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.managerId, w.supervisor.id));
    expect(rows).toHaveLength(0);
  });

  it('forbids team members from scheduling (403)', async () => {
    const w = await signedInTeam(t);
    const res = await post(w.as.member, formBody(w.otherMember.id));
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [
      { isZoomMeeting: true, zoomLink: '   ' },
      'zoomLink',
      'Zoom link is required when this is a Zoom meeting',
    ],
    [
      { isZoomMeeting: true, zoomLink: 'javascript:alert(1)' },
      'zoomLink',
      'Zoom link must be an http(s) address',
    ],
    [{ duration: 10 }, 'duration', 'Duration must be at least 15 minutes'],
    [{ duration: 181 }, 'duration', 'Duration must be at most 180 minutes'],
    [{ startTime: '14:15' }, 'startTime', 'Start time must be on the hour or half hour (HH:mm)'],
    [{ startTime: '' }, 'startTime', 'Start time is required'],
    [{ date: '10/03/2031' }, 'date', 'Date must be in yyyy-MM-dd format'],
    [{ date: '2031-02-30' }, 'date', 'Date must be a real calendar date'],
    [{ teamMemberId: 0 }, 'teamMemberId', 'Please select a participant'],
    [{ teamMemberId: undefined }, 'teamMemberId', 'Please select a participant'],
  ])('rejects %o with the spec message on %s', async (overrides, field, message) => {
    const w = await signedInTeam(t);
    for (const payload of [
      { meeting: formBody(w.member.id, overrides) },
      formBody(w.member.id, overrides),
    ]) {
      const res = await post(w.as.manager, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fieldErrors[field]).toContain(message);
    }
  });

  it('accepts a Zoom meeting with an https link', async () => {
    const w = await signedInTeam(t);
    const res = await post(
      w.as.manager,
      formBody(w.member.id, { isZoomMeeting: true, zoomLink: 'https://zoom.us/j/1' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isZoomMeeting: true, zoomLink: 'https://zoom.us/j/1' });
  });

  it("refuses a past date in the meeting's timezone (default: the scheduler's)", async () => {
    // 2031-03-10 00:30 in Tokyo is 2031-03-09 15:30 UTC and 08:30 in Los Angeles.
    t.clock.set(new Date('2031-03-09T15:30:00Z'));
    const w = await signedInTeam(t);
    await t.database.db
      .update(users)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(users.id, w.manager.id));
    const pastInTokyo = await post(w.as.manager, formBody(w.member.id, { date: '2031-03-09' }));
    expect(pastInTokyo.statusCode).toBe(400);
    expect(pastInTokyo.json()).toEqual({
      message: 'Date cannot be in the past',
      code: 'VALIDATION_FAILED',
      fieldErrors: { date: ['Date cannot be in the past'] },
    });
    const todayInTokyo = await post(w.as.manager, formBody(w.member.id, { date: '2031-03-10' }));
    expect(todayInTokyo.statusCode).toBe(201);
    expect(todayInTokyo.json().timezone).toBe('Asia/Tokyo');
    // Still the 9th in Los Angeles: allowed when the meeting says so.
    const la = await post(
      w.as.manager,
      formBody(w.member.id, { date: '2031-03-09', timezone: 'America/Los_Angeles' }),
    );
    expect(la.statusCode).toBe(201);
    const bad = await post(w.as.manager, formBody(w.member.id, { timezone: 'Mars/Olympus' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.timezone).toBeDefined();
  });

  it('requires an active participant within the scheduler’s scope', async () => {
    const w = await signedInTeam(t);
    const foreign = await signedInTeam(t);
    const inactive = await t.factory.user({
      organizationId: w.manager.organizationId,
      managerId: w.manager.id,
      isActive: false,
    });
    const cases: [string, number][] = [
      [w.as.supervisor, w.member.id], // not in the supervisor's line
      [w.as.manager, w.seniorManager.id], // above the manager
      [w.as.manager, w.manager.id], // self
      [w.as.manager, foreign.member.id], // other organisation
      [w.as.manager, inactive.id],
      [w.as.manager, 99_999_999_999],
      [w.as.seniorManager, foreign.member.id],
    ];
    for (const [cookie, teamMemberId] of cases) {
      const res = await post(cookie, formBody(teamMemberId));
      expect(res.statusCode, String(teamMemberId)).toBe(400);
      expect(res.json().fieldErrors.teamMemberId).toEqual([
        'Please select a participant from your team',
      ]);
    }
    // The manager's transitive line is fine.
    expect((await post(w.as.manager, formBody(w.otherMember.id))).statusCode).toBe(201);
  });

  it('lets a Senior Manager name another manager of the org, and nobody else', async () => {
    const w = await signedInTeam(t);
    const foreign = await signedInTeam(t);
    const ok = await post(
      w.as.seniorManager,
      formBody(w.otherMember.id, { managerId: w.supervisor.id }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().managerId).toBe(w.supervisor.id);
    for (const managerId of [w.member.id, foreign.manager.id]) {
      const res = await post(w.as.seniorManager, formBody(w.otherMember.id, { managerId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.managerId).toBeDefined();
    }
    const sameAsMember = await post(
      w.as.seniorManager,
      formBody(w.supervisor.id, { managerId: w.supervisor.id }),
    );
    expect(sameAsMember.statusCode).toBe(400);
  });

  it('ignores mass-assigned fields (organizationId, managerId for a Manager, version, ids)', async () => {
    const w = await signedInTeam(t);
    const foreign = await signedInTeam(t);
    const res = await post(w.as.manager, {
      meeting: {
        ...formBody(w.member.id),
        managerId: w.seniorManager.id,
        organizationId: foreign.manager.organizationId,
        version: 99,
        id: 1,
        icsUid: 'evil',
        createdAt: '2000-01-01T00:00:00Z',
      },
      organizationId: foreign.manager.organizationId,
    });
    expect(res.statusCode).toBe(201);
    const m = res.json() as Meeting;
    expect(m.managerId).toBe(w.manager.id);
    expect(m.organizationId).toBe(w.manager.organizationId);
    expect(m.version).toBe(1);
    expect(m.createdAt.startsWith('2000')).toBe(false);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row!.icsUid).not.toBe('evil');
  });

  it('stores notes sanitized: script, handlers and javascript: links go, safe markup stays', async () => {
    const w = await signedInTeam(t);
    const notes =
      '<p>Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.com/x" onclick="alert(4)">good</a>' +
      '<p style="color:red" onmouseover="alert(5)">styled</p><iframe src="https://evil"></iframe>';
    const res = await post(w.as.manager, formBody(w.member.id, { notes }));
    expect(res.statusCode).toBe(201);
    const stored = (res.json() as Meeting).notes!;
    expect(stored).not.toMatch(
      /<script|onerror|onclick|onmouseover|javascript:|<img|<iframe|style=/i,
    );
    expect(stored).toContain('<b>bold</b>');
    expect(stored).toContain('<ul><li>one</li></ul>');
    expect(stored).toContain('<ol><li>two</li></ol>');
    expect(stored).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">good</a>',
    );
    expect(stored).toContain('<p>styled</p>');
  });
});
