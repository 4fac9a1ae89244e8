/**
 * GET /api/meetings (spec 7; docs/api.md; docs/performance.md "Request path"): the meetings the
 * actor may read that match the filters, in ONE SQL statement (the meetings with their people's
 * names, their series' RRULE, their action items as `meetings.action_items_json` keeps them and
 * their timestamps as `toISOString` text, decision 25), mapped by hand to the presented shape
 * without the ORM's per-row mapping; one result column per field on PostgreSQL, one JSON value
 * per row on PGlite (`SELECT_FROM`). With `cursor` the answer is a keyset page
 * (`MEETINGS_PAGE_SIZE`), else the array of spec 7 (`limit` / `offset` as before).
 */
import { and, sql, type Query, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { MeetingStatus } from '@/shared/domain/constants';
import type { ActionItemState } from '@/shared/schemas/action-item';
import { CURSOR_INVALID } from '@/shared/schemas/page';
import {
  MEETINGS_PAGE_SIZE,
  type ListMeetingsQuery,
  type Meeting,
  type MeetingsPage,
} from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import { meetings, type ActionItemJson } from '../../db/schema';
import {
  compiledOnce,
  compileStatement,
  executeNamed,
  rowCountLiteral,
  runsOnPglite,
} from '../../db/named-statement';
import { isoTimestampSql } from '../../db/iso-timestamp';
import type { Actor } from '../../context';
import { fieldError } from '../../http/errors';
import {
  meetingsOfOneSql,
  meetingsPerPersonSql,
  perPersonPageFits,
  scopeOf,
  visibleMeetingsPageSql,
  visibleMeetingsPlanIsFixed,
  visibleMeetingsSql,
  type Scope,
} from '../../access/scope';
import { fullName } from '../users/users.presenter';
import { meetingListConditions } from './meetings.filters';
import { meetingActionItemState } from './meetings.presenter';
import { meetingRights } from './meetings.policy';

/** Where a page ends: the last meeting's date, start time and id (the list's order). */
const cursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.string().max(20),
  z.number().int().positive(),
]);
type Cursor = z.infer<typeof cursorSchema>;

/** The opaque cursor after `row` (base64url of its date, start time and id). */
export function encodeMeetingCursor(row: Pick<Meeting, 'date' | 'startTime' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.date, row.startTime, row.id])).toString('base64url');
}

/** @throws 400 on `cursor` when it is not one this server wrote. */
function decodeCursor(raw: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw fieldError('cursor', CURSOR_INVALID);
  }
}

interface ListRow {
  id: number;
  organization_id: number;
  team_member_id: number;
  manager_id: number;
  title: string | null;
  date: string;
  start_time: string;
  duration: number;
  timezone: string;
  is_zoom_meeting: boolean;
  zoom_link: string | null;
  agenda: string | null;
  notes: string | null;
  status: string;
  version: number;
  series_id: number | null;
  rrule: string | null;
  m_first: string | null;
  m_last: string | null;
  m_username: string | null;
  t_first: string | null;
  t_last: string | null;
  t_username: string | null;
  /** `toISOString` text (db/iso-timestamp.ts), as the items' timestamps. */
  created_at: string;
  updated_at: string;
  items: ActionItemJson[] | string | null;
}

const nameOf = (first: string | null, last: string | null, username: string | null) =>
  username === null ? null : fullName({ firstName: first, lastName: last, username });

/**
 * The presented meeting of one row (the same shape as meetings.presenter.ts writes), with `can`
 * computed in JavaScript from the row and `scope` (no statement; decision 38).
 */
