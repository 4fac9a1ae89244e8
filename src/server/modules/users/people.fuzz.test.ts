import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp } from '../../test/harness';
import { buildWorld } from '../../test/support/people-fixtures';

/** promise 11: arbitrary bodies and ids never make the people routes answer 500. */
describe('people routes under random input (pglite)', () => {
  it('never answers 500', async () => {
    const t = await createTestApp('pglite');
    try {
      const w = await buildWorld(t);
      const value = fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(99_999_999_999),
        fc.array(fc.string(), { maxLength: 3 }),
      );
      const keys = fc.constantFrom(
        'email',
        'firstName',
        'lastName',
        'jobTitle',
        'department',
        'company',
        'role',
        'managerId',
        'timezone',
        'organizationId',
        'password',
        '__proto__',
        'constructor',
      );
      const body = fc.oneof(fc.dictionary(keys, value), value);
      const id = fc.oneof(
        fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
        fc.string({ maxLength: 12 }).map(encodeURIComponent),
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          id,
          fc.constantFrom(...Object.values(w.cookies)),
          async (payload, rawId, cookie) => {
            for (const req of [
              { method: 'POST' as const, url: '/api/team-members' },
              { method: 'PATCH' as const, url: `/api/users/${rawId}` },
              { method: 'GET' as const, url: `/api/users/${rawId}` },
              { method: 'DELETE' as const, url: `/api/team-members/${rawId}` },
              { method: 'GET' as const, url: `/api/organizations/${rawId}/hierarchy` },
            ]) {
              const res = await t.request({
                ...req,
                cookie,
                ...(req.method === 'GET' || req.method === 'DELETE'
                  ? {}
                  : {
                      payload: JSON.stringify(payload),
                      headers: { 'content-type': 'application/json' },
                    }),
              });
              expect(res.statusCode, `${req.method} ${req.url} ${res.body}`).toBeLessThan(500);
            }
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      await t.close();
    }
  }, 120_000);
});
