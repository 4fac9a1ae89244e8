import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meetings, sessions, users } from '../../db/schema';
import { TEMPORARY_PASSWORD_TTL_MS } from '@/shared/domain/constants';
import { databaseKinds, useTestApp } from '../../test/harness';
import { verifyPassword } from '../auth/passwords';
import { buildWorld, expectNoSecrets, idsOf } from '../../test/support/people-fixtures';

const body = (extra: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2, 8)}@example.com`,
  firstName: 'Nina',
  lastName: 'New',
  jobTitle: 'Analyst',
  department: 'Data',
  ...extra,
});

describe.each(databaseKinds())('POST /api/team-members on %s', (kind) => {
  const t = useTestApp(kind);
  const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/team-members', payload, cookie });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('answers 401 without a session and 403 for a Team Member', async () => {
    const w = await buildWorld(t);
    expect((await create(undefined, body({ managerId: w.manager.id }))).statusCode).toBe(401);
    const res = await create(w.cookies.member, body({ managerId: w.manager.id }));
    expect(res.statusCode).toBe(403);
  });

  it('creates a Team Member with a one-time temporary password that expires in 72 h', async () => {
    t.clock.set(new Date('2030-03-01T10:00:00Z'));
    try {
      const w = await buildWorld(t);
      const res = await create(
        w.cookies.manager,
        body({ email: 'Nina.New@Example.com', managerId: w.supervisor.id }),
      );
      expect(res.statusCode).toBe(201);
      expectNoSecrets(res, true);
      const created = res.json();
      expect(created).toMatchObject({
        email: 'nina.new@example.com',
        username: 'nina.new',
        firstName: 'Nina',
        lastName: 'New',
        role: 'Team Member',
        managerId: w.supervisor.id,
        organizationId: w.organization.id,
        mustChangePassword: true,
        timezone: w.manager.timezone,
        company: w.manager.company,
      });
      expect(created.temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
      const row = await rowOf(created.id);
      expect(row.mustChangePassword).toBe(true);
      expect(row.temporaryPasswordExpiresAt?.getTime()).toBe(
        new Date('2030-03-01T10:00:00Z').getTime() + TEMPORARY_PASSWORD_TTL_MS,
      );
      expect(await verifyPassword(row.passwordHash, created.temporaryPassword)).toBe(true);
      expect(row.passwordHash).not.toContain(created.temporaryPassword);

      // The password never leaves again: not in lists, not in the user's own record.
      for (const url of ['/api/team-members', '/api/all-users', `/api/users/${created.id}`]) {
        const again = await t.request({ method: 'GET', url, cookie: w.cookies.manager });
        expect(again.statusCode).toBe(200);
        expect(again.body).not.toContain(created.temporaryPassword);
        expectNoSecrets(again);
      }
      // Signed in, the new person can only change their password.
      const cookie = await t.factory.signIn(row);
      const blocked = await t.request({ method: 'GET', url: '/api/all-users', cookie });
      expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    } finally {
      t.clock.reset();
    }
  });

  it('lets the new person sign in with the temporary password', async () => {
    const w = await buildWorld(t);
    const created = (
      await create(w.cookies.seniorManager, body({ managerId: w.manager.id }))
    ).json();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: created.email, password: created.temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ requiresPasswordChange: true });
    // 72 hours later the temporary password no longer opens the account.
    t.clock.advance(TEMPORARY_PASSWORD_TTL_MS + 1000);
    try {
      const late = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: created.email, password: created.temporaryPassword },
      });
      expect(late.statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('makes usernames unique and ignores organizationId, password and other extra keys', async () => {
    const w = await buildWorld(t);
    const first = (
      await create(
        w.cookies.seniorManager,
        body({ email: 'dup@a.example', managerId: w.manager.id }),
      )
    ).json();
    const res = await create(
      w.cookies.seniorManager,
      body({
        email: 'dup@b.example',
        managerId: w.manager.id,
        organizationId: w.foreign.organization.id,
        password: 'chosen-by-caller',
        isDemo: true,
        mustChangePassword: false,
        isActive: false,
        username: 'hijack',
      }),
    );
    expect(res.statusCode).toBe(201);
    const second = res.json();
    expect(first.username).toBe('dup');
    expect(second.username).toBe('dup2');
    const row = await rowOf(second.id);
    expect(row.organizationId).toBe(w.organization.id);
    expect(row.isDemo).toBe(false);
    expect(row.mustChangePassword).toBe(true);
    expect(row.isActive).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'chosen-by-caller')).toBe(false);
  });

  it('answers 409 on fieldErrors.email when the e-mail is taken (any case, any organisation)', async () => {
    const w = await buildWorld(t);
    for (const email of [w.member.email.toUpperCase(), w.foreign.member.email]) {
      const res = await create(w.cookies.manager, body({ email, managerId: w.manager.id }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { email: ['Email is already in use'] },
      });
    }
  });

  it('validates the body (400 with field errors)', async () => {
    const w = await buildWorld(t);
    const cases: [Record<string, unknown>, string][] = [
      [body({ email: 'not-an-email', managerId: w.manager.id }), 'email'],
      [body({ firstName: '', managerId: w.manager.id }), 'firstName'],
      [body({ lastName: undefined, managerId: w.manager.id }), 'lastName'],
      [body({ role: 'Admin', managerId: w.manager.id }), 'role'],
      [body({ managerId: undefined }), 'managerId'],
      [body({ managerId: 'abc' }), 'managerId'],
      [body({ timezone: 'Mars/Base', managerId: w.manager.id }), 'timezone'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(w.cookies.seniorManager, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors), field).toContain(field);
    }
  });

  it('refuses a manager who is not an active managing user of the organisation', async () => {
    const w = await buildWorld(t);
    const gone = await t.factory.user({
      organizationId: w.organization.id,
      role: 'Manager',
      isActive: false,
    });
    for (const managerId of [w.member.id, w.foreign.manager.id, gone.id, 999_999, 99_999_999_999]) {
      const res = await create(w.cookies.seniorManager, body({ managerId }));
      expect(res.statusCode, String(managerId)).toBe(400);
      expect(res.json().fieldErrors.managerId).toBeDefined();
    }
  });

  it('keeps a Manager or Supervisor inside their own line and below their own role', async () => {
    const w = await buildWorld(t);
    // Outside the line: the Senior Manager, or a peer's report.
    const outside = await create(w.cookies.supervisor, body({ managerId: w.manager.id }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors.managerId).toBeDefined();
    expect(
      (await create(w.cookies.manager, body({ managerId: w.seniorManager.id }))).statusCode,
    ).toBe(400);
    // Inside the line.
    expect((await create(w.cookies.manager, body({ managerId: w.supervisor.id }))).statusCode).toBe(
      201,
    );
    // Roles: a Manager may create a Supervisor (reporting to themselves by default), not a Manager.
    const sup = await create(w.cookies.manager, body({ role: 'Supervisor' }));
    expect(sup.statusCode).toBe(201);
    expect(sup.json().managerId).toBe(w.manager.id);
    for (const role of ['Manager', 'Senior Manager']) {
      expect(
        (await create(w.cookies.manager, body({ role, managerId: w.manager.id }))).statusCode,
      ).toBe(403);
    }
    for (const role of ['Supervisor', 'Manager', 'Senior Manager']) {
      expect(
        (await create(w.cookies.supervisor, body({ role, managerId: w.supervisor.id }))).statusCode,
      ).toBe(403);
    }
    // A Senior Manager may create any role; managers may have no manager.
    const senior = await create(w.cookies.seniorManager, body({ role: 'Senior Manager' }));
    expect(senior.statusCode).toBe(201);
    expect(senior.json().managerId).toBeNull();
  });
});

describe.each(databaseKinds())('DELETE /api/team-members/:id on %s', (kind) => {
  const t = useTestApp(kind);
  const remove = (cookie: string | undefined, id: number | string) =>
    t.request({ method: 'DELETE', url: `/api/team-members/${id}`, cookie });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('deactivates, ends sessions, keeps meetings and re-attaches direct reports', async () => {
    const w = await buildWorld(t);
    const meeting = await t.factory.meeting({
      teamMemberId: w.otherMember.id,
      managerId: w.supervisor.id,
    });
    const res = await remove(w.cookies.manager, w.supervisor.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await rowOf(w.supervisor.id);
    expect(row.isActive).toBe(false);
    expect(row.deactivatedAt).toBeInstanceOf(Date);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, w.supervisor.id));
    expect(left).toHaveLength(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/all-users', cookie: w.cookies.supervisor }))
        .statusCode,
    ).toBe(401);
    expect(
      await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id)),
    ).toHaveLength(1);
    expect((await rowOf(w.otherMember.id)).managerId).toBe(w.manager.id);
    // Off the lists, 404 on reads, and a second removal is a 404.
    const list = await t.request({
      method: 'GET',
      url: '/api/team-members',
      cookie: w.cookies.manager,
    });
    expect(idsOf(list)).not.toContain(w.supervisor.id);
    expect(idsOf(list)).toContain(w.otherMember.id);
    const read = await t.request({
      method: 'GET',
      url: `/api/users/${w.supervisor.id}`,
      cookie: w.cookies.seniorManager,
    });
    expect(read.statusCode).toBe(404);
    expect((await remove(w.cookies.manager, w.supervisor.id)).statusCode).toBe(404);
    // The deactivated person's sign-in fails.
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.supervisor.email, password: 'correct-horse-42' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('applies the role rules: 401, 403 and 404', async () => {
    const w = await buildWorld(t);
    expect((await remove(undefined, w.member.id)).statusCode).toBe(401);
    expect((await remove(w.cookies.member, w.otherMember.id)).statusCode).toBe(403);
    expect((await remove(w.cookies.member, w.manager.id)).statusCode).toBe(403);
    // Supervisor: Tia is not in their line and not visible to them → 404; their own manager → 403.
    expect((await remove(w.cookies.supervisor, w.member.id)).statusCode).toBe(404);
    expect((await remove(w.cookies.supervisor, w.manager.id)).statusCode).toBe(403);
    expect((await remove(w.cookies.manager, w.seniorManager.id)).statusCode).toBe(403);
    expect((await remove(w.cookies.seniorManager, w.seniorManager.id)).statusCode).toBe(403);
    for (const id of [w.foreign.member.id, 999_999, 'abc', '0', '99999999999']) {
      expect((await remove(w.cookies.seniorManager, id)).statusCode, String(id)).toBe(404);
    }
    expect((await rowOf(w.foreign.member.id)).isActive).toBe(true);
    expect((await rowOf(w.member.id)).isActive).toBe(true);
    // A Senior Manager may remove a top-level person; their reports move to the Senior Manager.
    const top = await t.factory.user({ organizationId: w.organization.id, role: 'Manager' });
    const under = await t.factory.user({ organizationId: w.organization.id, managerId: top.id });
    expect((await remove(w.cookies.seniorManager, top.id)).statusCode).toBe(200);
    expect((await rowOf(under.id)).managerId).toBe(w.seniorManager.id);
  });
});