function present(row: ListRow, scope: Scope): Meeting {
  const items: ActionItemJson[] =
    row.items === null ? [] : typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
  const actionItemsStatus: Record<string, ActionItemState> = {};
  items.forEach((item, index) => {
    actionItemsStatus[String(index)] = meetingActionItemState(item[2], item[3], item[4], item[5]);
  });
  return {
    id: row.id,
    organizationId: row.organization_id,
    teamMemberId: row.team_member_id,
    managerId: row.manager_id,
    managerName: nameOf(row.m_first, row.m_last, row.m_username),
    teamMemberName: nameOf(row.t_first, row.t_last, row.t_username),
    title: row.title,
    date: row.date,
    startTime: row.start_time,
    duration: row.duration,
    timezone: row.timezone,
    isZoomMeeting: row.is_zoom_meeting,
    zoomLink: row.zoom_link,
    agenda: row.agenda,
    notes: row.notes,
    status: row.status as MeetingStatus,
    actionItems: items.map((i) => i[1]),
    actionItemsStatus,
    actionItemIds: items.map((i) => i[0]),
    actionItemDetails: items.map((i) => ({ ownerId: i[6], dueDate: i[7] })),
    version: row.version,
    seriesId: row.series_id,
    rrule: row.series_id !== null ? row.rrule : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    can: meetingRights(scope, {
      organizationId: row.organization_id,
      managerId: row.manager_id,
      teamMemberId: row.team_member_id,
      status: row.status,
    }),
  };
}

/**
 * The list's columns, each under its `ListRow` key: the one list of what the statement reads,
 * from which both of its forms below are built.
 */
const COLUMNS: [keyof ListRow, SQL][] = [
  ['id', sql`${meetings.id}`],
  ['organization_id', sql`${meetings.organizationId}`],
  ['team_member_id', sql`${meetings.teamMemberId}`],
  ['manager_id', sql`${meetings.managerId}`],
  ['title', sql`${meetings.title}`],
  ['date', sql`${meetings.date}::text`],
  ['start_time', sql`${meetings.startTime}`],
  ['duration', sql`${meetings.duration}`],
  ['timezone', sql`${meetings.timezone}`],
  ['is_zoom_meeting', sql`${meetings.isZoomMeeting}`],
  ['zoom_link', sql`${meetings.zoomLink}`],
  ['agenda', sql`${meetings.agenda}`],
  ['notes', sql`${meetings.notes}`],
  ['status', sql`${meetings.status}`],
  ['version', sql`${meetings.version}`],
  ['series_id', sql`${meetings.seriesId}`],
  ['rrule', sql`s.rrule`],
  ['m_first', sql`mu.first_name`],
  ['m_last', sql`mu.last_name`],
  ['m_username', sql`mu.username`],
  ['t_first', sql`tu.first_name`],
  ['t_last', sql`tu.last_name`],
  ['t_username', sql`tu.username`],
  ['created_at', isoTimestampSql(meetings.createdAt)],
  ['updated_at', isoTimestampSql(meetings.updatedAt)],
  ['items', sql`${meetings.actionItemsJson}`],
];

const FROM = sql`
    from ${meetings}
      left join users mu on mu.id = ${meetings.managerId}
      left join users tu on tu.id = ${meetings.teamMemberId}
      left join meeting_series s on s.id = ${meetings.seriesId}`;

/**
 * The statement's columns and joins, the same for every call, compiled to text once, at load
 * (they hold no value, only columns), in two forms of the same {@link COLUMNS}:
 * - `columns`, one result column per key, for PostgreSQL: pg parses a column cheaply, while
 *   PostgreSQL building each row's JSON cost it 0.18–0.24 ms more a page of 50 (pgbench);
 * - `json`, each row as one `json` value under the same keys (`row`), for PGlite: its
 *   JavaScript decodes every field of an answer on its own (an `ArrayBuffer` copy and a
 *   `TextDecoder` call each), and one JSON.parse of the row costs less than 26 of those
 *   (docs/archive/performance-log.md, Request path "Sixth pass").
 */
