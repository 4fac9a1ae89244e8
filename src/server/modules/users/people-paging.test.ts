/**
 * Keyset paging of the people lists (docs/api.md "Paging"): GET /api/directory/team-members,
 * GET /api/directory/managers and GET /api/organizations/{id}/hierarchy. Following
 * `nextCursor` from the first page lists every row exactly once, in the key's order; a cursor
 * this API did not give out is a 400 on `cursor`; visibility is the unpaged rule's.
 */
import { describe, expect, it } from 'vitest';
import { CURSOR_INVALID, PAGE_SIZE } from '@/shared/schemas/page';
import { databaseKinds, useTestApp } from '../../test/harness';
import { buildPagingWorld } from '../../test/support/people-fixtures';
import { LEVEL_REQUIRED } from '../organizations/organizations.service';

interface Paged {
  people: { id: number; organizationId: number }[];
  nextCursor: string | null;
}

describe.each(databaseKinds())('people paging on %s', (kind) => {
  const t = useTestApp(kind);

  /** Follows `nextCursor` from `url`'s first page; every page holds at most PAGE_SIZE people. */
  async function walk(cookie: string, url: string, pageOf: (body: never) => Paged = (b) => b) {
    const all: Paged['people'] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const sep = url.includes('?') ? '&' : '?';
      const full = cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url;
      const res = await t.request({ method: 'GET', url: full, cookie });
      expect(res.statusCode, res.body).toBe(200);
      const page = pageOf(res.json() as never);
      expect(page.people.length).toBeLessThanOrEqual(PAGE_SIZE);
      all.push(...page.people);
      cursor = page.nextCursor;
      if (!cursor) return all;
    }
    throw new Error('more than 20 pages');
  }
  const idSet = (people: { id: number }[]) => {
    const ids = people.map((p) => p.id);
    expect(new Set(ids).size, 'a person listed twice').toBe(ids.length);
    return new Set(ids);
  };

  it('directories: every matching person exactly once across pages, the counters whole', async () => {
    const w = await buildPagingWorld(t);
    const cookie = await t.factory.signIn(w.miaLine[0]!);
    const everyone = [w.mia, w.max, w.sup, ...w.miaLine, ...w.maxLine].map((u) => u.id);
    const members = await walk(cookie, '/api/directory/team-members');
    expect(idSet(members)).toEqual(new Set(everyone));
    expect(members.every((p) => p.organizationId === w.org.id)).toBe(true);

    const first = await t.request({
      method: 'GET',
      url: '/api/directory/team-members?search=ann&role=Team%20Member',
      cookie,
    });
    const body = first.json() as Paged & { matching: number; total: number };
    expect(body.total).toBe(everyone.length);
    const anns = await walk(cookie, '/api/directory/team-members?search=ann&role=Team%20Member');
    expect(anns.length).toBe(body.matching);
    const expected = [...w.miaLine, ...w.maxLine].filter(
      (u) => u.firstName?.toLowerCase() === 'ann',
    );
    expect(idSet(anns)).toEqual(new Set(expected.map((u) => u.id)));

    const managers = await walk(cookie, '/api/directory/managers');
    expect(idSet(managers)).toEqual(new Set([w.senior.id, w.mia.id, w.max.id, w.sup.id]));
  });

  it('hierarchy: a level pages through every visible person once; the rule is the unpaged one', async () => {
    const w = await buildPagingWorld(t);
    const url = `/api/organizations/${w.org.id}/hierarchy`;
    const level = (name: string) => (b: never) => (b as Record<string, Paged>)[name]!;
    const senior = await t.factory.signIn(w.senior);
    const first = (await t.request({ method: 'GET', url, cookie: senior })).json();
    expect(first.teamMembers.total).toBe(110);
    expect(first.teamMembers.people).toHaveLength(PAGE_SIZE);
    expect(first.managers).toMatchObject({ total: 2, nextCursor: null });
    const all = await walk(senior, `${url}?level=teamMembers`, level('teamMembers'));
    expect(idSet(all)).toEqual(new Set([...w.miaLine, ...w.maxLine].map((u) => u.id)));

    // Max (Manager) sees his line (the Supervisor's included) and every managing person.
    const asMax = await t.factory.signIn(w.max);
    const line = await walk(asMax, `${url}?level=teamMembers`, level('teamMembers'));
    expect(idSet(line)).toEqual(new Set(w.maxLine.map((u) => u.id)));
    const managers = await walk(asMax, `${url}?level=managers`, level('managers'));
    expect(idSet(managers)).toEqual(new Set([w.mia.id, w.max.id]));

    // A Team Member sees themselves and their manager only.
    const member = w.miaLine[3]!;
    const asMember = await t.factory.signIn(member);
    const mine = (await t.request({ method: 'GET', url, cookie: asMember })).json();
    expect(mine.teamMembers.people.map((p: { id: number }) => p.id)).toEqual([member.id]);
    expect(mine.managers.people.map((p: { id: number }) => p.id)).toEqual([w.mia.id]);
    expect(mine.seniorManagers.total).toBe(0);
  });

  it('a cursor this API did not give out is a 400 on cursor; a hierarchy cursor needs its level', async () => {
    const w = await buildPagingWorld(t);
    const cookie = await t.factory.signIn(w.senior);
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad = [
      'not-a-cursor',
      b64(['ann', 'smith']),
      b64(['ann', 'smith', 'x']),
      b64(['ann', 3, 7]),
      b64({ a: 1 }),
      b64(['ann', 'smith', 2 ** 40]),
      b64(['a\u0000', 'smith', 1]),
      'x'.repeat(1001),
    ];
    const urls = [
      '/api/directory/team-members',
      '/api/directory/managers',
      `/api/organizations/${w.org.id}/hierarchy?level=teamMembers`,
    ];
    for (const url of urls) {
      for (const cursor of bad) {
        const sep = url.includes('?') ? '&' : '?';
        const res = await t.request({
          method: 'GET',
          url: `${url}${sep}cursor=${encodeURIComponent(cursor)}`,
          cookie,
        });
        expect(res.statusCode, `${url} ${cursor}`).toBe(400);
        expect(res.json()).toMatchObject({
          message: CURSOR_INVALID,
          fieldErrors: { cursor: [CURSOR_INVALID] },
        });
      }
    }
    const noLevel = await t.request({
      method: 'GET',
      url: `/api/organizations/${w.org.id}/hierarchy?cursor=${b64(['a', 'b', 1])}`,
      cookie,
    });
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().fieldErrors).toEqual({ level: [LEVEL_REQUIRED] });
  });
});
