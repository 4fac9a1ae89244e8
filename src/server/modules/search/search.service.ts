/**
 * GET /api/search (docs/decisions/0033-search.md): the 1:1s the caller may read (the rule of
 * access/scope.ts, inside the statement) whose title, agenda, shared notes, talking points or
 * action items match the query in the organisation's text search configuration, or whose
 * private note by the caller matches it through the blind index; grouped per 1:1, ranked by
 * the sum of the matched rows' `ts_rank` (title weighs most), then newest, 20 a page by the
 * keyset cursor of db/keyset.ts. Four statements: the query, the page, the page's texts, their
 * headlines. Private notes are decrypted here, in the process, for their author only.
 */
import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_FIELDS,
  type SearchField,
  type SearchMatch,
  type SearchPage,
  type SearchQuery,
} from '@/shared/schemas/search';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { keyset } from '../../db/keyset';
import { meetings } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { decryptText, notesKey, notesSearchKey } from '../../http/secrets';
import { scopeOf, visibleMeetingsSql, type Scope } from '../../access/scope';
import { isCalendarDate } from '../meetings/meetings.filters';
import { htmlToText } from '../mail/text';
import { privateNoteAad } from '../private-notes/private-notes.service';
import { blindQuery } from './blind-index';
import { splitLastWord } from './search-query';
import { headlines, type SnippetText } from './snippets';

export const ONLY_EXCLUDED = 'Add a word to look for, not only words to leave out';

/** Most talking points and action items shown per 1:1 (the answer stays under 40 KB a page). */
const ROWS_SHOWN = 2;

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** Relevance (sum of ts_rank × 10⁶, an integer), date, start time, id; all descending. */
const ranked = keyset(
  [
    { expr: sql`r.score`, type: 'int' },
    { expr: sql`r.date`, type: 'text' },
    { expr: sql`r.start_time`, type: 'text' },
    { expr: sql`r.id`, type: 'int' },
  ] as const,
  'desc',
);

/** The query in the organisation's configuration, as tsquery text. */
interface ParsedQuery {
  config: string;
  tsquery: string;
}

/**
 * Reads `q` as PostgreSQL does. Null when it holds no word to look for (only stop words or
 * punctuation). @throws 400 on `q` when it only excludes words (`-march`).
 */
async function parseQuery(db: DbOrTx, organizationId: number, q: string) {
  const { rest, last } = splitLastWord(q);
  const [row] = rowsOf<{ config: string; tsquery: string; nodes: number; negative: boolean }>(
    await db.execute(sql`
      with c as (select cadence_org_search_config(${organizationId}) as cfg),
      t as (select cfg, cadence_search_query(cfg, ${rest}, ${last}) as q from c)
      select cfg::text as config, q::text as tsquery, numnode(q) as nodes,
        ''::tsvector @@ q as negative from t`),
  );
  if (!row || Number(row.nodes) === 0) return null;
  if (row.negative) throw fieldError('q', ONLY_EXCLUDED);
  return { config: row.config, tsquery: row.tsquery } satisfies ParsedQuery;
}

/**
 * Whether the ranked page reads the scope's 1:1s first (a person, a reporting line, or any
 * scope narrowed to one person) rather than the GIN indexes (the whole organisation).
 */
function scopeFirst(scope: Scope, query: SearchQuery): boolean {
  return scope.people !== null || query.personId !== undefined;
}

/** The filters of the query on `meetings`. @throws 400 on `from` / `to` (no such date, to < from). */
function filtersOf(query: SearchQuery): SQL[] {
  const out: SQL[] = [];
  const { from, to, personId } = query;
  if (from !== undefined) {
    if (!isCalendarDate(from)) throw fieldError('from', 'From must be a real calendar date');
    out.push(gte(meetings.date, from));
  }
  if (to !== undefined) {
    if (!isCalendarDate(to)) throw fieldError('to', 'To must be a real calendar date');
    if (from !== undefined && to < from) throw fieldError('to', 'To must be on or after from');
    out.push(lte(meetings.date, to));
  }
  if (personId !== undefined) {
    out.push(or(eq(meetings.teamMemberId, personId), eq(meetings.managerId, personId))!);
  }
  return out;
}

interface PageRow {
  id: number;
  score: number;
  date: string;
  start_time: string;
  shared: boolean;
}

interface DetailRow {
  id: number;
  date: string;
  start_time: string;
  timezone: string;
  title: string | null;
  agenda: string | null;
  notes: string | null;
  team_member_id: number;
  member_name: string;
  manager_name: string;
  points: string[] | null;
  items: [string, string | null][] | null;
  sealed: string | null;
}