const SELECT_FROM = {
  columns: compiledOnce(
    sql`select ${sql.join(
      COLUMNS.map(([key, value]) => sql`${value} as ${sql.raw(key)}`),
      sql`, `,
    )} ${FROM}`,
  ),
  json: compiledOnce(
    sql`select json_build_object(${sql.join(
      COLUMNS.map(([key, value]) => sql`'${sql.raw(key)}', ${value}`),
      sql`, `,
    )}) as row ${FROM}`,
  ),
};

/**
 * One statement: the meetings matching `where` in the list's order (date, start time, id;
 * descending, or ascending for `ascending`), at most `limit` after `offset`, in the database's
 * form (`asJson`: PGlite).
 */
function listStatement(
  where: SQL,
  opts: { asJson: boolean; ascending: boolean; limit?: number; offset?: number },
): SQL {
  const dir = sql.raw(opts.ascending ? 'asc' : 'desc');
  return sql`
    ${opts.asJson ? SELECT_FROM.json : SELECT_FROM.columns}
    where ${where}
    order by ${meetings.date} ${dir}, ${meetings.startTime} ${dir}, ${meetings.id} ${dir}
    ${opts.limit !== undefined ? sql`limit ${rowCountLiteral(opts.limit)}` : sql``}
    ${opts.offset !== undefined ? sql`offset ${rowCountLiteral(opts.offset)}` : sql``}
  `;
}

/** The rows of a list statement, presented for `scope`'s actor. */
function presentRows(rows: unknown[], asJson: boolean, scope: Scope): Meeting[] {
  return asJson
    ? (rows as { row: ListRow }[]).map((r) => present(r.row, scope))
    : (rows as ListRow[]).map((r) => present(r, scope));
}

/**
 * Which named statement a call runs: the actor's reporting line read per person (`line`), the
 * organisation (`organisation`) or one person (`person`), with or without a keyset cursor.
 */
type NamedShape = {
  kind: 'line' | 'organisation' | 'person';
  cursor: boolean;
  ascending: boolean;
  limit: number | undefined;
  asJson: boolean;
};

/** The named statements compiled so far, by shape (at most a few hundred: see `listMeetings`). */
const namedStatements = new Map<string, Query>();

/** The placeholders of a named statement, filled by {@link namedValues}. */
const slot = {
  organizationId: sql.placeholder('organizationId'),
  people: sql.placeholder('people'),
  person: sql.placeholder('person'),
  date: sql.placeholder('date'),
  time: sql.placeholder('time'),
  id: sql.placeholder('id'),
};

/**
 * The statement of `shape`, compiled once (db/named-statement.ts `compileStatement`): the same
 * text, conditions and order as the unnamed statement the call would otherwise build, its values
 * placeholders.
 */
function namedStatement(shape: NamedShape): Query {
  const key = `${shape.kind}|${shape.cursor}|${shape.ascending}|${shape.limit}|${shape.asJson}`;
  let compiled = namedStatements.get(key);
  if (compiled === undefined) {
    const conditions = shape.cursor
      ? [afterCursor(shape.ascending, slot.date, slot.time, slot.id)]
      : [];
    const order = shape.ascending ? 'asc' : 'desc';
    const where =
      shape.kind === 'line'
        ? meetingsPerPersonSql(slot.people, slot.organizationId, conditions, order, shape.limit!)
        : and(
            meetingsOfOneSql(slot.organizationId, shape.kind === 'person' ? slot.person : null),
            ...conditions,
          )!;
    compiled = compileStatement(listStatement(where, shape));
    namedStatements.set(key, compiled);
  }
  return compiled;
}

/** The values of a named statement's placeholders for `scope` and `cursor`. */
function namedValues(scope: Scope, cursor: Cursor | null): Record<string, unknown> {
  const people = scope.people;
  return {
    organizationId: scope.actor.organizationId,
    people: people === null ? null : [...people],
    person: people?.[0] ?? null,
    date: cursor?.[0] ?? null,
    time: cursor?.[1] ?? null,
    id: cursor?.[2] ?? null,
  };
}

