/**
 * Server-side checks of a meeting's values beyond the shared schema (spec 2.7, 5; docs/product-rules.md):
 * the date is not in the past in the meeting's timezone, the timezone is set, the participant
 * is an active person within the scheduler's scope and the manager is a manager of the org.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { canManagePeople } from '@/shared/permissions';
import { todayIn } from '@/shared/domain/dates';
import { timezoneOrDefault } from '@/shared/domain/timezones';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { INT4_MAX } from './meetings.filters';
import { isPersonInScope, type Scope } from '../../access/scope';

export const PAST_DATE_MESSAGE = 'Date cannot be in the past';
export const PARTICIPANT_MESSAGE = 'Please select a participant from your team';

/**
 * @param date local `yyyy-MM-dd`; @param timezone IANA name the date is read in.
 * @throws 400 on `date` "Date cannot be in the past" when `date` is before today there.
 */
export function assertNotPast(date: string, timezone: string, now: Date): void {
  if (date < todayIn(timezone, now)) throw fieldError('date', PAST_DATE_MESSAGE);
}

/**
 * The meeting's timezone: `requested` when given (already checked and canonical: the shared
 * `timezoneSchema`), else `fallback` (the scheduler's) read with `timezoneOrDefault`, so a
 * stored zone that is no longer one (product rule 9) schedules in UTC instead of failing.
 */
export function resolveTimezone(requested: string | undefined, fallback: string): string {
  return requested || timezoneOrDefault(fallback);
}

/** Loads the users `ids` of the actor's organisation (full rows, e.g. for mail), by id. */
export async function loadPeople(
  db: DbOrTx,
  organizationId: number,
  ids: number[],
): Promise<Map<number, UserRow>> {
  const wanted = [...new Set(ids)].filter((id) => id <= INT4_MAX);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.organizationId, organizationId)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The manager of a new meeting: the actor, unless a Senior Manager names another active
 * Senior Manager, Manager or Supervisor of the organisation. Other roles' `requested` is ignored.
 * @throws 400 on `managerId` when a Senior Manager names someone else.
 */
export async function resolveManager(
  db: DbOrTx,
  scope: Scope,
  requested: number | undefined,
): Promise<UserRow> {
  const { actor } = scope;
  if (requested === undefined || requested === actor.id || scope.people !== null) return actor;
  const manager = (await loadPeople(db, actor.organizationId, [requested])).get(requested);
  if (!manager || !manager.isActive || !canManagePeople(manager.role)) {
    throw fieldError('managerId', 'Please select a manager of your organisation');
  }
  return manager;
}

/**
 * The participant (team member) of a meeting: an active user of the organisation within the
 * actor's scope (a Senior Manager: anyone; a Manager or Supervisor: their reporting line),
 * who is not the meeting's manager.
 * @throws 400 on `teamMemberId` otherwise.
 */
export async function resolveParticipant(
  db: DbOrTx,
  scope: Scope,
  teamMemberId: number,
  managerId: number,
): Promise<UserRow> {
  const person = (await loadPeople(db, scope.actor.organizationId, [teamMemberId])).get(
    teamMemberId,
  );
  if (
    !person ||
    !person.isActive ||
    teamMemberId === managerId ||
    teamMemberId === scope.actor.id ||
    !isPersonInScope(scope, teamMemberId)
  ) {
    throw fieldError('teamMemberId', PARTICIPANT_MESSAGE);
  }
  return person;
}
