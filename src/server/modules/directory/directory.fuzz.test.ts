import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp } from '../../test/harness';
import { buildDirectoryWorld } from '../../test/support/directory-fixtures';

/** promise 4 and 11: arbitrary query strings and ids never make the directory routes answer 500. */
describe('directory routes under random input (pglite)', () => {
  it('answers 200, 400 or 404, never 500, and never another organisation’s people', async () => {
    const t = await createTestApp('pglite');
    try {
      const w = await buildDirectoryWorld(t);
      const cookies = [await w.cookie(w.people.helen), await w.cookie(w.people.aisha)];
      const text = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          "' or 1=1 --",
          '%',
          '_',
          '\\',
          '%_\\',
          'Marcus',
          'all',
          'Team Member',
          'a\u0000b',
        ),
        fc.string({ minLength: 195, maxLength: 260 }),
      );
      const id = fc.oneof(
        fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
        fc.string({ maxLength: 12 }).map(encodeURIComponent),
      );
      await fc.assert(
        fc.asyncProperty(
          text,
          text,
          text,
          id,
          fc.constantFrom(...cookies),
          async (search, department, role, rawId, cookie) => {
            const q = new URLSearchParams({ search, department, role }).toString();
            for (const url of [
              `/api/directory/managers?${q}`,
              `/api/directory/team-members?${q}`,
              `/api/directory/managers/${rawId}`,
            ]) {
              const res = await t.request({ method: 'GET', url, cookie });
              expect([200, 400, 404], `${url} → ${res.body}`).toContain(res.statusCode);
              expect(res.body).not.toContain(w.foreign.manager.email);
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