/**
 * One page of search results for `actor`.
 * @param query the parsed `searchQuerySchema` (q trimmed, 2–200 characters).
 * @throws 400 on `q` (only excluded words), `from` / `to` (no calendar date, to before from),
 *   `cursor` (not one this search gave out).
 */
export async function searchMeetings(input: {
  ctx: AppContext;
  actor: Actor;
  query: SearchQuery;
}): Promise<SearchPage> {
  const { ctx, actor, query } = input;
  const { db } = ctx;
  const filters = filtersOf(query);
  const after = ranked.after(query.cursor);
  const parsed = await parseQuery(db, actor.organizationId, query.q);
  if (!parsed) return { results: [], nextCursor: null };
  const scope = await scopeOf(db, actor);
  const where = and(visibleMeetingsSql(scope), ...filters)!;
  const q = sql`${parsed.tsquery}::tsquery`;
  const blind = blindQuery(notesSearchKey(ctx.config), actor.id, parsed.tsquery);
  const anyOf = blind.anyOf
    ? sql`and private_notes.search_tokens && ${sql.param(blind.anyOf)}::text[]`
    : sql``;
  const privateBranch = (from: SQL) => sql`
      select s.id, s.date, s.start_time, 0.1, false from ${from}
        join private_notes on private_notes.meeting_id = s.id
        where private_notes.author_id = ${actor.id}
          and array_to_tsvector(private_notes.search_tokens) @@ ${blind.tsquery}::tsquery
          ${anyOf}`;
  // A person's or a reporting line's 1:1s are read first and their rows checked against the
  // query (by the meeting_id indexes of points and items): a common word matches far more
  // rows organisation-wide than the scope holds. `offset 0` keeps each lateral read per 1:1
  // (by the meeting_id index): pulled up, PostgreSQL hashed every matching point of the
  // organisation instead. The whole organisation is read from the GIN indexes
  // (docs/performance.md "Search").
  const hits = scopeFirst(scope, query)
    ? sql`
    scoped as materialized (
      select meetings.id, meetings.date, meetings.start_time, meetings.search_vector
      from meetings where ${where}
    ), hits as (
      select s.id, s.date, s.start_time, ts_rank(s.search_vector, ${q}) as rank, true as shared
        from scoped s where s.search_vector @@ ${q}
      union all
      select s.id, s.date, s.start_time, x.rank, true from scoped s cross join lateral (
        select ts_rank(talking_points.search_vector, ${q}) as rank from talking_points
        where talking_points.meeting_id = s.id and talking_points.search_vector @@ ${q}
        offset 0) x
      union all
      select s.id, s.date, s.start_time, x.rank, true from scoped s cross join lateral (
        select ts_rank(action_items.search_vector, ${q}) as rank from action_items
        where action_items.meeting_id = s.id and action_items.search_vector @@ ${q}
        offset 0) x
      union all ${privateBranch(sql`scoped s`)}`
    : sql`
    hits as (
      select meetings.id, meetings.date, meetings.start_time,
          ts_rank(meetings.search_vector, ${q}) as rank, true as shared
        from meetings where meetings.search_vector @@ ${q} and ${where}
      union all
      select meetings.id, meetings.date, meetings.start_time,
          ts_rank(talking_points.search_vector, ${q}), true
        from talking_points join meetings on meetings.id = talking_points.meeting_id
        where talking_points.search_vector @@ ${q} and ${where}
      union all
      select meetings.id, meetings.date, meetings.start_time,
          ts_rank(action_items.search_vector, ${q}), true
        from action_items join meetings on meetings.id = action_items.meeting_id
        where action_items.search_vector @@ ${q} and ${where}
      union all ${privateBranch(sql`(select meetings.id, meetings.date, meetings.start_time from meetings where ${where}) s`)}`;
  const rows = rowsOf<PageRow>(
    await db.execute(sql`
    with ${hits}
    ), r as (
      -- Each branch carries its 1:1's date and start time: no second join to meetings.
      select h.id, round(sum(h.rank) * 1000000)::int as score, h.date::text as date,
        h.start_time, bool_or(h.shared) as shared
      from hits h group by h.id, h.date, h.start_time
    )
    select r.id, r.score, r.date, r.start_time, r.shared from r
    ${after ? sql`where ${after}` : sql``}
    order by ${sql.join(ranked.orderBy, sql`, `)}
    limit ${SEARCH_PAGE_SIZE + 1}`),
  );
  const page = ranked.page(
    rows,
    (r) => [Number(r.score), r.date, r.start_time, Number(r.id)],
    SEARCH_PAGE_SIZE,
  );
  if (page.items.length === 0) return { results: [], nextCursor: page.nextCursor };
  const details = await pageDetails(
    db,
    actor,
    page.items.map((r) => Number(r.id)),
    q,
  );
  const matches = await matchesOf(ctx, actor, parsed, details);
  const results = page.items.flatMap((row) => {
    const d = details.get(Number(row.id));
    const found = matches.get(Number(row.id)) ?? [];
    // Found only through the blind index, and its decrypted note does not match after all (a
    // phrase is an AND there): not a result.
    if (!d || (!row.shared && found.length === 0)) return [];
    return [
      {
        meetingId: d.id,
        date: d.date,
        startTime: d.start_time,
        timezone: d.timezone,
        title: d.title,
        otherPersonName: d.team_member_id === actor.id ? d.manager_name : d.member_name,
        matches: found,
      },
    ];
  });
  return { results, nextCursor: page.nextCursor };
}

