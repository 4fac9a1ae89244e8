import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { buildWorld } from '../../test/support/people-fixtures';

/** GET /api/organizations/{id}/summary: the Executive Dashboard's stat cards (spec 2.5). */
describe.each(databaseKinds())('organization summary on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

  it('counts people by role, meetings, the completion rate and departments', async () => {
    const w = await buildWorld(t);
    const org = w.organization.id;
    const set = (id: number, department: string | null) =>
      t.database.db.update(users).set({ department }).where(eq(users.id, id));
    // Departments count only Supervisors and Team Members, trimmed and case-insensitive.
    await set(w.seniorManager.id, 'Board');
    await set(w.manager.id, 'Operations');
    await set(w.supervisor.id, 'Engineering');
    await set(w.member.id, ' engineering ');
    await set(w.otherMember.id, 'Design');
    const extra = await t.factory.user({
      organizationId: org,
      role: 'Team Member',
      managerId: w.manager.id,
      department: '  ',
    });
    await t.factory.user({
      organizationId: org,
      role: 'Team Member',
      managerId: w.manager.id,
      department: 'Gone',
      isActive: false,
    });
    const mk = (status: string) =>
      t.factory.meeting({ managerId: w.manager.id, teamMemberId: extra.id, status });
    await mk('completed');
    await mk('completed');
    await mk('scheduled');
    await mk('in_progress');
    await mk('in_progress');
    await mk('scheduled');
    await t.factory.meeting({
      managerId: w.foreign.manager.id,
      teamMemberId: w.foreign.member.id,
      status: 'completed',
    });

    const res = await get(`/api/organizations/${org}/summary`, w.cookies.seniorManager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      people: { seniorManagers: 1, managers: 1, supervisors: 1, teamMembers: 3, total: 6 },
      meetings: { total: 6, completed: 2 },
      completionRate: 33,
      departments: 2,
    });
  });

  it('answers zeros for an organisation without meetings', async () => {
    const w = await buildWorld(t);
    const res = await get(
      `/api/organizations/${w.organization.id}/summary`,
      w.cookies.seniorManager,
    );
    expect(res.json()).toMatchObject({ meetings: { total: 0, completed: 0 }, completionRate: 0 });
  });

  it('is for a Senior Manager of that organisation only', async () => {
    const w = await buildWorld(t);
    const url = `/api/organizations/${w.organization.id}/summary`;
    expect((await get(url)).statusCode).toBe(401);
    for (const who of ['manager', 'supervisor', 'member'] as const) {
      expect((await get(url, w.cookies[who])).statusCode, who).toBe(403);
    }
    // Another organisation's summary is not found, for its neighbour's Senior Manager too.
    expect((await get(url, w.foreignCookie)).statusCode).toBe(404);
    for (const id of ['0', 'abc', '99999999999']) {
      expect(
        (await get(`/api/organizations/${id}/summary`, w.cookies.seniorManager)).statusCode,
      ).toBe(404);
    }
  });
});
