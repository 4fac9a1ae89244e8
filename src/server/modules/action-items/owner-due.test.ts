/**
 * Owner and due date of action items (decision 32): the round-trip through POST, PATCH and PUT
 * of a meeting and PATCH of one item, the spec's string entries kept compatible (a string line
 * keeps its item's owner, due date and status, a new one gets the team member), reorders, the
 * bad inputs (400 with the field's message and nothing written), the owner following a
 * reassigned 1:1, and `openActionItems` with owner and due date. PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Meeting, MeetingDetail, MeetingsPage } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('action-item owner and due date on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  const details = (m: Meeting) =>
    m.actionItemDetails.map((d, i) => [
      m.actionItems[i],
      d.ownerId,
      d.dueDate,
      m.actionItemsStatus[String(i)]!.status,
    ]);

  it('round-trips owner and due date through POST, the list, PATCH, PUT and the item route', async () => {
    t.clock.set(new Date('2031-03-01T08:00:00Z'));
    const w = await signedInTeam(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: formBody(w.member.id, {
          actionItems: [
            'Plain line',
            { description: 'Mine', ownerId: w.manager.id, dueDate: '2031-03-12' },
            { description: ' Theirs ', dueDate: '2031-03-11' },
          ],
        }),
      },
    });
    expect(created.statusCode).toBe(201);
    const m = created.json() as Meeting;
    expect(m.actionItems).toEqual(['Plain line', 'Mine', 'Theirs']);
    expect(details(m)).toEqual([
      ['Plain line', w.member.id, null, 'pending'],
      ['Mine', w.manager.id, '2031-03-12', 'pending'],
      ['Theirs', w.member.id, '2031-03-11', 'pending'],
    ]);
    // Only the owner and due date: the rest of an item is in actionItems / actionItemsStatus.
    expect(m.actionItemDetails[1]).toEqual({ ownerId: w.manager.id, dueDate: '2031-03-12' });
    expect(m.managerName).toMatch(/^Maya/);

    // The list reads meetings.action_items_json: the same details.
    const page = (
      await t.request({ method: 'GET', url: '/api/meetings?cursor=', cookie: w.as.member })
    ).json() as MeetingsPage;
    expect(page.items.find((x) => x.id === m.id)!.actionItemDetails).toEqual(m.actionItemDetails);

    // Mark one completed, then reorder with strings: every line keeps owner, due and status.
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${m.id}/action-items/1`,
      cookie: w.as.member,
      payload: { status: 'completed' },
    });
    const reordered = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${m.id}`,
      cookie: w.as.manager,
      payload: { actionItems: ['Theirs', 'New line', 'Mine', 'Plain line'] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(details(reordered.json() as Meeting)).toEqual([
      ['Theirs', w.member.id, '2031-03-11', 'pending'],
      ['New line', w.member.id, null, 'pending'],
      ['Mine', w.manager.id, '2031-03-12', 'completed'],
      ['Plain line', w.member.id, null, 'pending'],
    ]);

    // Objects change what they give and keep the rest; null clears a due date.
    const objects = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${m.id}`,
      cookie: w.as.manager,
      payload: {
        actionItems: [
          { description: 'Theirs', dueDate: null },
          { description: 'New line', ownerId: w.manager.id },
          'Mine',
          { description: 'Plain line', dueDate: '2031-04-01' },
        ],
      },
    });
    expect(details(objects.json() as Meeting)).toEqual([
      ['Theirs', w.member.id, null, 'pending'],
      ['New line', w.manager.id, null, 'pending'],
      ['Mine', w.manager.id, '2031-03-12', 'completed'],
      ['Plain line', w.member.id, '2031-04-01', 'pending'],
    ]);

    // The team member's PUT with the spec's strings keeps everything.
    const put = await t.request({
      method: 'PUT',
      url: `/api/meetings/${m.id}`,
      cookie: w.as.member,
      payload: {
        date: '2031-03-10',
        startTime: '14:00',
        agenda: 'x',
        actionItems: ['Mine', 'Theirs', 'New line', 'Plain line'],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(details(put.json() as Meeting)).toEqual([
      ['Mine', w.manager.id, '2031-03-12', 'completed'],
      ['Theirs', w.member.id, null, 'pending'],
      ['New line', w.manager.id, null, 'pending'],
      ['Plain line', w.member.id, '2031-04-01', 'pending'],
    ]);

    // The item route: the team member gives an item to the manager with a due date.
    const item = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${m.id}/action-items/1`,
      cookie: w.as.member,
      payload: { ownerId: w.manager.id, dueDate: '2031-03-20' },
    });
    expect(item.statusCode).toBe(200);
    expect((item.json() as Meeting).actionItemDetails[1]).toEqual({
      ownerId: w.manager.id,
      dueDate: '2031-03-20',
    });
    expect((item.json() as Meeting).actionItemsStatus['1']!.status).toBe('pending');
    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${m.id}/action-items/1`,
      cookie: w.as.manager,
      payload: { dueDate: null, status: 'stuck', stuckReason: 'Waiting' },
    });
    expect((cleared.json() as Meeting).actionItemDetails[1]).toEqual({
      ownerId: w.manager.id,
      dueDate: null,
    });
    expect((cleared.json() as Meeting).actionItemsStatus['1']).toMatchObject({
      status: 'stuck',
      stuckReason: 'Waiting',
    });
  });

  it('answers 400 with the field’s message and writes nothing for bad owners and dates', async () => {
    t.clock.set(new Date('2031-03-01T08:00:00Z'));
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, date: '2031-03-10' },
      ['Keep me'],
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: 'X', ownerId: w.otherMember.id }, 'actionItems.0.ownerId', 'Owner must be'],
      [{ description: 'X', dueDate: '2031-02-30' }, 'actionItems.0.dueDate', 'real calendar'],
      [{ description: 'X', dueDate: '31-02-01' }, 'actionItems.0.dueDate', 'yyyy-MM-dd'],
      [{ description: 'X', dueDate: '2036-03-02' }, 'actionItems.0.dueDate', 'at most 5 years'],
      [{ description: 'X', owner: 1 }, 'actionItems.0', 'description, ownerId and dueDate'],
    ];
    for (const [entry, field, message] of cases) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}`,
        cookie: w.as.manager,
        payload: { actionItems: [entry] },
      });
      expect(res.statusCode, JSON.stringify(entry)).toBe(400);
      const body = res.json() as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors[field]?.[0], JSON.stringify(body)).toContain(message);
    }
    const onCreate = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: formBody(w.member.id, {
          actionItems: [{ description: 'X', ownerId: w.supervisor.id }],
        }),
      },
    });
    expect(onCreate.statusCode).toBe(400);
    expect(Object.keys(onCreate.json().fieldErrors)).toEqual(['actionItems.0.ownerId']);
    const itemCases: [Record<string, unknown>, string][] = [
      [{ ownerId: w.otherMember.id }, 'ownerId'],
      [{ dueDate: '2031-13-01' }, 'dueDate'],
      [{ dueDate: '2036-03-02' }, 'dueDate'],
      [{ owner: w.manager.id }, '_'],
      [{}, 'status'],
    ];
    for (const [payload, field] of itemCases) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}/action-items/0`,
        cookie: w.as.member,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fieldErrors), JSON.stringify(res.json())).toContain(field);
    }
    const after = (
      await t.request({ method: 'GET', url: `/api/meetings/${meeting.id}`, cookie: w.as.manager })
    ).json() as Meeting;
    expect(details(after)).toEqual([['Keep me', w.member.id, null, 'pending']]);
    expect(after.version).toBe(meeting.version);
  });

  it('keeps items within the 1:1’s access rules', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id },
      ['A'],
    );
    const res = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/action-items/0`,
      cookie: w.as.otherMember,
      payload: { ownerId: w.otherMember.id },
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives the items of a replaced team member to the new one, and carries owner and due date in openActionItems', async () => {
    t.clock.set(new Date('2031-03-01T08:00:00Z'));
    const w = await signedInTeam(t);
    const earlier = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, date: '2031-02-20' },
      [
        { description: 'Manager owes', ownerId: w.manager.id, dueDate: '2031-03-05' },
        { description: 'Member owes', dueDate: '2031-03-06' },
        { description: 'Done', status: 'completed' },
      ],
    );
    const later = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2031-03-10',
    });
    const detail = (
      await t.request({ method: 'GET', url: `/api/meetings/${later.id}`, cookie: w.as.member })
    ).json() as MeetingDetail;
    expect(
      detail.openActionItems.map((i) => [i.description, i.ownerId, i.ownerName, i.dueDate]),
    ).toEqual([
      ['Manager owes', w.manager.id, expect.stringMatching(/^Maya/), '2031-03-05'],
      ['Member owes', w.member.id, expect.stringMatching(/^Tia/), '2031-03-06'],
    ]);

    const moved = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${earlier.id}`,
      cookie: w.as.manager,
      payload: { teamMemberId: w.otherMember.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(details(moved.json() as Meeting).map((d) => d[1])).toEqual([
      w.manager.id,
      w.otherMember.id,
      w.otherMember.id,
    ]);
  });

  it('keeps Behind Schedule right as due dates and the meeting change (the figures of migration 0043)', async () => {
    t.clock.set(new Date('2031-03-15T10:00:00Z'));
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, date: '2031-03-20' },
      ['Write the plan'],
    );
    const lateItems = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/analytics/behind-schedule',
        cookie: w.as.manager,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        members: { id: number; overdueActionItems: unknown[]; moreOverdueActionItems: number }[];
      };
      const m = body.members.find((x) => x.id === w.member.id);
      return m ? m.overdueActionItems.length + m.moreOverdueActionItems : 0;
    };
    const patch = (
      payload: Record<string, unknown>,
      url = `/api/meetings/${meeting.id}/action-items/0`,
    ) => t.request({ method: 'PATCH', url, cookie: w.as.manager, payload });
    expect(await lateItems()).toBe(0);
    expect((await patch({ dueDate: '2031-03-14' })).statusCode).toBe(200);
    expect(await lateItems()).toBe(1);
    expect(
      (
        await patch(
          { status: 'completed', version: meeting.version },
          `/api/meetings/${meeting.id}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(await lateItems()).toBe(1); // due before today, whatever its meeting
    expect((await patch({ dueDate: '2031-03-16' })).statusCode).toBe(200);
    expect(await lateItems()).toBe(0);
    expect((await patch({ dueDate: null })).statusCode).toBe(200);
    expect(await lateItems()).toBe(0); // no due date, meeting completed
    expect((await patch({ dueDate: '2031-03-01', status: 'completed' })).statusCode).toBe(200);
    expect(await lateItems()).toBe(0); // completed items are never overdue
  });
});
