/**
 * Who the analytics figures are about (spec 2.10–2.15, 6; docs/product-rules.md):
 * - Manager / Supervisor: the active people of their reporting line (transitively);
 * - Senior Manager: every active person of the organisation who is not a Senior Manager;
 * - Team Member (and any other role): no team-wide figures (403), only their own member page.
 * A member's meetings are those whose `teamMemberId` is the member, in the same organisation.
 * "Today" is the viewer's calendar day in their timezone (users.timezone).
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { todayIn } from '@/shared/domain/dates';
import { isLineManager, isSeniorManager } from '@/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { meetings, users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { reportingLineIds } from '../users/reporting-line';
import { findActiveUser } from '../users/users.service';

/** The members an analytics call counts, as a condition on `users`, plus the viewer's clock. */
export interface AnalyticsScope {
  actor: Actor;
  /** SQL condition on the `users` table selecting the members (organisation and active included). */
  members: SQL;
  /**
   * When the members are a list of ids (a reporting line, or a page of members, narrowScope):
   * the same ids as a condition on `meetings.team_member_id`. PostgreSQL does not carry
   * `users.id IN (...)` across the join, so without it the queries scan every meeting of the
   * organisation instead of using the team-member indexes of meetings.
   */
  memberMeetings?: SQL;
  /** The viewer's today, `yyyy-MM-dd`. */
  today: string;
  timezone: string;
}

export const TEAM_ANALYTICS_FORBIDDEN = 'Only managers can view team analytics';
export const MEMBER_NOT_FOUND = 'Team member not found';

/** The viewer's clock: today in their timezone at instant `now`. */
export function clockOf(actor: Actor, now: Date): { today: string; timezone: string } {
  return { today: todayIn(actor.timezone, now), timezone: actor.timezone };
}

/** Condition selecting the active users of `organizationId` among `ids` (false when `ids` is empty). */
function activeMembers(organizationId: number, only: SQL): SQL {
  return and(eq(users.organizationId, organizationId), eq(users.isActive, true), only)!;
}

/**
 * The team-wide scope of `actor` (one query for a line manager, none for a Senior Manager).
 * @throws 403 for a Team Member or any role that manages nobody.
 */
export async function teamScopeOf({
  db,
  actor,
  now,
}: {
  db: DbOrTx;
  actor: Actor;
  now: Date;
}): Promise<AnalyticsScope> {
  const clock = clockOf(actor, now);
  if (isSeniorManager(actor.role)) {
    const members = activeMembers(actor.organizationId, ne(users.role, 'Senior Manager'));
    return { actor, members, ...clock };
  }
  if (!isLineManager(actor.role)) throw forbidden(TEAM_ANALYTICS_FORBIDDEN);
  const line = await reportingLineIds(db, actor);
  if (line.length === 0) {
    return { actor, members: sql`false`, memberMeetings: sql`false`, ...clock };
  }
  return {
    actor,
    members: activeMembers(actor.organizationId, inArray(users.id, line)),
    memberMeetings: inArray(meetings.teamMemberId, line),
    ...clock,
  };
}

/**
 * The member page scope (spec 2.12): the target user alone, when `actor` may read them — a
 * Senior Manager anyone active in the organisation, a Manager/Supervisor themselves or their
 * line, anyone else only themselves.
 * @throws 404 "Team member not found" otherwise (unknown, deactivated, foreign or out of line).
 */
export async function memberScopeOf({
  db,
  actor,
  memberId,
  now,
}: {
  db: DbOrTx;
  actor: Actor;
  memberId: number;
  now: Date;
}): Promise<AnalyticsScope & { member: UserRow }> {
  const member = await findActiveUser(db, actor.organizationId, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  let allowed = member.id === actor.id || isSeniorManager(actor.role);
  if (!allowed && isLineManager(actor.role)) {
    allowed = (await reportingLineIds(db, actor)).includes(member.id);
  }
  if (!allowed) throw notFound(MEMBER_NOT_FOUND);
  const members = activeMembers(actor.organizationId, eq(users.id, member.id));
  return { actor, members, member, ...clockOf(actor, now) };
}

/**
 * `scope` narrowed to the members `ids` (one page of a member list): the lists of a page are
 * read for its members only. An empty `ids` selects nobody.
 */
export function narrowScope(scope: AnalyticsScope, ids: readonly number[]): AnalyticsScope {
  if (ids.length === 0) return { ...scope, members: sql`false`, memberMeetings: sql`false` };
  return {
    ...scope,
    members: and(scope.members, inArray(users.id, [...ids]))!,
    memberMeetings: inArray(meetings.teamMemberId, [...ids]),
  };
}