/** The page's 1:1s with their texts: the matching talking points and items, the caller's note. */
async function pageDetails(db: DbOrTx, actor: Actor, ids: number[], q: SQL) {
  const rows = rowsOf<DetailRow>(
    await db.execute(sql`
    select m.id, m.date::text as date, m.start_time, m.timezone, m.title, m.agenda, m.notes,
      m.team_member_id,
      trim(coalesce(tm.first_name, '') || ' ' || coalesce(tm.last_name, '')) as member_name,
      trim(coalesce(mg.first_name, '') || ' ' || coalesce(mg.last_name, '')) as manager_name,
      array(select tp.text from talking_points tp
        where tp.meeting_id = m.id and tp.search_vector @@ ${q}
        order by tp.position, tp.id limit ${ROWS_SHOWN}) as points,
      (select json_agg(json_build_array(a.description, a.stuck_reason)) from (
        select a.description, a.stuck_reason from action_items a
        where a.meeting_id = m.id and a.search_vector @@ ${q}
        order by a.position, a.id limit ${ROWS_SHOWN}) a) as items,
      (select pn.sealed_html from private_notes pn
        where pn.meeting_id = m.id and pn.author_id = ${actor.id}) as sealed
    from meetings m
    join users tm on tm.id = m.team_member_id
    join users mg on mg.id = m.manager_id
    where m.id = any(${sql.param(ids)}::int[])`),
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

/** Each 1:1's matched fields with their snippets, in SEARCH_FIELDS order. */
async function matchesOf(
  ctx: AppContext,
  actor: Actor,
  parsed: ParsedQuery,
  details: Map<number, DetailRow>,
): Promise<Map<number, SearchMatch[]>> {
  const texts: (SnippetText & { meetingId: number; field: SearchField })[] = [];
  const add = (meetingId: number, field: SearchField, text: string | null | undefined) => {
    if (text && text.trim()) texts.push({ meetingId, field, text });
  };
  for (const d of details.values()) {
    add(d.id, 'title', d.title);
    if (d.agenda) add(d.id, 'agenda', htmlToText(d.agenda));
    if (d.notes) add(d.id, 'notes', htmlToText(d.notes));
    for (const point of d.points ?? []) add(d.id, 'talkingPoint', point);
    for (const [description, reason] of d.items ?? []) {
      add(d.id, 'actionItem', description);
      add(d.id, 'actionItem', reason);
    }
    if (d.sealed) {
      try {
        const html = decryptText(notesKey(ctx.config), d.sealed, privateNoteAad(d.id, actor.id));
        add(d.id, 'privateNote', htmlToText(html));
      } catch {
        // A note sealed under another key does not decrypt: nothing to show from it.
      }
    }
  }
  const snippets = await headlines(ctx.db, parsed.config, parsed.tsquery, texts);
  const out = new Map<number, SearchMatch[]>();
  texts.forEach((t, i) => {
    const snippet = snippets[i];
    if (snippet === null || snippet === undefined) return;
    const list = out.get(t.meetingId) ?? [];
    list.push({ field: t.field, snippet });
    out.set(t.meetingId, list);
  });
  for (const list of out.values()) {
    list.sort((a, b) => SEARCH_FIELDS.indexOf(a.field) - SEARCH_FIELDS.indexOf(b.field));
  }
  return out;
}
