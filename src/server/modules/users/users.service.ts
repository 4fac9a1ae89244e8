/**
 * Reading people (spec 2.4, 2.5, 2.18, 7; docs/product-rules.md). Every query is scoped to the actor's
 * organisation and to active users; lists are sorted by first name, then last name, then id.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { isLineManager, isSeniorManager } from '@/shared/permissions';
import { MANAGING_ROLES } from '@/shared/domain/constants';
import { forbidden, notFound } from '../../http/errors';
import { scopeOf, teamOf, visibleUsersSql } from '../../access/scope';
import { canSeeUser } from './users.policy';

/** Largest value of a PostgreSQL `integer`; larger ids cannot exist (and would make PG throw). */
export const MAX_ID = 2_147_483_647;

/** Parses a path id; anything but a positive 32-bit integer is a 404 (never a 400 or 500). */
export function parseIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/** Sorts users by first name, then last name, then id (locale-aware, case-insensitive). */
export function sortByFirstName<T extends Pick<UserRow, 'firstName' | 'lastName' | 'id'>>(
  rows: T[],
): T[] {
  const cmp = (a: string | null, b: string | null) =>
    (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' });
  return [...rows].sort(
    (a, b) => cmp(a.firstName, b.firstName) || cmp(a.lastName, b.lastName) || a.id - b.id,
  );
}

const activeIn = (organizationId: number) =>
  and(eq(users.organizationId, organizationId), eq(users.isActive, true));

/** Active users of the actor's organisation whose id is in `ids`. */
async function activeUsersById(db: DbOrTx, actor: Actor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(activeIn(actor.organizationId), inArray(users.id, ids)));
}

/**
 * GET /api/all-users: whom the actor may pick as a participant. Senior Manager: the whole
 * organisation; Manager/Supervisor: themselves and their line (their scope); Team Member:
 * themselves and their manager.
 */
export async function listAllUsersFor({ db, actor }: { db: DbOrTx; actor: Actor }) {
  if (isSeniorManager(actor.role) || isLineManager(actor.role)) {
    const scope = await scopeOf(db, actor);
    return sortByFirstName(await db.select().from(users).where(visibleUsersSql(scope)));
  }
  const ids = actor.managerId ? [actor.id, actor.managerId] : [actor.id];
  return sortByFirstName(await activeUsersById(db, actor, ids));
}

/**
 * GET /api/team-members: the actor's team (access/scope.ts `teamOf`): Senior Manager: every
 * non-senior user of the organisation; Manager/Supervisor: their line. The caller checks
 * `canManageTeam` first (Team Member: 403).
 */
export async function listTeamMembersFor({ db, actor }: { db: DbOrTx; actor: Actor }) {
  const team = teamOf(await scopeOf(db, actor));
  return sortByFirstName(await db.select().from(users).where(team.members));
}

/**
 * GET /api/team-members?status=deactivated: the deactivated people of the organisation, for a
 * Senior Manager (who may reactivate them).
 * @throws 403 for other roles.
 */
export async function listDeactivatedFor({ db, actor }: { db: DbOrTx; actor: Actor }) {
  if (!isSeniorManager(actor.role)) {
    throw forbidden('Only a Senior Manager can see deactivated people');
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, actor.organizationId), eq(users.isActive, false)));
  return sortByFirstName(rows);
}

/** GET /api/managers: the organisation's managing users (Senior Manager, Manager, Supervisor). */
export async function listManagersFor({ db, actor }: { db: DbOrTx; actor: Actor }) {
  const rows = await db
    .select()
    .from(users)
    .where(and(activeIn(actor.organizationId), inArray(users.role, [...MANAGING_ROLES])));
  return sortByFirstName(rows);
}

/** GET /api/senior-managers: the organisation's Senior Managers. */
export async function listSeniorManagersFor({ db, actor }: { db: DbOrTx; actor: Actor }) {
  const rows = await db
    .select()
    .from(users)
    .where(and(activeIn(actor.organizationId), eq(users.role, 'Senior Manager')));
  return sortByFirstName(rows);
}

/** Every active user of the actor's organisation the actor may see (hierarchy view). */
export async function listVisibleUsersFor({ db, actor }: { db: DbOrTx; actor: Actor }) {
  const scope = await scopeOf(db, actor, { withChain: true });
  const rows = await db.select().from(users).where(activeIn(actor.organizationId));
  return sortByFirstName(rows.filter((row) => canSeeUser(actor, row, scope)));
}

/** The active user `userId` of the actor's organisation, or null. */
export async function findActiveUser(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<UserRow | null> {
  if (userId < 1 || userId > MAX_ID) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(activeIn(organizationId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/users/{id}: the user if the actor may see them (see `canSeeUser`).
 * @throws 404 when unknown, deactivated, of another organisation or not visible.
 */
export async function getUserFor({
  db,
  actor,
  userId,
}: {
  db: DbOrTx;
  actor: Actor;
  userId: number;
}) {
  const target = await findActiveUser(db, actor.organizationId, userId);
  if (!target) throw notFound('User not found');
  const scope = await scopeOf(db, actor, { withChain: true });
  if (!canSeeUser(actor, target, scope)) throw notFound('User not found');
  return { target, scope };
}

/** True when another user (any organisation, active or not) already uses `email` (any case). */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: number) {
  const sameEmail = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameEmail, ne(users.id, exceptUserId)) : sameEmail)
    .limit(1);
  return Boolean(row);
}