/** The keyset condition: meetings after (`ascending`) or before the cursor's date, time and id. */
function afterCursor(ascending: boolean, date: unknown, time: unknown, id: unknown): SQL {
  return sql`(${meetings.date}, ${meetings.startTime}, ${meetings.id}) ${sql.raw(
    ascending ? '>' : '<',
  )} (${date}::date, ${time}, ${id})`;
}

/**
 * GET /api/meetings: the meetings `actor` may read that match `query`, newest first (date
 * desc, start time desc, id desc), or earliest first with `upcoming`. Date windows use the
 * actor's timezone. Without `cursor`: the array (all, or `limit` after `offset`). With
 * `cursor` (empty for the first page): `{ items, nextCursor }`, at most MEETINGS_PAGE_SIZE (or
 * a smaller `limit`) meetings after the cursor; `nextCursor` null on the last page.
 * @throws 400 on `cursor` (not a cursor of this list) or `offset` (with a cursor).
 */
export async function listMeetings(input: {
  db: DbOrTx;
  actor: Actor;
  query: ListMeetingsQuery;
  now: Date;
}): Promise<Meeting[] | MeetingsPage> {
  const { db, actor, query, now } = input;
  const scope = await scopeOf(db, actor);
  const ascending = Boolean(query.upcoming);
  const order = ascending ? 'asc' : 'desc';
  const asJson = runsOnPglite(db);
  const filters = meetingListConditions(query, actor.timezone, now, actor.organizationId);
  if (query.cursor !== undefined && query.offset !== undefined) {
    throw fieldError('offset', 'Offset cannot be used with cursor');
  }
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // A reporting line's page is read per person when the answer has a LIMIT (scope.ts), unless
  // a filter already names the one person whose meetings are read (their own index is better).
  const onePerson = query.teamMember !== undefined || query.manager !== undefined;
  // Named (planned once, decision 25; compiled once) when the plan depends on the actor's scope
  // alone: no filter, and the scope read per person of a line or in a form whose plan is fixed.
  const unfiltered = filters.length === 0 && query.offset === undefined;
  const offset = query.cursor === undefined ? query.offset : undefined;
  const read = async (limit: number | undefined): Promise<Meeting[]> => {
    // Per person only for a first page: reading each person's first `limit` would miss rows
    // after an `offset`.
    const perPerson =
      limit !== undefined && !offset && !onePerson && perPersonPageFits(scope, limit);
    // The LIMIT is part of a named statement's text (rowCountLiteral), so only counts up to a
    // page and its look-ahead row are named: a client cycling through `limit=1..500` would
    // otherwise leave hundreds of prepared statements on each connection.
    if (
      unfiltered &&
      (limit === undefined || limit <= MEETINGS_PAGE_SIZE + 1) &&
      (perPerson || visibleMeetingsPlanIsFixed(scope))
    ) {
      const kind = perPerson ? 'line' : scope.people === null ? 'organisation' : 'person';
      const statement = namedStatement({ kind, cursor: cursor !== null, ascending, limit, asJson });
      return presentRows(
        await executeNamed(db, statement, namedValues(scope, cursor)),
        asJson,
        scope,
      );
    }
    const conditions = cursor ? [...filters, afterCursor(ascending, ...cursor)] : filters;
    const where =
      (perPerson && visibleMeetingsPageSql(scope, conditions, order, limit)) ||
      and(visibleMeetingsSql(scope), ...conditions)!;
    const statement = listStatement(where, { asJson, ascending, limit, offset });
    const { rows } = (await db.execute(statement)) as unknown as { rows: unknown[] };
    return presentRows(rows, asJson, scope);
  };
  if (query.cursor === undefined) return read(query.limit);
  const size = Math.min(query.limit ?? MEETINGS_PAGE_SIZE, MEETINGS_PAGE_SIZE);
  const rows = await read(size + 1);
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > size && last ? encodeMeetingCursor(last) : null,
  };
}
