import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { databaseKinds, useTestApp } from '../../test/harness';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

/** promise 11: bad input never breaks the meeting routes (no 500, no stack trace). */
describe.each(databaseKinds())('meeting routes under random input on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers every random body and query with a 2xx or 4xx', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id },
      ['A'],
    );
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(2147483648, -1, 1e308, '2030-02-31', '99:99', '<script>', '%_\\'),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    const keys = fc.constantFrom(
      ...Object.keys(formBody(1)),
      'version',
      'managerId',
      'timezone',
      'organizationId',
      'teamMember',
      'manager',
      'limit',
      'offset',
      'search',
    );
    const body = fc.dictionary(keys, value, { maxKeys: 8 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'PUT', 'ACTION', 'LIST'),
        body,
        fc.boolean(),
        async (route, payload, wrap) => {
          const base = { ...formBody(w.member.id), ...payload };
          let res;
          if (route === 'POST') {
            res = await t.request({
              method: 'POST',
              url: '/api/meetings',
              cookie: w.as.manager,
              payload: wrap ? { meeting: base } : base,
            });
          } else if (route === 'PATCH' || route === 'PUT') {
            res = await t.request({
              method: route,
              url: `/api/meetings/${meeting.id}`,
              cookie: w.as.manager,
              payload,
            });
          } else if (route === 'ACTION') {
            res = await t.request({
              method: 'PATCH',
              url: `/api/meetings/${meeting.id}/action-items/0`,
              cookie: w.as.member,
              payload,
            });
          } else {
            const query = new URLSearchParams(
              Object.entries(payload).map(([k, v]) => [k === 'title' ? 'search' : k, String(v)]),
            );
            res = await t.request({
              method: 'GET',
              url: `/api/meetings?${query}`,
              cookie: w.as.manager,
            });
          }
          expect(res.statusCode, `${route} ${JSON.stringify(payload)} ${res.body}`).toBeLessThan(
            500,
          );
          expect(res.body).not.toMatch(/at .*\.ts:\d+/);
        },
      ),
      { numRuns: 150 },
    );
  });
});
