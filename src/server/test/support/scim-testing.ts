/** Test helper of the SCIM tests: an organisation, its Senior Manager's cookie and a SCIM token. */
import { expect } from 'vitest';
import type { TestApp } from '../harness';

/** An organisation with a Senior Manager and a Manager, and a SCIM token of it. */
export async function scimWorld(t: TestApp) {
  const team = await t.factory.team();
  const cookie = await t.factory.signIn(team.seniorManager);
  const created = await t.request({
    method: 'POST',
    url: '/api/organization/scim-tokens',
    cookie,
  });
  expect(created.statusCode).toBe(201);
  const { token } = created.json() as { token: string };
  const scim = (method: string, url: string, payload?: unknown, auth = token) =>
    t.request({
      method: method as 'GET',
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${auth}`,
        ...(payload !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  return { ...team, cookie, token, scim };
}
