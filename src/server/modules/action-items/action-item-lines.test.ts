import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('editing action-item lines on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps each unchanged line’s id and status wherever it moves; new lines pending; removed gone', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id },
      [
        { description: 'Alpha', status: 'completed' },
        { description: 'Beta', status: 'stuck', stuckReason: 'Blocked' },
        'Gamma',
        { description: 'Dup', status: 'completed' },
        'Dup',
      ],
    );
    const before = (
      await t.request({ method: 'GET', url: `/api/meetings/${meeting.id}`, cookie: w.as.manager })
    ).json() as Meeting;
    const idOf = (text: string, nth = 0) =>
      before.actionItemIds.filter((_, i) => before.actionItems[i] === text)[nth];

    const res = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
      payload: { actionItems: '  Beta \n\nNew one\nDup\nAlpha\n' },
    });
    expect(res.statusCode).toBe(200);
    const m = res.json() as Meeting;
    expect(m.actionItems).toEqual(['Beta', 'New one', 'Dup', 'Alpha']);
    expect(m.actionItemIds[0]).toBe(idOf('Beta'));
    expect(m.actionItemIds[2]).toBe(idOf('Dup', 0)); // first unused match keeps its status
    expect(m.actionItemIds[3]).toBe(idOf('Alpha'));
    expect(before.actionItemIds).not.toContain(m.actionItemIds[1]);
    expect(m.actionItemsStatus['0']).toMatchObject({ status: 'stuck', stuckReason: 'Blocked' });
    expect(m.actionItemsStatus['1']).toEqual({ status: 'pending' });
    expect(m.actionItemsStatus['2']!.status).toBe('completed');
    expect(m.actionItemsStatus['3']!.status).toBe('completed');

    // The team member's PUT keeps statuses the same way, and status routes follow new indexes.
    const put = await t.request({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.member,
      payload: { date: '2030-01-15', startTime: '14:00', actionItems: ['Alpha', 'Beta'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().actionItemsStatus).toMatchObject({
      '0': { status: 'completed' },
      '1': { status: 'stuck' },
    });
    const status = await t.request({
      method: 'GET',
      url: `/api/meetings/${meeting.id}/action-items/1/status`,
      cookie: w.as.member,
    });
    expect(status.json()).toMatchObject({ status: 'stuck', stuckReason: 'Blocked' });

    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
      payload: { actionItems: [] },
    });
    expect(cleared.json()).toMatchObject({
      actionItems: [],
      actionItemsStatus: {},
      actionItemIds: [],
    });
  });
});
