/**
 * Who an actor may see: the one answer used by meetings, action items, analytics, people and
 * directories (docs/product-rules.md product rules 1 and 7; spec 6; promise 1).
 * - Team Member (and any role that manages nobody): themselves, and the meetings they take
 *   part in (as team member or manager);
 * - Manager / Supervisor: themselves and their reporting line (transitively, reporting-line.ts),
 *   and the meetings whose team member or manager is one of them;
 * - Senior Manager: every person and meeting of their organisation.
 * Nobody ever sees another organisation, nor a deactivated person. Each answer exists as a SQL
 * condition (Drizzle `SQL`, for queries) and as a predicate (for one row already read); both
 * are written here, side by side.
 */
import { and, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { todayIn } from '@/shared/domain/dates';
import { isLineManager, isSeniorManager } from '@/shared/permissions';
import type { DbOrTx } from '../db/client';
import { rowCountLiteral } from '../db/named-statement';
import { meetings, users, type MeetingRow, type UserRow } from '../db/schema';
import type { Actor } from '../context';
import { forbidden, notFound } from '../http/errors';
import { managerChainIds, reportingLineIds } from '../modules/users/reporting-line';

type PersonRow = Pick<UserRow, 'id' | 'organizationId' | 'isActive'>;
type MeetingKeys = Pick<MeetingRow, 'organizationId' | 'managerId' | 'teamMemberId'>;

/** What `actor` may see. Built by {@link scopeOf}; plain data plus the conditions below. */
export interface Scope {
  actor: Actor;
  /** Ids below a Manager/Supervisor (their reporting line, transitively); empty for other roles. */
  line: ReadonlySet<number>;
  /** Ids above a Manager/Supervisor (their manager chain) when asked for (`withChain`); else empty. */
  chain: ReadonlySet<number>;
  /**
   * The people whose meetings and figures the actor sees: null = the whole organisation
   * (Senior Manager); else the actor and, for a Manager/Supervisor, their line, each id once.
   */
  people: readonly number[] | null;
}

/**
 * Reporting lines read with the request's session (auth-guard.ts, one statement with the
 * session and the actor), by actor object: they live as long as the request's actor and are
 * never shared between requests, so no other instance's change can leave them stale.
 */
const linesReadWithSession = new WeakMap<Actor, readonly number[]>();

/** Keeps `line`, read in the session's statement, for the {@link scopeOf} calls of this request. */
export function rememberReportingLine(actor: Actor, line: readonly number[]): void {
  linesReadWithSession.set(actor, line);
}

/**
 * Loads the scope of `actor`. A Manager/Supervisor costs one query for the reporting line
 * (none outside a transaction when the guard read it with the session) and, when `withChain`
 * (the person-visibility rule of users.policy.ts), one for the manager chain; the other roles
 * cost none. Inside a transaction the line is read again, so a write sees the line of its own
 * snapshot.
 */
export async function scopeOf(
  db: DbOrTx,
  actor: Actor,
  { withChain = false }: { withChain?: boolean } = {},
): Promise<Scope> {
  if (isSeniorManager(actor.role))
    return { actor, line: new Set(), chain: new Set(), people: null };
  if (!isLineManager(actor.role)) {
    return { actor, line: new Set(), chain: new Set(), people: [actor.id] };
  }
  const known = db instanceof PgTransaction ? undefined : linesReadWithSession.get(actor);
  const [line, chain] = await Promise.all([
    known ?? reportingLineIds(db, actor),
    withChain ? managerChainIds(db, actor) : Promise.resolve([]),
  ]);
  return { actor, line: new Set(line), chain: new Set(chain), people: [actor.id, ...line] };
}

/** True when `userId` is one of the people of `scope` (always, for the whole organisation). */
export function isPersonInScope(scope: Scope, userId: number): boolean {
  return scope.people === null || scope.people.includes(userId);
}

/** Predicate: `user` is active, of the actor's organisation and one of the people of `scope`. */
export function canSee(scope: Scope, user: PersonRow): boolean {
  return (
    user.isActive &&
    user.organizationId === scope.actor.organizationId &&
    isPersonInScope(scope, user.id)
  );
}

/** SQL on `users`, the same rule as {@link canSee}. */
export function visibleUsersSql(scope: Scope): SQL {
  const base = and(eq(users.organizationId, scope.actor.organizationId), eq(users.isActive, true))!;
  return scope.people === null ? base : and(base, inArray(users.id, [...scope.people]))!;
}

/** Predicate: `meeting` is of the actor's organisation and its team member or manager is one of the people. */
export function canSeeMeeting(scope: Scope, meeting: MeetingKeys): boolean {
  if (meeting.organizationId !== scope.actor.organizationId) return false;
  return isPersonInScope(scope, meeting.managerId) || isPersonInScope(scope, meeting.teamMemberId);
}

/**
 * True when the best plan of {@link visibleMeetingsSql}(scope) does not depend on the scope's
 * values, so a statement of it alone may keep one generic plan (docs/decisions/
 * 0025-list-statement-planned-once.md): the organisation, or one person. A line's `any(ids)`
 * form is not: its best plan follows the line's size.
 */
export function visibleMeetingsPlanIsFixed(scope: Scope): boolean {
  return scope.people === null || scope.people.length === 1;
}

/**
 * SQL on `meetings`, the same rule as {@link canSeeMeeting}; uses the org/date index for a
 * Senior Manager and the manager/date and team member/date indexes otherwise.
 */
export function visibleMeetingsSql(scope: Scope): SQL {
  const organizationId = scope.actor.organizationId;
  const people = scope.people;
  if (people === null || people.length === 1) {
    return meetingsOfOneSql(organizationId, people === null ? null : people[0]!);
  }
  // One array parameter rather than one per person: the statement's text is the same whatever
  // the reporting line's length.
  const ids = sql.param([...people]);
  return and(
    eq(meetings.organizationId, organizationId),
    sql`(${meetings.managerId} = any(${ids}::int[]) or ${meetings.teamMemberId} = any(${ids}::int[]))`,
  )!;
}

/**
 * The meetings of the organisation `organizationId` (`person` null) or of one person of it (as
 * team member or manager): {@link visibleMeetingsSql} of a scope whose plan is fixed
 * ({@link visibleMeetingsPlanIsFixed}). Each value is a number or a `sql.placeholder` of a
 * statement compiled once (meetings.list.ts).
 */
export function meetingsOfOneSql(
  organizationId: number | SQLWrapper,
  person: number | SQLWrapper | null,
): SQL {
  const org = eq(meetings.organizationId, organizationId);
  if (person === null) return org;
  return and(org, or(eq(meetings.managerId, person), eq(meetings.teamMemberId, person)))!;
}

/**
 * The most meetings {@link visibleMeetingsPageSql} may read (the line's people × the page's
 * LIMIT, each person's reads stopping at the LIMIT); above it the one-condition form is used.
 * Measured at 1,000,000 meetings (docs/archive/performance-log.md, Scale "Fourth pass"), a Manager and a
 * line of 39 (40 people) with a page of 51 (2,040 at most): 2.15 ms per person against 2.59 ms
 * walking the organisation's meetings. A Manager over 519 people with a page of 51: 49.7 ms per
 * person against 1.37 ms walking; with 5 rows 4.96 against 1.27 ms; with This Week's 3 rows
 * (1,560 at most) 1.69 against 3.13 ms.
 */
export const PER_PERSON_PAGE_ROWS = 2_500;

/**
 * The first `limit` meetings of `scope` that match `conditions` in the list order (date, start
 * time, id; `order` ascending or descending), as a condition on `meetings.id` for the outer
 * statement; null when {@link visibleMeetingsSql} with a LIMIT does as well: the whole
 * organisation, one person (their meetings are read by index directly), or a line so large for
 * the page that reading each person would read more than {@link PER_PERSON_PAGE_ROWS} (walking
 * the organisation's meetings by date finds the line's soon enough then).
 *
 * Same rule as {@link visibleMeetingsSql} (team member or manager one of the people, same
 * organisation), read per person of a reporting line: for each id, its newest (or earliest)
 * `limit` meetings as manager and as team member, each read by an index that starts with that
 * person's column (PostgreSQL picks the one that fits the filters), then the first `limit` of
 * those (the caller's statement must end with the same LIMIT: the condition holds up to twice
 * as many, see below). Its cost follows the line and the page, not the organisation: the one-condition form
 * made PostgreSQL walk the organisation's meetings by date and drop those outside the line
 * (5,688 of them for a Manager's This Week at 1,000,000 meetings; docs/archive/performance-log.md, Scale
 * "Fourth pass").
 * `conditions` are on `meetings` (filters, a keyset cursor) and are applied inside each read.
 */
export function visibleMeetingsPageSql(
  scope: Scope,
  conditions: SQL[],
  order: 'asc' | 'desc',
  limit: number,
): SQL | null {
  if (!perPersonPageFits(scope, limit)) return null;
  const ids = sql.param([...scope.people!]);
  return meetingsPerPersonSql(ids, scope.actor.organizationId, conditions, order, limit);
}

/**
 * Whether {@link visibleMeetingsPageSql} reads `scope`'s page of `limit` meetings per person:
 * a reporting line (two people or more) small enough for the page
 * ({@link PER_PERSON_PAGE_ROWS}).
 */
export function perPersonPageFits(scope: Scope, limit: number): boolean {
  const people = scope.people;
  return people !== null && people.length >= 2 && people.length * limit <= PER_PERSON_PAGE_ROWS;
}

/**
 * The condition of {@link visibleMeetingsPageSql} for the people `ids` (an `int[]` value, or a
 * `sql.placeholder` filled with one) of the organisation `organizationId` (a number or a
 * placeholder): the form a statement compiled once with placeholders builds (meetings.list.ts).
 */
export function meetingsPerPersonSql(
  ids: SQLWrapper,
  organizationId: number | SQLWrapper,
  conditions: SQL[],
  order: 'asc' | 'desc',
  limit: number,
): SQL {
  const dir = sql.raw(order);
  // The ids through a sub-select, so that PostgreSQL counts ten people for them in every plan:
  // read as a value, a plan for the values counted the line's people (say 5) while the named
  // statement's generic plan counted ten, so for lines under ten the generic plan looked dearer
  // and PostgreSQL planned each execution again (1.6 ms at 1,000,000 meetings). The LIMITs are
  // in the text (rowCountLiteral) for the same reason: a `LIMIT $n` is 10 % of the rows to a
  // generic plan. docs/archive/performance-log.md, Scale "Sixth pass".
  const byPerson = (column: typeof meetings.managerId | typeof meetings.teamMemberId) => sql`
    select x.id, x.date, x.start_time
    from unnest((select ${ids}::int[])) as person(id)
    cross join lateral (
      select ${meetings.id} as id, ${meetings.date} as date, ${meetings.startTime} as start_time
      from ${meetings}
      where ${and(sql`${column} = person.id`, eq(meetings.organizationId, organizationId), ...conditions)}
      order by ${meetings.date} ${dir}, ${meetings.startTime} ${dir}, ${meetings.id} ${dir}
      limit ${rowCountLiteral(limit)}
    ) x`;
  // Without a de-duplicating step: a meeting of two people of the line is read twice (as their
  // manager's and as their team member's), so the first 2 × `limit` rows hold the first `limit`
  // meetings; `= any` reads each once, and the statement's own LIMIT keeps the first `limit`.
  // As an array (`array(select …)`, computed once before the statement) rather than
  // `in (select …)`: with the LIMITs in the text, the generic plan of a small database joined
  // `in`'s 102 ids by hash over a scan of every meeting (0.56 -> 1.54 ms for the request-path
  // bench's page); `= any` of an array is read by the primary key's index at every size.
  return sql`${meetings.id} = any(array(
    select page.id from (${byPerson(meetings.managerId)}
      union all ${byPerson(meetings.teamMemberId)}) page
    order by page.date ${dir}, page.start_time ${dir}, page.id ${dir}
    limit ${rowCountLiteral(2 * limit)}))`;
}

/**
 * A group of people inside a scope whose figures a page counts, as SQL: `members` on `users`
 * (organisation and active included) and, when the group is a list of ids, `memberMeetings`,
 * the same ids on `meetings.team_member_id` (PostgreSQL does not carry `users.id IN (...)`
 * across the join; without it the queries scan every meeting of the organisation).
 */
export interface Audience {
  actor: Actor;
  members: SQL;
  memberMeetings?: SQL;
}

export const TEAM_FIGURES_FORBIDDEN = 'Only managers can view team analytics';
export const MEMBER_NOT_FOUND = 'Team member not found';

const activeOf = (organizationId: number, only: SQL): SQL =>
  and(eq(users.organizationId, organizationId), eq(users.isActive, true), only)!;

/**
 * The actor's team (team pages of spec 2.10–2.15, GET /api/team-members): a Senior Manager's
 * organisation without its Senior Managers; a Manager/Supervisor's active reporting line (not
 * themselves).
 * @throws 403 for a Team Member or any role that manages nobody.
 */
export function teamOf(scope: Scope): Audience {
  const { actor } = scope;
  if (isSeniorManager(actor.role)) {
    return { actor, members: activeOf(actor.organizationId, ne(users.role, 'Senior Manager')) };
  }
  if (!isLineManager(actor.role)) throw forbidden(TEAM_FIGURES_FORBIDDEN);
  return onlyIds(scope, [...scope.line]);
}

/**
 * One person of the scope (spec 2.12 member page): `member` must pass {@link canSee}.
 * @throws 404 "Team member not found" otherwise (unknown, deactivated, foreign, out of line).
 */
export function memberOf(scope: Scope, member: UserRow | null): Audience & { member: UserRow } {
  if (!member || !canSee(scope, member)) throw notFound(MEMBER_NOT_FOUND);
  return { ...onlyIds(scope, [member.id]), member };
}

/** The active people `ids` of the actor's organisation (nobody when `ids` is empty). */
function onlyIds(scope: Scope, ids: readonly number[]): Audience {
  const { actor } = scope;
  if (ids.length === 0) return { actor, members: sql`false`, memberMeetings: sql`false` };
  return {
    actor,
    members: activeOf(actor.organizationId, inArray(users.id, [...ids])),
    memberMeetings: inArray(meetings.teamMemberId, [...ids]),
  };
}

/**
 * `audience` narrowed to the people `ids` (one page of a member list), keeping its other
 * fields. An empty `ids` selects nobody.
 */
export function narrowAudience<A extends Audience>(audience: A, ids: readonly number[]): A {
  if (ids.length === 0) return { ...audience, members: sql`false`, memberMeetings: sql`false` };
  return {
    ...audience,
    members: and(audience.members, inArray(users.id, [...ids]))!,
    memberMeetings: inArray(meetings.teamMemberId, [...ids]),
  };
}

/** An audience seen at the viewer's clock: `today` (`yyyy-MM-dd`) in their `timezone`. */
export type AudienceAt<A extends Audience = Audience> = A & { today: string; timezone: string };

/** `audience` at instant `now` on the actor's clock (users.timezone). */
export function audienceAt<A extends Audience>(audience: A, now: Date): AudienceAt<A> {
  const { timezone } = audience.actor;
  return { ...audience, today: todayIn(timezone, now), timezone };
}
