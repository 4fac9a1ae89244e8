import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { buildWorld } from '../../test/support/people-fixtures';

/**
 * User-update rules (docs/product-rules.md) not covered by users.update.test.ts: the organisation boundary for
 * role and reporting-line changes, "nobody grants above their own", the Edit User Details body
 * as the dialog sends it, and meeting history following a change of manager.
 */
describe.each(databaseKinds())('PATCH /api/users/:id rules on %s', (kind) => {
  const t = useTestApp(kind);
  const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/users/${id}`, cookie, payload });
  const get = (cookie: string, url: string) => t.request({ method: 'GET', url, cookie });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('never changes role or manager across organisations', async () => {
    const w = await buildWorld(t);
    const attempts = [
      { role: 'Manager' },
      { managerId: w.foreign.seniorManager.id },
      { role: 'Senior Manager', managerId: null },
    ];
    for (const payload of attempts) {
      const res = await patch(w.cookies.seniorManager, w.foreign.member.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
    }
    // Nor attach someone of one's own organisation to a foreign manager.
    const cross = await patch(w.cookies.seniorManager, w.member.id, {
      managerId: w.foreign.manager.id,
    });
    expect(cross.statusCode).toBe(400);
    expect(await rowOf(w.foreign.member.id)).toMatchObject({
      role: 'Team Member',
      managerId: w.foreign.manager.id,
    });
    expect((await rowOf(w.member.id)).managerId).toBe(w.manager.id);
  });

  it('never lets anyone grant a role above their own or change roles below Senior Manager', async () => {
    const w = await buildWorld(t);
    // A Manager cannot promote a person of their own line, not even to a lower role.
    for (const role of ['Senior Manager', 'Manager', 'Supervisor']) {
      const res = await patch(w.cookies.manager, w.member.id, { role });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await patch(w.cookies.supervisor, w.otherMember.id, { role: 'Manager' })).statusCode,
    ).toBe(403);
    // A Senior Manager may grant up to their own role.
    const promoted = await patch(w.cookies.seniorManager, w.manager.id, {
      role: 'Senior Manager',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('Senior Manager');
    expect((await rowOf(w.member.id)).role).toBe('Team Member');
    expect((await rowOf(w.otherMember.id)).role).toBe('Team Member');
  });

  it('saves the Edit User Details dialog body (role and department) as a Senior Manager', async () => {
    const w = await buildWorld(t);
    const res = await patch(w.cookies.seniorManager, w.member.id, {
      firstName: w.member.firstName,
      lastName: w.member.lastName,
      email: w.member.email,
      role: 'Supervisor',
      jobTitle: 'Team Lead',
      department: 'Platform',
      company: 'Acme',
      timezone: 'America/Chicago',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'Supervisor',
      jobTitle: 'Team Lead',
      department: 'Platform',
      company: 'Acme',
      timezone: 'America/Chicago',
      managerId: w.manager.id,
    });
    // A Team Member who becomes one again must still have a manager: they kept theirs.
    const back = await patch(w.cookies.seniorManager, w.member.id, { role: 'Team Member' });
    expect(back.statusCode).toBe(200);
    expect(back.json().managerId).toBe(w.manager.id);
  });

  it('keeps a person’s meeting history visible to their new manager', async () => {
    const w = await buildWorld(t);
    // Max: a second Manager, outside Tia's current line.
    const max = await t.factory.user({
      organizationId: w.organization.id,
      role: 'Manager',
      managerId: w.seniorManager.id,
      firstName: 'Max',
    });
    const maxCookie = await t.factory.signIn(max);
    const old = await t.factory.meeting(
      {
        managerId: w.manager.id,
        teamMemberId: w.member.id,
        date: '2024-03-01',
        status: 'completed',
      },
      ['Write the plan'],
    );
    expect((await get(maxCookie, `/api/meetings/${old.id}`)).statusCode).toBe(404);
    expect((await get(maxCookie, `/api/meetings/user/${w.member.id}`)).statusCode).toBe(404);

    const moved = await patch(w.cookies.seniorManager, w.member.id, { managerId: max.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().managerId).toBe(max.id);

    const one = await get(maxCookie, `/api/meetings/${old.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: old.id, actionItems: ['Write the plan'] });
    const ofUser = await get(maxCookie, `/api/meetings/user/${w.member.id}`);
    expect((ofUser.json() as Meeting[]).map((m) => m.id)).toEqual([old.id]);
    const listed = await get(maxCookie, `/api/meetings?teamMember=${w.member.id}`);
    expect((listed.json() as Meeting[]).map((m) => m.id)).toEqual([old.id]);
    expect((await get(maxCookie, `/api/users/${w.member.id}`)).statusCode).toBe(200);
    // The former manager still reads the meeting they held.
    expect((await get(w.cookies.manager, `/api/meetings/${old.id}`)).statusCode).toBe(200);
  });

  it('answers 409 when the new e-mail belongs to someone else, and keeps the old one', async () => {
    const w = await buildWorld(t);
    const res = await patch(w.cookies.seniorManager, w.member.id, {
      email: w.manager.email,
      department: 'Platform',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { email: expect.any(Array) },
    });
    expect(await rowOf(w.member.id)).toMatchObject({
      email: w.member.email,
      department: w.member.department,
    });
  });
});
