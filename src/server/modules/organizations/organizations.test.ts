import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { buildWorld, expectNoSecrets } from '../../test/support/people-fixtures';

type Hierarchy = Record<
  'seniorManagers' | 'managers' | 'supervisors' | 'teamMembers',
  { people: { id: number }[]; total: number; nextCursor: string | null }
>;
/** The ids of every level's first page; each level here fits in one page. */
const ids = (h: Hierarchy) =>
  Object.fromEntries(
    Object.entries(h).map(([level, page]) => {
      expect(page.nextCursor).toBeNull();
      expect(page.total).toBe(page.people.length);
      return [level, page.people.map((u) => u.id)];
    }),
  );

describe.each(databaseKinds())('organizations on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

  it('answers 401 without a session', async () => {
    expect((await get('/api/organizations/all')).statusCode).toBe(401);
    expect((await get('/api/organizations/1/hierarchy')).statusCode).toBe(401);
  });

  it('all: only the caller’s organisation', async () => {
    const w = await buildWorld(t);
    const res = await get('/api/organizations/all', w.cookies.member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: w.organization.id,
        name: w.organization.name,
        domain: w.organization.domain,
        createdAt: w.organization.createdAt.toISOString(),
      },
    ]);
  });

  it('hierarchy: the whole organisation by role for a Senior Manager, without deactivated people', async () => {
    const w = await buildWorld(t);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, w.otherMember.id));
    const res = await get(
      `/api/organizations/${w.organization.id}/hierarchy`,
      w.cookies.seniorManager,
    );
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    expect(ids(res.json())).toEqual({
      seniorManagers: [w.seniorManager.id],
      managers: [w.manager.id],
      supervisors: [w.supervisor.id],
      teamMembers: [w.member.id],
    });
  });

  it('hierarchy: limited to whom a Supervisor or a Team Member may see', async () => {
    const w = await buildWorld(t);
    const url = `/api/organizations/${w.organization.id}/hierarchy`;
    expect(ids((await get(url, w.cookies.supervisor)).json())).toEqual({
      seniorManagers: [w.seniorManager.id],
      managers: [w.manager.id],
      supervisors: [w.supervisor.id],
      teamMembers: [w.otherMember.id],
    });
    expect(ids((await get(url, w.cookies.member)).json())).toEqual({
      seniorManagers: [],
      managers: [w.manager.id],
      supervisors: [],
      teamMembers: [w.member.id],
    });
  });

  it('hierarchy: 404 for another organisation or a malformed id', async () => {
    const w = await buildWorld(t);
    for (const id of [w.foreign.organization.id, 999_999, 'abc', '0', '-1', '99999999999']) {
      const res = await get(`/api/organizations/${id}/hierarchy`, w.cookies.seniorManager);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).not.toContain(w.foreign.seniorManager.email);
    }
  });
});
