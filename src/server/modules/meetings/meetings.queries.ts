/**
 * Reading meetings (spec 7 GET /api/meetings/{id}, /api/meetings/user/{id}; the list itself is
 * meetings.list.ts;
 * docs/product-rules.md visibility). Lists load in three queries whatever their length (no N+1): the
 * meetings, then their action items (`meeting_id IN …`), then the people named in them.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { todayIn } from '@/shared/domain/dates';
import type { Meeting, MeetingDetail, RelatedMeetings } from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetingSeries, meetings, users, type MeetingRow } from '../../db/schema';
import type { Actor } from '../../context';
import { notFound } from '../../http/errors';
import { INT4_MAX } from './meetings.filters';
import {
  canSeeMeeting,
  isPersonInScope,
  scopeOf,
  visibleMeetingsSql,
  type Scope,
} from '../../access/scope';
import { presentMeeting, type PersonName } from './meetings.presenter';
import { openActionItemsBefore } from './open-action-items';
import { recordAudit, type AuditSource } from '../audit';
import { isParticipant, meetingRights } from './meetings.policy';

export const MEETING_NOT_FOUND = 'Meeting not found';

/**
 * Presents `rows` (order kept) with their action items, people names and series rules: two or
 * three more queries; each with `can`, the rights of `scope`'s actor on it (`meetingRights`).
 */
export async function hydrateMeetings(
  db: DbOrTx,
  rows: MeetingRow[],
  scope: Scope,
): Promise<Meeting[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select()
    .from(actionItems)
    .where(inArray(actionItems.meetingId, ids))
    .orderBy(asc(actionItems.meetingId), asc(actionItems.position), asc(actionItems.id));
  const personIds = [...new Set(rows.flatMap((r) => [r.managerId, r.teamMemberId]))];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(inArray(users.id, personIds));
  const byPerson = new Map<number, PersonName>(people.map((p) => [p.id, p]));
  const seriesIds = [...new Set(rows.flatMap((r) => (r.seriesId !== null ? [r.seriesId] : [])))];
  const rules =
    seriesIds.length === 0
      ? []
      : await db
          .select({ id: meetingSeries.id, rrule: meetingSeries.rrule })
          .from(meetingSeries)
          .where(inArray(meetingSeries.id, seriesIds));
  const rrules = new Map(rules.map((r) => [r.id, r.rrule]));
  const byMeeting = new Map<number, typeof items>();
  for (const item of items) {
    const list = byMeeting.get(item.meetingId) ?? [];
    list.push(item);
    byMeeting.set(item.meetingId, list);
  }
  return rows.map((row) =>
    presentMeeting(row, byMeeting.get(row.id) ?? [], byPerson, rrules, meetingRights(scope, row)),
  );
}

/**
 * Parses a route id: a positive integer that fits a PostgreSQL integer.
 * @throws 404 with `message` otherwise (so `/api/meetings/abc` reads like an unknown meeting).
 */
export function parseId(raw: string, message = MEETING_NOT_FOUND): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id < 1 || id > INT4_MAX) throw notFound(message);
  return id;
}

/**
 * The meeting `meetingId` if `scope` may read it, optionally locked `FOR UPDATE` (inside a
 * transaction) so concurrent writers of one meeting queue up.
 * @throws 404 "Meeting not found" when it does not exist, is in another organisation, or is
 *   outside the actor's visibility.
 */
export async function findReadableMeeting(
  db: DbOrTx,
  scope: Scope,
  meetingId: number,
  options: { forUpdate?: boolean } = {},
): Promise<MeetingRow> {
  const base = db
    .select()
    .from(meetings)
    .where(
      and(eq(meetings.id, meetingId), eq(meetings.organizationId, scope.actor.organizationId)),
    );
  const [row] = options.forUpdate ? await base.for('update') : await base;
  if (!row || !canSeeMeeting(scope, row)) throw notFound(MEETING_NOT_FOUND);
  return row;
}

/**
 * GET /api/meetings/user/{userId}: meetings where `userId` is team member or manager, limited
 * to what `actor` may read, newest first.
 * @throws 404 "User not found" when the user is not in the actor's organisation and scope.
 */
