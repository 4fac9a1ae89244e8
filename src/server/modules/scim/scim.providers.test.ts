/**
 * The request sequences Okta and Microsoft Entra ID send to a SCIM 2.0 server, replayed over
 * HTTP (decision 36), ending with the expected people. Written from the vendors' public pages:
 * Okta "Build a SCIM provisioning integration" / "SCIM 2.0 protocol reference" (create: a
 * `userName eq` lookup then POST; profile update: PUT of the whole user; deactivate and
 * reactivate: PATCH `replace` with `value: { active }`), and Microsoft Learn "Tutorial: Develop
 * and plan provisioning for a SCIM endpoint in Microsoft Entra ID" (create: `userName eq` lookup
 * then POST with externalId; update: PATCH `Replace` / `Add` with paths such as
 * `name.givenName`, `emails[type eq "work"].value`, the enterprise `manager` as a bare id,
 * `active` as the string "False").
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { sessions, users } from '../../db/schema';
import { clearThrottle } from '../../test/support/auth-testing';
import { scimWorld } from '../../test/support/scim-testing';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const person = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe.each(databaseKinds())('SCIM providers on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  it('Okta: lookup, create, profile PUT, deactivate and reactivate', async () => {
    const w = await scimWorld(t);
    // Okta's "Test connector configuration" and the lookup before a create.
    const probe = await w.scim('GET', '/Users?startIndex=1&count=1');
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['content-type']).toContain('application/scim+json');
    const lookup = await w.scim('GET', '/Users?filter=userName%20eq%20%22dana%40okta.test%22');
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await w.scim('POST', '/Users', {
      schemas: [USER],
      userName: 'dana@okta.test',
      name: { givenName: 'Dana', familyName: 'Reyes' },
      emails: [{ primary: true, value: 'dana@okta.test', type: 'work' }],
      displayName: 'Dana Reyes',
      locale: 'en-US',
      externalId: '00u1okta',
      groups: [],
      password: 'ignored-Passw0rd!',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      userName: 'dana@okta.test',
      active: true,
      externalId: '00u1okta',
      name: { givenName: 'Dana', familyName: 'Reyes' },
    });
    expect(body.meta.location).toBe(`http://cadence.test/scim/v2/Users/${body.id}`);
    const id = Number(body.id);
    const row = await person(t, id);
    expect(row).toMatchObject({ role: 'Team Member', organizationId: w.organization.id });

    const found = await w.scim('GET', '/Users?filter=userName%20eq%20%22DANA%40okta.test%22');
    expect(found.json().Resources.map((u: { id: string }) => u.id)).toEqual([String(id)]);

    // Profile push: Okta PUTs the whole user.
    const put = await w.scim('PUT', `/Users/${id}`, {
      schemas: [USER, ENTERPRISE],
      id: String(id),
      userName: 'dana@okta.test',
      name: { givenName: 'Dana', familyName: 'Reyes-Kim' },
      title: 'Staff Engineer',
      active: true,
      [ENTERPRISE]: { department: 'Platform', manager: { value: String(w.manager.id) } },
    });
    expect(put.statusCode).toBe(200);
    expect(await person(t, id)).toMatchObject({
      lastName: 'Reyes-Kim',
      jobTitle: 'Staff Engineer',
      department: 'Platform',
      managerId: w.manager.id,
    });

    // Deactivate: PATCH replace with value { active: false }; the person's sessions end.
    await t.factory.signIn({ id });
    const off = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await person(t, id)).isActive).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    // A deactivated person is still found, so Okta reactivates rather than re-creates.
    const again = await w.scim('GET', '/Users?filter=userName%20eq%20%22dana%40okta.test%22');
    expect(again.json().Resources[0].active).toBe(false);

    const on = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.statusCode).toBe(200);
    expect(await person(t, id)).toMatchObject({ isActive: true, role: 'Team Member' });
  });

  it('Entra ID: lookup, create, PATCH paths, manager change, "False" deactivates, DELETE', async () => {
    const w = await scimWorld(t);
    const lookup = await w.scim(
      'GET',
      '/Users?filter=' + encodeURIComponent('userName eq "lee@entra.test"'),
    );
    expect(lookup.json().totalResults).toBe(0);
    const created = await w.scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: 'lee',
      userName: 'lee@entra.test',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'lee@entra.test' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Lee Park', familyName: 'Park', givenName: 'Lee' },
      roles: [],
      [ENTERPRISE]: { department: 'Sales', manager: String(w.manager.id) },
    });
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().id);
    expect(await person(t, id)).toMatchObject({ department: 'Sales', managerId: w.manager.id });

    const byExternal = await w.scim(
      'GET',
      '/Users?filter=' + encodeURIComponent('externalId eq "lee"'),
    );
    expect(byExternal.json().Resources.map((u: { id: string }) => u.id)).toEqual([String(id)]);

    // "Update User [Multi-valued properties]" and "[Single-valued properties]".
    const update = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Leigh' },
        { op: 'Add', path: 'title', value: 'Account Executive' },
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:CustomExtension:2.0:User:x',
          value: 'ignored',
        },
        { op: 'Replace', path: 'preferredLanguage', value: 'ko' },
      ],
    });
    expect(update.statusCode).toBe(200);
    expect(await person(t, id)).toMatchObject({
      firstName: 'Leigh',
      jobTitle: 'Account Executive',
    });

    // "Update User [Add Manager]": the manager as a bare id, to the Senior Manager now.
    const manager = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: String(w.seniorManager.id) }],
    });
    expect(manager.statusCode).toBe(200);
    expect(manager.json()[ENTERPRISE].manager.value).toBe(String(w.seniorManager.id));
    expect((await person(t, id)).managerId).toBe(w.seniorManager.id);

    // The work e-mail changes the sign-in address of an account never signed in.
    const mail = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'userName', value: 'leigh@entra.test' }],
    });
    expect(mail.statusCode).toBe(200);
    expect((await person(t, id)).email).toBe('leigh@entra.test');

    // "Disable User": active as the string "False".
    const off = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode).toBe(200);
    expect((await person(t, id)).isActive).toBe(false);
    const on = await w.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(on.statusCode).toBe(200);
    expect((await person(t, id)).isActive).toBe(true);

    const removed = await w.scim('DELETE', `/Users/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(await person(t, id)).toMatchObject({ isActive: false, role: 'Team Member' });
  });

  it('answers the discovery endpoints', async () => {
    const w = await scimWorld(t);
    const config = await w.scim('GET', '/ServiceProviderConfig');
    expect(config.json()).toMatchObject({ patch: { supported: true }, bulk: { supported: false } });
    const types = await w.scim('GET', '/ResourceTypes');
    expect(types.json().Resources[0]).toMatchObject({ id: 'User', endpoint: '/Users' });
    const schemas = await w.scim('GET', '/Schemas');
    expect(schemas.json().Resources.map((s: { id: string }) => s.id)).toContain(ENTERPRISE);
  });
});
