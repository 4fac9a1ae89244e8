import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { buildWorld, expectNoSecrets, idsOf } from '../../test/support/people-fixtures';

const LIST_ROUTES = [
  '/api/all-users',
  '/api/team-members',
  '/api/managers',
  '/api/senior-managers',
];

describe.each(databaseKinds())('people lists on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

  it('answers 401 without a session', async () => {
    for (const url of LIST_ROUTES) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('all-users: the organisation for a Senior Manager, sorted by first name', async () => {
    const w = await buildWorld(t);
    const res = await get('/api/all-users', w.cookies.seniorManager);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    const names = (res.json() as { firstName: string }[]).map((u) => u.firstName);
    expect(names).toEqual(['Maya', 'Omar', 'Sam', 'Sol', 'Tia']);
    expect(res.json()[0]).toMatchObject({
      id: w.manager.id,
      role: 'Manager',
      organizationId: w.organization.id,
    });
  });

  it('all-users: self and the transitive line for a Manager or Supervisor', async () => {
    const w = await buildWorld(t);
    const asManager = idsOf(await get('/api/all-users', w.cookies.manager));
    expect(asManager.sort()).toEqual(
      [w.manager.id, w.supervisor.id, w.member.id, w.otherMember.id].sort(),
    );
    const asSupervisor = idsOf(await get('/api/all-users', w.cookies.supervisor));
    expect(asSupervisor.sort()).toEqual([w.supervisor.id, w.otherMember.id].sort());
  });

  it('all-users: self and their manager for a Team Member', async () => {
    const w = await buildWorld(t);
    expect(idsOf(await get('/api/all-users', w.cookies.member)).sort()).toEqual(
      [w.manager.id, w.member.id].sort(),
    );
    expect(idsOf(await get('/api/all-users', w.cookies.otherMember)).sort()).toEqual(
      [w.supervisor.id, w.otherMember.id].sort(),
    );
  });

  it('team-members: non-senior people for a Senior Manager, the line for managers, 403 for a Team Member', async () => {
    const w = await buildWorld(t);
    const senior = idsOf(await get('/api/team-members', w.cookies.seniorManager));
    expect(senior.sort()).toEqual(
      [w.manager.id, w.supervisor.id, w.member.id, w.otherMember.id].sort(),
    );
    const manager = idsOf(await get('/api/team-members', w.cookies.manager));
    expect(manager.sort()).toEqual([w.supervisor.id, w.member.id, w.otherMember.id].sort());
    expect(idsOf(await get('/api/team-members', w.cookies.supervisor))).toEqual([w.otherMember.id]);
    const member = await get('/api/team-members', w.cookies.member);
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('FORBIDDEN');
  });

  it('managers and senior-managers: the organisation directory, for every role', async () => {
    const w = await buildWorld(t);
    for (const cookie of Object.values(w.cookies)) {
      const managers = await get('/api/managers', cookie);
      expect(managers.statusCode).toBe(200);
      expectNoSecrets(managers);
      expect(idsOf(managers)).toEqual([w.manager.id, w.seniorManager.id, w.supervisor.id]);
      expect(idsOf(await get('/api/senior-managers', cookie))).toEqual([w.seniorManager.id]);
    }
  });

  it('never lists another organisation’s people', async () => {
    const w = await buildWorld(t);
    const foreignIds = new Set(
      [
        w.foreign.seniorManager,
        w.foreign.manager,
        w.foreign.supervisor,
        w.foreign.member,
        w.foreign.otherMember,
      ].map((u) => u.id),
    );
    for (const cookie of Object.values(w.cookies)) {
      for (const url of LIST_ROUTES) {
        const res = await get(url, cookie);
        if (res.statusCode !== 200) continue;
        for (const id of idsOf(res))
          expect(foreignIds.has(id), `${url} lists foreign ${id}`).toBe(false);
      }
    }
    // And the foreign Senior Manager sees only their own.
    const theirs = idsOf(await get('/api/all-users', w.foreignCookie));
    expect(theirs.every((id) => foreignIds.has(id))).toBe(true);
  });

  it('leaves deactivated people off every list', async () => {
    const w = await buildWorld(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, w.supervisor.id));
    for (const cookie of [w.cookies.seniorManager, w.cookies.manager]) {
      for (const url of LIST_ROUTES) {
        const res = await get(url, cookie);
        expect(idsOf(res), url).not.toContain(w.supervisor.id);
      }
    }
  });

  it('answers 403 PASSWORD_CHANGE_REQUIRED while the caller must change their password', async () => {
    const w = await buildWorld(t);
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, w.manager.id));
    const res = await get('/api/all-users', w.cookies.manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
