/**
 * Who may sign up (SIGNUP), deactivated people listed and reactivated, and one's own details
 * (docs/decisions/0015-accounts.md).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { clearThrottle } from '../../test/support/auth-testing';
import { SIGNUP_CLOSED } from './signup';

const registration = (email: string) => ({
  email,
  password: 'Lantern-harbour-42',
  confirmPassword: 'Lantern-harbour-42',
  firstName: 'Ada',
  lastName: 'Owner',
  company: 'Owner Co',
  role: 'Senior Manager',
});
const register = (t: TestApp, email: string) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: registration(email) });
const signupState = async (t: TestApp) =>
  (await t.request({ method: 'GET', url: '/api/auth/signup' })).json();

describe.each(databaseKinds())('SIGNUP unset on %s', (kind) => {
  const t = useTestApp(kind, { env: { SIGNUP: '' } });
  beforeEach(() => clearThrottle(t));

  it('is open while only demo sandboxes exist, then closed: 403 with the message', async () => {
    await t.factory.organization({ isDemo: true });
    expect(await signupState(t)).toEqual({ open: true });
    expect((await register(t, 'first@acme.test')).statusCode).toBe(201);
    expect(await signupState(t)).toEqual({ open: false });
    const refused = await register(t, 'second@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SIGNUP_CLOSED, code: 'FORBIDDEN' });
  });
});

describe.each(databaseKinds())('SIGNUP=open on %s', (kind) => {
  const t = useTestApp(kind, { env: { SIGNUP: 'open' } });
  it('stays open with organisations', async () => {
    await t.factory.organization();
    expect(await signupState(t)).toEqual({ open: true });
    expect((await register(t, 'open@acme.test')).statusCode).toBe(201);
  });
});

describe.each(databaseKinds())('SIGNUP=closed on %s', (kind) => {
  const t = useTestApp(kind, { env: { SIGNUP: 'closed' } });
  it('is closed even on an empty server', async () => {
    expect(await signupState(t)).toEqual({ open: false });
    expect((await register(t, 'closed@acme.test')).statusCode).toBe(403);
  });
});

describe.each(databaseKinds())('deactivate and reactivate on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const org = await t.factory.organization();
    const boss = await t.factory.user({ organizationId: org.id, role: 'Senior Manager' });
    const manager = await t.factory.user({
      organizationId: org.id,
      role: 'Manager',
      managerId: boss.id,
    });
    const member = await t.factory.user({
      organizationId: org.id,
      role: 'Team Member',
      managerId: manager.id,
      email: `leaver-${org.id}@acme.test`,
    });
    const meeting = await t.factory.meeting({ managerId: manager.id, teamMemberId: member.id });
    return {
      org,
      boss,
      manager,
      member,
      meeting,
      bossCookie: await t.factory.signIn(boss),
      managerCookie: await t.factory.signIn(manager),
    };
  }

  it('lists the deactivated, answers 409 DEACTIVATED on re-adding, reactivates with the same id', async () => {
    const w = await world();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/team-members/${w.member.id}`,
      cookie: w.managerCookie,
    });
    expect(removed.statusCode).toBe(200);
    // Their 1:1 stays in the manager's history.
    const history = await t.request({
      method: 'GET',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.managerCookie,
    });
    expect(history.statusCode).toBe(200);

    const list = await t.request({
      method: 'GET',
      url: '/api/team-members?status=deactivated',
      cookie: w.bossCookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { id: number }) => u.id)).toEqual([w.member.id]);
    const active = await t.request({
      method: 'GET',
      url: '/api/team-members',
      cookie: w.bossCookie,
    });
    expect(active.json().map((u: { id: number }) => u.id)).not.toContain(w.member.id);
    const managerList = await t.request({
      method: 'GET',
      url: '/api/team-members?status=deactivated',
      cookie: w.managerCookie,
    });
    expect(managerList.statusCode).toBe(403);

    const readd = await t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie: w.managerCookie,
      payload: {
        email: w.member.email,
        firstName: 'Again',
        lastName: 'Person',
        role: 'Team Member',
        managerId: w.manager.id,
      },
    });
    expect(readd.statusCode).toBe(409);
    expect(readd.json()).toMatchObject({ code: 'DEACTIVATED', userId: w.member.id });

    const refused = await t.request({
      method: 'POST',
      url: `/api/team-members/${w.member.id}/reactivate`,
      cookie: w.managerCookie,
    });
    expect(refused.statusCode).toBe(403);
    const back = await t.request({
      method: 'POST',
      url: `/api/team-members/${w.member.id}/reactivate`,
      cookie: w.bossCookie,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: w.member.id, managerId: w.manager.id });
    const after = await t.request({
      method: 'GET',
      url: `/api/users/${w.member.id}`,
      cookie: w.bossCookie,
    });
    expect(after.statusCode).toBe(200);
    // Reactivating an active person, or another organisation's, is 404.
    const twice = await t.request({
      method: 'POST',
      url: `/api/team-members/${w.member.id}/reactivate`,
      cookie: w.bossCookie,
    });
    expect(twice.statusCode).toBe(404);
  });

  it("another organisation's deactivated address is a plain 409 and cannot be reactivated", async () => {
    const a = await world();
    const b = await world();
    await t.request({
      method: 'DELETE',
      url: `/api/team-members/${a.member.id}`,
      cookie: a.bossCookie,
    });
    const readd = await t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie: b.bossCookie,
      payload: { email: a.member.email, firstName: 'X', lastName: 'Y', role: 'Manager' },
    });
    expect(readd.statusCode).toBe(409);
    expect(readd.json().code).toBe('CONFLICT');
    expect(readd.json().userId).toBeUndefined();
    const foreign = await t.request({
      method: 'POST',
      url: `/api/team-members/${a.member.id}/reactivate`,
      cookie: b.bossCookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe.each(databaseKinds())('own details on %s', (kind) => {
  const t = useTestApp(kind);

  it('a person edits their name and job title, never their own e-mail or role', async () => {
    const me = await t.factory.user({ role: 'Manager' });
    const cookie = await t.factory.signIn(me);
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/users/${me.id}`, cookie, payload });
    const ok = await patch({ firstName: 'Noor', lastName: 'Haddad', jobTitle: 'Designer' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: 'Noor',
      lastName: 'Haddad',
      jobTitle: 'Designer',
    });
    expect((await patch({ email: 'elsewhere@acme.test' })).statusCode).toBe(403);
    expect((await patch({ role: 'Senior Manager' })).statusCode).toBe(403);
    const empty = await patch({ firstName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.firstName).toBeDefined();
  });
});
