/**
 * GET /api/meetings (spec 7; docs/api.md; docs/performance.md "Request path"): the meetings the
 * actor may read that match the filters, in ONE SQL statement (the meetings with their people's
 * names, their series' RRULE, their action items as `meetings.action_items_json` keeps them and
 * their timestamps as `toISOString` text, decision 25), mapped by hand to the presented shape
 * without the ORM's per-row mapping. With `cursor` the answer is a keyset page
 * (`MEETINGS_PAGE_SIZE`), else the array of spec 7 (`limit` / `offset` as before).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
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
import { compiledOnce, executeNamed } from '../../db/named-statement';
import { isoTimestampSql } from '../../db/iso-timestamp';
import type { Actor } from '../../context';
import { fieldError } from '../../http/errors';
import {
  scopeOf,
  visibleMeetingsPageSql,
  visibleMeetingsPlanIsFixed,
  visibleMeetingsSql,
} from '../../access/scope';
import { fullName } from '../users/users.presenter';
import { meetingListConditions } from './meetings.filters';

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

/** The presented meeting of one row (the same shape as meetings.presenter.ts writes). */
function present(row: ListRow): Meeting {
  const items: ActionItemJson[] =
    row.items === null ? [] : typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
  const actionItemsStatus: Record<string, ActionItemState> = {};
  items.forEach((item, index) => {
    actionItemsStatus[String(index)] = {
      status: item[2] as ActionItemStatus,
      stuckReason: item[3],
      completedAt: item[4],
      stuckAt: item[5],
    };
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
    version: row.version,
    seriesId: row.series_id,
    rrule: row.series_id !== null ? row.rrule : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The statement's columns and joins, the same for every call: compiled to text once, at load,
 * so a request does not build them again (they hold no value, only columns).
 */
const SELECT_FROM = compiledOnce(sql`
    select ${meetings.id} as id, ${meetings.organizationId} as organization_id,
      ${meetings.teamMemberId} as team_member_id, ${meetings.managerId} as manager_id,
      ${meetings.title} as title, ${meetings.date}::text as date, ${meetings.startTime} as start_time,
      ${meetings.duration} as duration, ${meetings.timezone} as timezone,
      ${meetings.isZoomMeeting} as is_zoom_meeting, ${meetings.zoomLink} as zoom_link,
      ${meetings.agenda} as agenda, ${meetings.notes} as notes, ${meetings.status} as status,
      ${meetings.version} as version, ${meetings.seriesId} as series_id, s.rrule as rrule,
      mu.first_name as m_first, mu.last_name as m_last, mu.username as m_username,
      tu.first_name as t_first, tu.last_name as t_last, tu.username as t_username,
      ${isoTimestampSql(meetings.createdAt)} as created_at,
      ${isoTimestampSql(meetings.updatedAt)} as updated_at,
      ${meetings.actionItemsJson} as items
    from ${meetings}
      left join users mu on mu.id = ${meetings.managerId}
      left join users tu on tu.id = ${meetings.teamMemberId}
      left join meeting_series s on s.id = ${meetings.seriesId}`);

/**
 * One statement: the meetings matching `where` in the list's order (date, start time, id;
 * descending, or ascending for `ascending`), at most `limit` after `offset`. `named`: sent as a
 * named statement, parsed once per connection and, after five runs, run on its generic plan
 * (db/named-statement.ts), for the statements whose only conditions are the actor's scope and
 * a keyset cursor.
 */
async function selectPresented(
  db: DbOrTx,
  where: SQL,
  opts: { ascending: boolean; limit?: number; offset?: number; named: boolean },
): Promise<Meeting[]> {
  const dir = sql.raw(opts.ascending ? 'asc' : 'desc');
  const statement = sql`
    ${SELECT_FROM}
    where ${where}
    order by ${meetings.date} ${dir}, ${meetings.startTime} ${dir}, ${meetings.id} ${dir}
    ${opts.limit !== undefined ? sql`limit ${opts.limit}` : sql``}
    ${opts.offset !== undefined ? sql`offset ${opts.offset}` : sql``}
  `;
  const rows = opts.named
    ? await executeNamed<ListRow>(db, statement)
    : ((await db.execute(statement)) as unknown as { rows: ListRow[] }).rows;
  return rows.map(present);
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
  const filters = meetingListConditions(query, actor.timezone, now);
  // A reporting line's page is read per person when the answer has a LIMIT (scope.ts), unless
  // a filter already names the one person whose meetings are read (their own index is better).
  const onePerson = query.teamMember !== undefined || query.manager !== undefined;
  // Named (planned once, decision 25) when the plan depends on the actor's scope alone: no
  // filter, and the scope read per person of a line or in a form whose plan is fixed.
  const unfiltered = filters.length === 0 && query.offset === undefined;
  const select = (limit: number | undefined) => {
    const perPerson =
      limit !== undefined && !onePerson && visibleMeetingsPageSql(scope, filters, order, limit);
    return {
      where: perPerson || and(visibleMeetingsSql(scope), ...filters)!,
      named: unfiltered && (Boolean(perPerson) || visibleMeetingsPlanIsFixed(scope)),
    };
  };
  if (query.cursor === undefined) {
    const { where, named } = select(query.offset ? undefined : query.limit);
    return selectPresented(db, where, {
      ascending,
      limit: query.limit,
      offset: query.offset,
      named,
    });
  }
  if (query.offset !== undefined) throw fieldError('offset', 'Offset cannot be used with cursor');
  if (query.cursor !== '') {
    const [date, time, id] = decodeCursor(query.cursor);
    const after = sql`(${meetings.date}, ${meetings.startTime}, ${meetings.id}) ${sql.raw(
      ascending ? '>' : '<',
    )} (${date}::date, ${time}, ${id})`;
    filters.push(after);
  }
  const size = Math.min(query.limit ?? MEETINGS_PAGE_SIZE, MEETINGS_PAGE_SIZE);
  const { where, named } = select(size + 1);
  const rows = await selectPresented(db, where, { ascending, limit: size + 1, named });
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > size && last ? encodeMeetingCursor(last) : null,
  };
}