export async function listMeetingsOfUser(input: {
  db: DbOrTx;
  actor: Actor;
  userId: number;
}): Promise<Meeting[]> {
  const { db, actor, userId } = input;
  const scope = await scopeOf(db, actor);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, actor.organizationId)));
  if (!user || !isPersonInScope(scope, userId)) throw notFound('User not found');
  const rows = await db
    .select()
    .from(meetings)
    .where(
      and(
        visibleMeetingsSql(scope),
        or(eq(meetings.teamMemberId, userId), eq(meetings.managerId, userId)),
      ),
    )
    .orderBy(desc(meetings.date), desc(meetings.startTime), desc(meetings.id));
  return hydrateMeetings(db, rows, scope);
}

/**
 * GET /api/meetings/{id}: the meeting and the open action items of the pair's earlier 1:1s
 * (`openActionItems`, decision 13). @throws 404 when the actor may not read it.
 */
export async function getMeeting(input: {
  db: DbOrTx;
  actor: Actor;
  meetingId: number;
  /** With `source`, a read by someone other than its two people is audited (decision 37). */
  now?: Date;
  source?: AuditSource;
}): Promise<MeetingDetail> {
  const scope = await scopeOf(input.db, input.actor);
  const row = await findReadableMeeting(input.db, scope, input.meetingId);
  if (input.source && input.now && !isParticipant(input.actor, row)) {
    await recordAudit(input.db, {
      organizationId: input.actor.organizationId,
      at: input.now,
      actorId: input.actor.id,
      action: 'meeting.content_read',
      target: { type: 'meeting', id: row.id },
      source: input.source,
    });
  }
  const [meeting] = await hydrateMeetings(input.db, [row], scope);
  return { ...meeting!, openActionItems: await openActionItemsBefore(input.db, row) };
}

/** How many of the pair's earlier 1:1s the meeting page lists. */
export const PAST_MEETINGS_LIMIT = 20;

/**
 * GET /api/meetings/{id}/related: for the meeting page's series block, the next scheduled
 * occurrence of the meeting's series (after this one when it is today or later in the meeting's
 * timezone, else the first from today on), and the pair's (same manager and team member) 1:1s dated before today, newest
 * first (at most 20), all limited to what `actor` may read.
 * @throws 404 when the actor may not read the meeting.
 */
export async function getRelatedMeetings(input: {
  db: DbOrTx;
  actor: Actor;
  meetingId: number;
  now: Date;
}): Promise<RelatedMeetings> {
  const { db, now } = input;
  const scope = await scopeOf(db, input.actor);
  const row = await findReadableMeeting(db, scope, input.meetingId);
  const today = todayIn(row.timezone, now);
  const [next] =
    row.seriesId === null
      ? []
      : await db
          .select()
          .from(meetings)
          .where(
            and(
              visibleMeetingsSql(scope),
              eq(meetings.seriesId, row.seriesId),
              ne(meetings.id, row.id),
              eq(meetings.status, 'scheduled'),
              row.date >= today
                ? sql`(${meetings.date}, ${meetings.startTime}) > (${row.date}, ${row.startTime})`
                : gte(meetings.date, today),
            ),
          )
          .orderBy(asc(meetings.date), asc(meetings.startTime), asc(meetings.id))
          .limit(1);
  const past = await db
    .select()
    .from(meetings)
    .where(
      and(
        visibleMeetingsSql(scope),
        eq(meetings.managerId, row.managerId),
        eq(meetings.teamMemberId, row.teamMemberId),
        ne(meetings.id, row.id),
        lt(meetings.date, today),
      ),
    )
    .orderBy(desc(meetings.date), desc(meetings.startTime), desc(meetings.id))
    .limit(PAST_MEETINGS_LIMIT);
  const presented = await hydrateMeetings(db, next ? [next, ...past] : past, scope);
  return next
    ? { nextOccurrence: presented[0]!, pastMeetings: presented.slice(1) }
    : { nextOccurrence: null, pastMeetings: presented };
}
