/**
 * Provisioned people get in as people created by a Senior Manager do (decision 36): with mail an
 * invitation in the outbox; with single sign-on configured no invitation and no usable
 * password (they sign in through the identity provider, decision 16).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { emailOutbox, users } from '../../db/schema';
import { scimWorld } from '../../test/support/scim-testing';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

async function provision(t: TestApp, email: string) {
  const w = await scimWorld(t);
  const res = await w.scim('POST', '/Users', {
    schemas: [USER],
    userName: email,
    name: { givenName: 'Ines', familyName: 'Invited' },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  const mail = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
  return { row: row!, mail };
}

describe.each(databaseKinds())('SCIM accounts with mail on %s', (kind) => {
  const t = useTestApp(kind, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  it('sends the invitation of a new account', async () => {
    const { row, mail } = await provision(t, 'invited@scim.test');
    expect(row).toMatchObject({ role: 'Team Member', mustChangePassword: true, isActive: true });
    expect(mail).toHaveLength(1);
  });
});

describe.each(databaseKinds())('SCIM and erasure on %s', (kind) => {
  const t = useTestApp(kind);
  it("erasing a provisioned person forgets the provider's externalId (decision 16)", async () => {
    const w = await scimWorld(t);
    const res = await w.scim('POST', '/Users', {
      schemas: [USER],
      userName: 'leaver@scim.test',
      externalId: 'okta-leaver',
    });
    const id = Number(res.json().id);
    const erased = await t.request({
      method: 'POST',
      url: `/api/users/${id}/erase`,
      cookie: w.cookie,
      payload: {},
    });
    expect(erased.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.externalId).toBeNull();
    const lookup = await w.scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "okta-leaver"')}`,
    );
    expect(lookup.json().totalResults).toBe(0);
  });
});

describe.each(databaseKinds())('SCIM accounts with single sign-on on %s', (kind) => {
  const t = useTestApp(kind, {
    env: {
      SMTP_URL: 'smtp://127.0.0.1:1',
      OIDC_ISSUER: 'https://idp.example.test',
      OIDC_CLIENT_ID: 'cadence',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ORGANIZATION: 'Any',
    },
  });
  it('sends no invitation and leaves no usable password', async () => {
    const { row, mail } = await provision(t, 'sso@scim.test');
    expect(row.mustChangePassword).toBe(false);
    expect(row.temporaryPasswordExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(mail).toEqual([]);
  });
});
