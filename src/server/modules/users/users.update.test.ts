import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { verifyPassword } from '../auth/passwords';
import { FACTORY_PASSWORD } from '../../test/factories';
import { buildWorld, expectNoSecrets } from '../../test/support/people-fixtures';

describe.each(databaseKinds())('GET /api/users/:id on %s', (kind) => {
  const t = useTestApp(kind);
  const read = (cookie: string | undefined, id: number | string) =>
    t.request({ method: 'GET', url: `/api/users/${id}`, cookie });

  it('shows each role what it may see, and 404 for the rest', async () => {
    const w = await buildWorld(t);
    const all = [w.seniorManager, w.manager, w.supervisor, w.member, w.otherMember];
    const visible: Record<keyof typeof w.cookies, number[]> = {
      seniorManager: all.map((u) => u.id),
      // Manager: self, line, own manager (and every managing user).
      manager: all.map((u) => u.id),
      // Supervisor: self, Omar, their manager chain (Maya, Sam); not Tia.
      supervisor: [w.seniorManager.id, w.manager.id, w.supervisor.id, w.otherMember.id],
      member: [w.member.id, w.manager.id],
      otherMember: [w.otherMember.id, w.supervisor.id],
    };
    for (const [who, cookie] of Object.entries(w.cookies)) {
      for (const target of all) {
        const res = await read(cookie, target.id);
        const allowed = visible[who as keyof typeof visible].includes(target.id);
        expect(res.statusCode, `${who} reads ${target.firstName}`).toBe(allowed ? 200 : 404);
        if (allowed) {
          expectNoSecrets(res);
          expect(res.json()).toMatchObject({ id: target.id, email: target.email });
        }
      }
      for (const id of [
        w.foreign.member.id,
        w.foreign.seniorManager.id,
        0,
        'x',
        '1e3',
        99_999_999_999,
      ]) {
        expect((await read(cookie, id)).statusCode, `${who} reads ${id}`).toBe(404);
      }
    }
    expect((await read(undefined, w.member.id)).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('PATCH /api/users/:id on %s', (kind) => {
  const t = useTestApp(kind);
  const patch = (
    cookie: string | undefined,
    id: number | string,
    payload: Record<string, unknown>,
  ) => t.request({ method: 'PATCH', url: `/api/users/${id}`, cookie, payload });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('lets anyone edit their own details, and refuses their own role or manager', async () => {
    const w = await buildWorld(t);
    const res = await patch(w.cookies.member, w.member.id, {
      firstName: ' Tina ',
      lastName: 'Ng',
      jobTitle: 'Lead',
      department: '',
      company: 'Acme',
      timezone: 'Europe/Paris',
      email: w.member.email.toUpperCase(), // unchanged: fine
      role: 'Team Member', // unchanged: fine
      managerId: w.manager.id, // unchanged: fine
    });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    expect(res.json()).toMatchObject({
      firstName: 'Tina',
      lastName: 'Ng',
      jobTitle: 'Lead',
      department: null,
      company: 'Acme',
      timezone: 'Europe/Paris',
      email: w.member.email,
      role: 'Team Member',
      managerId: w.manager.id,
    });
    // One's own sign-in e-mail changes only with the current password (POST /api/me/email).
    const ownEmail = await patch(w.cookies.member, w.member.id, { email: 'tina.ng@example.com' });
    expect(ownEmail.statusCode).toBe(403);
    expect((await rowOf(w.member.id)).email).toBe(w.member.email);
    expect((await patch(w.cookies.member, w.member.id, { role: 'Manager' })).statusCode).toBe(403);
    expect(
      (await patch(w.cookies.member, w.member.id, { managerId: w.supervisor.id })).statusCode,
    ).toBe(403);
    expect(
      (await patch(w.cookies.seniorManager, w.seniorManager.id, { role: 'Manager' })).statusCode,
    ).toBe(403);
    expect((await patch(w.cookies.manager, w.manager.id, { managerId: null })).statusCode).toBe(
      403,
    );
    expect((await rowOf(w.member.id)).role).toBe('Team Member');
  });

  it('ignores keys outside the schema (mass assignment)', async () => {
    const w = await buildWorld(t);
    const res = await patch(w.cookies.member, w.member.id, {
      organizationId: w.foreign.organization.id,
      password: 'new-password-1',
      passwordHash: 'x',
      isDemo: true,
      mustChangePassword: true,
      isActive: false,
      username: 'taken-over',
      id: 1,
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(w.member.id);
    expect(row).toMatchObject({
      organizationId: w.organization.id,
      isDemo: false,
      mustChangePassword: false,
      isActive: true,
      username: w.member.username,
    });
    expect(await verifyPassword(row.passwordHash, FACTORY_PASSWORD)).toBe(true);
  });

  it('validates timezone, names and e-mail; 409 when the e-mail is someone else’s', async () => {
    const w = await buildWorld(t);
    for (const timezone of ['Mars/Olympus', '+01:00', '', 'x'.repeat(70)]) {
      const res = await patch(w.cookies.member, w.member.id, { timezone });
      expect(res.statusCode, timezone).toBe(400);
      expect(res.json().fieldErrors.timezone).toBeDefined();
    }
    const kolkata = await patch(w.cookies.member, w.member.id, { timezone: 'Asia/Kolkata' });
    expect(kolkata.json().timezone).toBe('Asia/Kolkata');
    const utc = await patch(w.cookies.member, w.member.id, { timezone: 'utc' });
    expect(utc.json().timezone).toBe('UTC');
    for (const [payload, field] of [
      [{ firstName: '' }, 'firstName'],
      [{ email: 'nope' }, 'email'],
      [{ role: 'Boss' }, 'role'],
      [{ managerId: 'abc' }, 'managerId'],
    ] as const) {
      const res = await patch(w.cookies.seniorManager, w.member.id, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    for (const email of [w.otherMember.email.toUpperCase(), w.foreign.member.email]) {
      const res = await patch(w.cookies.manager, w.member.id, { email });
      expect(res.statusCode).toBe(409);
      expect(res.json().fieldErrors.email).toEqual(['Email is already in use']);
    }
    // Own e-mail in another case is no conflict.
    expect(
      (await patch(w.cookies.member, w.member.id, { email: w.member.email.toUpperCase() }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a Manager or Supervisor edit details of their line only, never role or manager', async () => {
    const w = await buildWorld(t);
    expect(
      (await patch(w.cookies.manager, w.otherMember.id, { jobTitle: 'Senior Analyst' })).statusCode,
    ).toBe(200);
    expect((await rowOf(w.otherMember.id)).jobTitle).toBe('Senior Analyst');
    expect(
      (await patch(w.cookies.manager, w.otherMember.id, { role: 'Supervisor' })).statusCode,
    ).toBe(403);
    expect(
      (await patch(w.cookies.manager, w.otherMember.id, { managerId: w.manager.id })).statusCode,
    ).toBe(403);
    // Visible but outside the line: own manager → 403; not visible → 404.
    expect((await patch(w.cookies.manager, w.seniorManager.id, { jobTitle: 'x' })).statusCode).toBe(
      403,
    );
    expect((await patch(w.cookies.supervisor, w.member.id, { jobTitle: 'x' })).statusCode).toBe(
      404,
    );
    expect((await patch(w.cookies.member, w.manager.id, { jobTitle: 'x' })).statusCode).toBe(403);
    expect((await patch(w.cookies.member, w.otherMember.id, { jobTitle: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await patch(w.cookies.seniorManager, w.foreign.member.id, { jobTitle: 'x' })).statusCode,
    ).toBe(404);
    expect((await patch(undefined, w.member.id, { jobTitle: 'x' })).statusCode).toBe(401);
    expect((await rowOf(w.seniorManager.id)).jobTitle).toBe('Engineer');
    expect((await rowOf(w.foreign.member.id)).jobTitle).toBe('Engineer');
  });

  it('lets a Senior Manager change role and reporting line within the rules', async () => {
    const w = await buildWorld(t);
    // Promote Tia to Supervisor reporting to Sol.
    const ok = await patch(w.cookies.seniorManager, w.member.id, {
      role: 'Supervisor',
      managerId: w.supervisor.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'Supervisor', managerId: w.supervisor.id });
    // A Team Member must keep a manager.
    const orphan = await patch(w.cookies.seniorManager, w.otherMember.id, { managerId: null });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fieldErrors.managerId).toBeDefined();
    // A manager may have none.
    expect(
      (await patch(w.cookies.seniorManager, w.member.id, { managerId: null })).statusCode,
    ).toBe(200);
    // Not a cycle: Maya cannot report to Sol (below her) or to herself.
    for (const managerId of [w.supervisor.id, w.manager.id]) {
      const res = await patch(w.cookies.seniorManager, w.manager.id, { managerId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.managerId).toBeDefined();
    }
    // Not a Team Member, a foreign or a deactivated person, or an unknown id.
    const gone = await t.factory.user({
      organizationId: w.organization.id,
      role: 'Manager',
      isActive: false,
    });
    for (const managerId of [
      w.otherMember.id,
      w.foreign.manager.id,
      gone.id,
      999_999,
      99_999_999_999,
    ]) {
      const res = await patch(w.cookies.seniorManager, w.otherMember.id, { managerId });
      expect(res.statusCode, String(managerId)).toBe(400);
    }
    // Demoting someone with reports to Team Member is refused until they are reassigned.
    const demote = await patch(w.cookies.seniorManager, w.supervisor.id, { role: 'Team Member' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().fieldErrors.role).toBeDefined();
    expect((await rowOf(w.supervisor.id)).role).toBe('Supervisor');
    expect((await rowOf(w.otherMember.id)).managerId).toBe(w.supervisor.id);
  });
});
