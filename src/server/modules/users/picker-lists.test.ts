/**
 * The pickers' people lists paged (docs/api.md "Paging"): GET /api/all-users, GET /api/managers
 * and GET /api/team-members with `cursor` answer `{ items, nextCursor }`; following the cursors
 * lists everyone the unpaged rule lists exactly once, in the people key's order; `search`
 * narrows (name, username, e-mail); a forged cursor or an over-long search is a 400; another
 * organisation and deactivated people never appear; a Manager gets only their line.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CURSOR_INVALID, PAGE_SIZE } from '@/shared/schemas/page';
import { PEOPLE_SEARCH_MAX, PEOPLE_SEARCH_TOO_LONG } from '@/shared/schemas/user';
import type { UserRow } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { buildPagingWorld } from '../../test/support/people-fixtures';

interface Person {
  id: number;
  organizationId: number;
  managerName?: string | null;
}
interface Page {
  items: Person[];
  nextCursor: string | null;
}

describe.each(databaseKinds())('picker lists on %s', (kind) => {
  const t = useTestApp(kind);

  /** Follows `nextCursor` from `url`'s first page (`cursor=`); each page at most PAGE_SIZE. */
  async function walk(cookie: string, url: string): Promise<Person[]> {
    const all: Person[] = [];
    let cursor = '';
    for (let pages = 0; pages < 20; pages += 1) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await t.request({
        method: 'GET',
        url: `${url}${sep}cursor=${encodeURIComponent(cursor)}`,
        cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page;
      expect(page.items.length).toBeLessThanOrEqual(PAGE_SIZE);
      all.push(...page.items);
      if (page.nextCursor === null) return all;
      expect(page.items).toHaveLength(PAGE_SIZE);
      cursor = page.nextCursor;
    }
    throw new Error('more than 20 pages');
  }
  const ids = (people: { id: number }[]) => people.map((p) => p.id);

  /** The ids of `people`, in the people key's order as the database compares it. */
  async function inKeyOrder(people: UserRow[]): Promise<number[]> {
    if (people.length === 0) return [];
    const list = sql.join(
      people.map((p) => sql`${p.id}`),
      sql`, `,
    );
    const result = (await t.database.db.execute(sql`
      select id from users where id in (${list})
      order by lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`)) as unknown as {
      rows: { id: number }[];
    };
    return result.rows.map((r) => Number(r.id));
  }
  const matches = (u: UserRow, text: string) =>
    [u.firstName, u.lastName, `${u.firstName ?? ''} ${u.lastName ?? ''}`, u.username, u.email]
      .filter((v): v is string => v !== null)
      .some((v) => v.toLowerCase().includes(text.toLowerCase()));

  it('pages everyone exactly once, in order; search narrows; the array form stays', async () => {
    const w = await buildPagingWorld(t);
    const senior = await t.factory.signIn(w.senior);
    const everyone = [w.senior, w.mia, w.max, w.sup, ...w.miaLine, ...w.maxLine];

    const all = await walk(senior, '/api/all-users');
    expect(ids(all)).toEqual(await inKeyOrder(everyone));
    expect(all.every((p) => p.organizationId === w.org.id)).toBe(true);

    const team = await walk(senior, '/api/team-members');
    expect(ids(team)).toEqual(await inKeyOrder(everyone.filter((u) => u !== w.senior)));
    const someone = team.find((p) => p.id === w.miaLine[0]!.id);
    expect(someone?.managerName).toBe('Mia Lee');
    expect(team.find((p) => p.id === w.mia.id)?.managerName).toBe('Helen Ward');

    const managers = await walk(senior, '/api/managers');
    expect(ids(managers)).toEqual(await inKeyOrder([w.senior, w.mia, w.max, w.sup]));

    // Search: trimmed, any case, over names, "first last", username and e-mail.
    const anns = await walk(senior, '/api/all-users?search=%20aNN%20');
    const expected = everyone.filter((u) => matches(u, 'ann'));
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    expect(ids(anns)).toEqual(await inKeyOrder(expected));
    const full = await walk(senior, '/api/managers?search=mia%20lee');
    expect(ids(full)).toEqual([w.mia.id]);
    const byMail = await walk(senior, `/api/team-members?search=${w.sup.email.toUpperCase()}`);
    expect(ids(byMail)).toEqual([w.sup.id]);
    const byUsername = await walk(senior, `/api/all-users?search=${w.max.username}`);
    expect(ids(byUsername)).toContain(w.max.id);
    expect(await walk(senior, '/api/managers?search=100%25')).toEqual([]);

    // Without `cursor` the spec's array, the search applied too.
    const array = await t.request({
      method: 'GET',
      url: '/api/managers?search=mia',
      cookie: senior,
    });
    expect(array.json()).toEqual([expect.objectContaining({ id: w.mia.id })]);
    const whole = await t.request({ method: 'GET', url: '/api/all-users', cookie: senior });
    expect(new Set(ids(whole.json()))).toEqual(new Set(ids(everyone)));
  });

  it('a Manager gets their line; a Team Member themselves and their manager', async () => {
    const w = await buildPagingWorld(t);
    const asMax = await t.factory.signIn(w.max);
    const line = [w.sup, ...w.maxLine];
    expect(ids(await walk(asMax, '/api/team-members'))).toEqual(await inKeyOrder(line));
    expect(ids(await walk(asMax, '/api/all-users'))).toEqual(await inKeyOrder([w.max, ...line]));
    const annsOfMax = await walk(asMax, '/api/all-users?search=ann');
    expect(ids(annsOfMax)).toEqual(await inKeyOrder(line.filter((u) => matches(u, 'ann'))));
    // The managers list is the organisation's (the Reports To choices).
    expect(ids(await walk(asMax, '/api/managers'))).toEqual(
      await inKeyOrder([w.senior, w.mia, w.max, w.sup]),
    );

    const member = w.miaLine[5]!;
    const asMember = await t.factory.signIn(member);
    expect(ids(await walk(asMember, '/api/all-users'))).toEqual(await inKeyOrder([member, w.mia]));
    const refused = await t.request({
      method: 'GET',
      url: '/api/team-members?cursor=',
      cookie: asMember,
    });
    expect(refused.statusCode).toBe(403);
    const deactivated = await t.request({
      method: 'GET',
      url: '/api/team-members?status=deactivated&cursor=',
      cookie: asMax,
    });
    expect(deactivated.statusCode).toBe(403);
    const gone = await walk(
      await t.factory.signIn(w.senior),
      '/api/team-members?status=deactivated',
    );
    expect(ids(gone)).toEqual([w.gone.id]);
  });

  it('a forged cursor or an over-long search is a 400 on its field', async () => {
    const w = await buildPagingWorld(t);
    const cookie = await t.factory.signIn(w.senior);
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad = ['not-a-cursor', b64(['ann', 'smith']), b64(['ann', 3, 7]), 'x'.repeat(1001)];
    for (const url of ['/api/all-users', '/api/managers', '/api/team-members']) {
      for (const cursor of bad) {
        const res = await t.request({
          method: 'GET',
          url: `${url}?cursor=${encodeURIComponent(cursor)}`,
          cookie,
        });
        expect(res.statusCode, `${url} ${cursor}`).toBe(400);
        expect(res.json()).toMatchObject({ fieldErrors: { cursor: [CURSOR_INVALID] } });
      }
      const long = await t.request({
        method: 'GET',
        url: `${url}?cursor=&search=${'a'.repeat(PEOPLE_SEARCH_MAX + 1)}`,
        cookie,
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ fieldErrors: { search: [PEOPLE_SEARCH_TOO_LONG] } });
      // Spaces around the limit are trimmed first.
      const padded = await t.request({
        method: 'GET',
        url: `${url}?cursor=&search=${encodeURIComponent(` ${'a'.repeat(PEOPLE_SEARCH_MAX)} `)}`,
        cookie,
      });
      expect(padded.statusCode).toBe(200);
    }
  });
});
