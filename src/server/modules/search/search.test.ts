/**
 * GET /api/search (decision 33) on both databases: every field is found, word forms, accents,
 * phrases, exclusion, prefixes, ranking, paging, filters, escaped snippets, the private-note
 * rule (its author only, no word stored in clear) and the cross-organisation and cross-line
 * negatives; bad input answers 400, never 500.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { SearchPage } from '@/shared/schemas/search';
import { databaseKinds, useTestApp } from '../../test/harness';
import { privateNotes, talkingPoints } from '../../db/schema';
import { encryptText, notesKey, notesSearchKey } from '../../http/secrets';
import { privateNoteAad } from '../private-notes/private-notes.service';
import { indexPrivateNotes } from './blind-index';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('search on %s', (kind) => {
  const t = useTestApp(kind);

  const search = (cookie: string, params: Record<string, string>) =>
    t.request({ method: 'GET', url: `/api/search?${new URLSearchParams(params)}`, cookie });
  async function found(cookie: string, q: string, more: Record<string, string> = {}) {
    const res = await search(cookie, { q, ...more });
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return res.json() as SearchPage;
  }
  const ids = async (cookie: string, q: string, more: Record<string, string> = {}) =>
    (await found(cookie, q, more)).results.map((r) => r.meetingId);
  const point = (meetingId: number, authorId: number, text: string) =>
    t.database.db.insert(talkingPoints).values({ meetingId, authorId, text, position: 0 });

  async function world() {
    const w = await signedInTeam(t);
    const meeting = (
      values: Record<string, unknown>,
      items: Parameters<typeof t.factory.meeting>[1] = [],
    ) =>
      t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id, ...values }, items);
    return { ...w, meeting };
  }

  it('finds each field, with its snippet marked', async () => {
    const w = await world();
    const title = await w.meeting({ title: 'Zebrafish plan' });
    const agenda = await w.meeting({ agenda: '<p>Talk about the <b>walrus</b> budget</p>' });
    const notes = await w.meeting({ notes: '<ul><li>Ordered a narwhal</li></ul>' });
    const pointed = await w.meeting({});
    await point(pointed.id, w.member.id, 'The pelican question');
    const item = await w.meeting({}, ['Book the flamingo room']);
    const stuck = await w.meeting({}, [
      { description: 'Plan offsite', status: 'stuck', stuckReason: 'Waiting on the axolotl' },
    ]);
    const res = await t.request({
      method: 'PUT',
      url: `/api/meetings/${pointed.id}/private-note`,
      cookie: w.as.manager,
      payload: { html: '<p>Worried about the <em>quokka</em> project</p>' },
    });
    expect(res.statusCode).toBe(200);
    const cases: [string, number, string, string][] = [
      ['zebrafish', title.id, 'title', '<mark>Zebrafish</mark> plan'],
      ['walrus', agenda.id, 'agenda', 'Talk about the <mark>walrus</mark> budget'],
      ['narwhal', notes.id, 'notes', 'Ordered a <mark>narwhal</mark>'],
      ['pelican', pointed.id, 'talkingPoint', 'The <mark>pelican</mark> question'],
      ['flamingo', item.id, 'actionItem', 'Book the <mark>flamingo</mark> room'],
      ['axolotl', stuck.id, 'actionItem', 'Waiting on the <mark>axolotl</mark>'],
      ['quokka', pointed.id, 'privateNote', 'Worried about the <mark>quokka</mark> project'],
    ];
    for (const [q, id, field, snippet] of cases) {
      const page = await found(w.as.manager, q);
      expect(
        page.results.map((r) => r.meetingId),
        q,
      ).toEqual([id]);
      expect(page.results[0]!.matches, q).toEqual([{ field, snippet }]);
      expect(page.results[0]!.otherPersonName).toBe(`${w.member.firstName} ${w.member.lastName}`);
    }
    // The team member sees the manager's name on the other side.
    const mine = await found(w.as.member, 'zebrafish');
    expect(mine.results[0]!.otherPersonName).toBe(`${w.manager.firstName} ${w.manager.lastName}`);
  });

  it('finds word forms, accents, phrases and prefixes, and leaves out excluded words', async () => {
    const w = await world();
    const promotion = await w.meeting({ title: 'The promotion in March', date: '2030-03-02' });
    const resume = await w.meeting({
      notes: '<p>Her résumé is ready; next quarter looks good</p>',
    });
    const reversed = await w.meeting({ notes: '<p>Quarter is next, then the budget</p>' });
    const travel = await w.meeting({ agenda: 'Budget for travel' });
    expect(await ids(w.as.manager, 'promote')).toEqual([promotion.id]);
    expect(await ids(w.as.manager, 'PROMOTED')).toEqual([promotion.id]);
    expect(await ids(w.as.manager, 'resume')).toEqual([resume.id]);
    expect(await ids(w.as.manager, 'RÉSUMÉ')).toEqual([resume.id]);
    expect(await ids(w.as.manager, '"next quarter"')).toEqual([resume.id]);
    expect((await ids(w.as.manager, 'next quarter')).sort()).toEqual(
      [resume.id, reversed.id].sort(),
    );
    expect(await ids(w.as.manager, 'budget -travel')).toEqual([reversed.id]);
    expect((await ids(w.as.manager, 'travel or promotion')).sort()).toEqual(
      [promotion.id, travel.id].sort(),
    );
    expect(await ids(w.as.manager, 'promo')).toEqual([promotion.id]);
    expect(await ids(w.as.manager, 'march prom')).toEqual([promotion.id]);
    expect(await ids(w.as.manager, 'résu')).toEqual([resume.id]);
    // Only stop words or punctuation: nothing to look for, nothing found.
    expect(await ids(w.as.manager, 'the')).toEqual([]);
    expect(await ids(w.as.manager, '%%')).toEqual([]);
  });

  it('stems in the organisation’s configuration: simple does not, an unknown one is refused', async () => {
    const org = await t.factory.organization({ searchConfig: 'simple' });
    const manager = await t.factory.user({ organizationId: org.id, role: 'Manager' });
    const member = await t.factory.user({ organizationId: org.id, managerId: manager.id });
    const meeting = await t.factory.meeting({
      managerId: manager.id,
      teamMemberId: member.id,
      title: 'The promotion, in Zürich',
    });
    const cookie = await t.factory.signIn(manager);
    expect(await ids(cookie, 'promote')).toEqual([]);
    expect(await ids(cookie, 'promotion')).toEqual([meeting.id]);
    expect(await ids(cookie, 'zurich')).toEqual([meeting.id]);
    await expect(t.factory.organization({ searchConfig: 'klingon' })).rejects.toThrow();
  });

  it('ranks by relevance, then newest first, and pages by the cursor', async () => {
    const w = await world();
    const inNotes = await w.meeting({ notes: '<p>kiwi</p>', date: '2030-05-01' });
    const inTitle = await w.meeting({ title: 'Kiwi', date: '2030-01-01' });
    const twice = await w.meeting({ title: 'Kiwi kiwi', notes: '<p>kiwi</p>', date: '2029-01-01' });
    const older = await w.meeting({ notes: '<p>kiwi</p>', date: '2030-04-01' });
    expect(await ids(w.as.manager, 'kiwi')).toEqual([twice.id, inTitle.id, inNotes.id, older.id]);

    for (let i = 0; i < 23; i += 1) {
      const day = String(1 + i).padStart(2, '0');
      await w.meeting({ agenda: 'Mango review', date: `2031-01-${day}` });
    }
    const first = await found(w.as.manager, 'mango');
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.date).toBe('2031-01-23');
    expect(first.nextCursor).not.toBeNull();
    const second = await found(w.as.manager, 'mango', { cursor: first.nextCursor! });
    expect(second.results.map((r) => r.date)).toEqual(['2031-01-03', '2031-01-02', '2031-01-01']);
    expect(second.nextCursor).toBeNull();
    const bad = await search(w.as.manager, { q: 'mango', cursor: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.cursor).toBeDefined();
  });

  it('filters by person and date range', async () => {
    const w = await world();
    const mine = await w.meeting({ title: 'Papaya', date: '2030-02-10' });
    const later = await w.meeting({ title: 'Papaya', date: '2030-06-10' });
    const theirs = await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
      title: 'Papaya',
      date: '2030-02-11',
    });
    expect(await ids(w.as.manager, 'papaya', { personId: String(w.otherMember.id) })).toEqual([
      theirs.id,
    ]);
    expect(await ids(w.as.manager, 'papaya', { from: '2030-02-01', to: '2030-02-28' })).toEqual([
      theirs.id,
      mine.id,
    ]);
    expect(await ids(w.as.manager, 'papaya', { from: '2030-03-01' })).toEqual([later.id]);
    const wrong = await search(w.as.manager, { q: 'papaya', from: '2030-02-31' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.from).toBeDefined();
    const reversed = await search(w.as.manager, {
      q: 'papaya',
      from: '2030-03-01',
      to: '2030-02-01',
    });
    expect(reversed.json().fieldErrors.to).toBeDefined();
  });

  it('never finds another line’s, another person’s or another organisation’s words', async () => {
    const w = await world();
    const ours = await w.meeting({ title: 'Plantedword ours' });
    const line = await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
      title: 'Plantedword line',
    });
    const foreign = await signedInTeam(t);
    await t.factory.meeting({
      managerId: foreign.manager.id,
      teamMemberId: foreign.member.id,
      title: 'Plantedword foreign',
      notes: '<p>Plantedword</p>',
    });
    expect((await ids(w.as.seniorManager, 'plantedword')).sort()).toEqual(
      [ours.id, line.id].sort(),
    );
    expect((await ids(w.as.manager, 'plantedword')).sort()).toEqual([ours.id, line.id].sort());
    expect(await ids(w.as.supervisor, 'plantedword')).toEqual([line.id]);
    expect(await ids(w.as.member, 'plantedword')).toEqual([ours.id]);
    expect(await ids(w.as.otherMember, 'plantedword')).toEqual([line.id]);
    expect((await ids(foreign.as.seniorManager, 'plantedword')).length).toBe(1);
  });

  it('finds a private note for its author only, and stores none of its words', async () => {
    const w = await world();
    const meeting = await w.meeting({ title: 'Weekly' });
    const put = (cookie: string, html: string) =>
      t.request({
        method: 'PUT',
        url: `/api/meetings/${meeting.id}/private-note`,
        cookie,
        payload: { html },
      });
    expect((await put(w.as.member, '<p>I want the Secretword promotion</p>')).statusCode).toBe(200);
    expect((await put(w.as.manager, '<p>Budget is tight</p>')).statusCode).toBe(200);
    expect(await ids(w.as.member, 'secretword')).toEqual([meeting.id]);
    expect(await ids(w.as.member, 'secretw')).toEqual([meeting.id]);
    expect(await ids(w.as.member, '"want the secretword"')).toEqual([meeting.id]);
    expect(await ids(w.as.member, '"secretword want"')).toEqual([]);
    expect(await ids(w.as.member, 'secretword -promotion')).toEqual([]);
    for (const cookie of [w.as.manager, w.as.seniorManager, w.as.supervisor, w.as.otherMember]) {
      expect(await ids(cookie, 'secretword')).toEqual([]);
      expect(await ids(cookie, 'secretw')).toEqual([]);
    }
    // The manager finds their own note's word, the member does not.
    expect(await ids(w.as.manager, 'tight')).toEqual([meeting.id]);
    expect(await ids(w.as.member, 'tight')).toEqual([]);
    const rows = (await t.database.db.execute(
      sql`select sealed_html, search_tokens::text as tokens from private_notes`,
    )) as unknown as { rows: { sealed_html: string; tokens: string }[] };
    for (const row of rows.rows) {
      expect(`${row.sealed_html} ${row.tokens}`.toLowerCase()).not.toMatch(/secret|tight|budget/);
    }
    // The same word of two authors is two different tokens.
    await put(w.as.manager, '<p>Secretword</p>');
    const tokens = (await t.database.db.execute(
      sql`select author_id, search_tokens from private_notes order by author_id`,
    )) as unknown as { rows: { search_tokens: string[] }[] };
    const [a, b] = tokens.rows.map((r) => new Set(r.search_tokens));
    expect([...a!].filter((x) => b!.has(x))).toEqual([]);
  });

  it('indexes the private notes saved before search existed, once', async () => {
    const w = await world();
    const meeting = await w.meeting({});
    const sealedHtml = encryptText(
      notesKey(t.config),
      '<p>Legacyword from before</p>',
      privateNoteAad(meeting.id, w.member.id),
    );
    await t.database.db
      .insert(privateNotes)
      .values({ meetingId: meeting.id, authorId: w.member.id, sealedHtml });
    expect(await ids(w.as.member, 'legacyword')).toEqual([]);
    const index = () =>
      indexPrivateNotes(t.database.db, notesSearchKey(t.config), notesKey(t.config));
    expect(await index()).toBe(1);
    expect(await ids(w.as.member, 'legacyword')).toEqual([meeting.id]);
    expect(await ids(w.as.manager, 'legacyword')).toEqual([]);
    expect(await index()).toBe(0);
  });

  it('sends snippets whose HTML-looking content is inert', async () => {
    const w = await world();
    const meeting = await w.meeting({
      title: 'Lychee <img src=x onerror=alert(1)> & "quotes"',
    });
    await point(meeting.id, w.member.id, '<script>alert("lychee")</script>');
    const page = await found(w.as.manager, 'lychee');
    const snippets = page.results[0]!.matches.map((m) => m.snippet);
    expect(snippets).toEqual([
      '<mark>Lychee</mark> &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes',
      'script&gt;alert(&quot;<mark>lychee</mark>&quot;)&lt;/script',
    ]);
    for (const s of snippets) {
      expect(s.replaceAll('<mark>', '').replaceAll('</mark>', '')).not.toMatch(/[<>]/);
    }
  });

  it('answers 400 for empty, one-character and over-long queries, and never 500', async () => {
    const w = await world();
    await w.meeting({ title: 'Something' });
    for (const q of [undefined, '', ' ', 'a', ' b ', 'x'.repeat(201)]) {
      const res = await search(w.as.manager, q === undefined ? {} : { q });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().fieldErrors.q, JSON.stringify(q)).toBeDefined();
    }
    const onlyExcluded = await search(w.as.manager, { q: '-something' });
    expect(onlyExcluded.statusCode).toBe(400);
    expect(onlyExcluded.json().fieldErrors.q).toBeDefined();
    const unsigned = await t.request({ method: 'GET', url: '/api/search?q=something' });
    expect(unsigned.statusCode).toBe(401);
    const pieces = [
      '"',
      "'",
      '-',
      'or',
      'OR',
      '(',
      ')',
      '&',
      '|',
      '!',
      ':*',
      '<->',
      '\\',
      '*',
      'some',
      'é',
      ' ',
      '\u0002',
      '%',
      '_',
      ';',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...pieces), { minLength: 2, maxLength: 12 }),
        async (parts) => {
          const q = parts.join('');
          const res = await search(w.as.manager, { q });
          expect([200, 400], `${JSON.stringify(q)} → ${res.body}`).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});
