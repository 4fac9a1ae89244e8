/**
 * SCIM's bad input and safety (decision 36): wrong tokens 401 then 429, a session cookie
 * authenticates nothing, revoked tokens stop at once, another organisation's ids 404, unknown
 * attributes ignored, bad filters 400 `invalidFilter`, a manager cycle 400, names that are not
 * names 400 `invalidValue`, no role through SCIM; the token routes are Senior Managers' only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { scimTokens, users } from '../../db/schema';
import { clearThrottle } from '../../test/support/auth-testing';
import { scimWorld } from '../../test/support/scim-testing';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

const person = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe.each(databaseKinds())('SCIM safety on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  it('401 for a wrong or missing token, then 429 after 10 from one address; cookies count for nothing', async () => {
    const w = await scimWorld(t);
    const none = await t.request({ method: 'GET', url: '/scim/v2/Users', cookie: w.cookie });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ schemas: [ERROR], status: '401' });
    expect(none.headers['www-authenticate']).toContain('Bearer');
    for (let i = 1; i < 10; i++) {
      expect((await w.scim('GET', '/Users', undefined, `scim_${'x'.repeat(43)}`)).statusCode).toBe(
        401,
      );
    }
    const blocked = await w.scim('GET', '/Users');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    await clearThrottle(t);
    expect((await w.scim('GET', '/Users')).statusCode).toBe(200);
  });

  it('a revoked token answers 401 at once; another organisation cannot revoke it', async () => {
    const w = await scimWorld(t);
    const other = await scimWorld(t);
    const [row] = await t.database.db
      .select()
      .from(scimTokens)
      .where(eq(scimTokens.organizationId, w.organization.id));
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/organization/scim-tokens/${row!.id}`,
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const list = await t.request({
      method: 'GET',
      url: '/api/organization/scim-tokens',
      cookie: w.cookie,
    });
    expect(list.json().tokens).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(w.token);
    expect(list.json().tokens[0].createdBy.id).toBe(w.seniorManager.id);
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/organization/scim-tokens/${row!.id}`,
      cookie: w.cookie,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await w.scim('GET', '/Users')).statusCode).toBe(401);
  });

  it('tokens are for Senior Managers only', async () => {
    const w = await scimWorld(t);
    for (const who of [w.manager, w.supervisor, w.member]) {
      const cookie = await t.factory.signIn(who);
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.request({ method, url: '/api/organization/scim-tokens', cookie });
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it("another organisation's people are 404 and never listed", async () => {
    const w = await scimWorld(t);
    const other = await scimWorld(t);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { schemas: [USER], userName: 'x@y.test' }],
      ['PATCH', { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await w.scim(method, `/Users/${other.member.id}`, body);
      expect(res.statusCode).toBe(404);
    }
    expect((await person(t, other.member.id)).isActive).toBe(true);
    const all = await w.scim('GET', '/Users?count=200');
    const ids = all.json().Resources.map((u: { id: string }) => Number(u.id));
    expect(ids).toContain(w.member.id);
    expect(ids).not.toContain(other.member.id);
    const manager = await w.scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      userName: 'cross@org.test',
      [ENTERPRISE]: { manager: { value: String(other.manager.id) } },
    });
    expect(manager.statusCode).toBe(400);
    expect(manager.json().scimType).toBe('invalidValue');
  });

  it('bad filters are 400 invalidFilter; other filters match in memory', async () => {
    const w = await scimWorld(t);
    for (const filter of ['userName eq', 'userName eq "a" and (', 'bogus((']) {
      const res = await w.scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ schemas: [ERROR], scimType: 'invalidFilter' });
    }
    const res = await w.scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`name.givenName eq "${w.member.firstName}"`)}`,
    );
    expect(res.json().Resources.map((u: { id: string }) => u.id)).toContain(String(w.member.id));
  });

  it('ignores unknown attributes and never sets a role; names must be names', async () => {
    const w = await scimWorld(t);
    const created = await w.scim('POST', '/Users', {
      schemas: [USER],
      userName: 'role@scim.test',
      name: { givenName: 'Role', familyName: 'Seeker' },
      roles: [{ value: 'Senior Manager', primary: true }],
      role: 'Senior Manager',
      'urn:example:custom': { level: 9 },
    });
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().id);
    const patched = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'add', path: 'roles', value: [{ value: 'Senior Manager' }] },
        { op: 'replace', value: { role: 'Senior Manager', organizationId: 1 } },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(await person(t, id)).toMatchObject({
      role: 'Team Member',
      organizationId: w.organization.id,
    });

    const link = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'name.givenName', value: 'see https://evil.test' }],
    });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toMatchObject({ scimType: 'invalidValue' });
    expect((await person(t, id)).firstName).toBe('Role');
  });

  it('a manager cycle is 400 and changes nothing', async () => {
    const w = await scimWorld(t);
    // The Manager may not report to the Supervisor who reports to them.
    const res = await w.scim('PATCH', `/Users/${w.manager.id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'replace', path: `${ENTERPRISE}:manager`, value: String(w.supervisor.id) },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().scimType).toBe('invalidValue');
    expect((await person(t, w.manager.id)).managerId).toBe(w.manager.managerId);
  });

  it('a taken e-mail or externalId is 409 uniqueness; a malformed body 400', async () => {
    const w = await scimWorld(t);
    const taken = await w.scim('POST', '/Users', { schemas: [USER], userName: w.member.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().scimType).toBe('uniqueness');
    const first = await w.scim('POST', '/Users', {
      schemas: [USER],
      userName: 'ext1@scim.test',
      externalId: 'same',
    });
    expect(first.statusCode).toBe(201);
    const second = await w.scim('POST', '/Users', {
      schemas: [USER],
      userName: 'ext2@scim.test',
      externalId: 'same',
    });
    expect(second.statusCode).toBe(409);
    const broken = await t.request({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().schemas).toEqual([ERROR]);
    const noName = await w.scim('POST', '/Users', { schemas: [USER], name: { givenName: 'X' } });
    expect(noName.statusCode).toBe(400);
  });
});
