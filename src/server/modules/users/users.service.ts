/**
 * Reading people (spec 2.4, 2.5, 2.18, 7; docs/product-rules.md). Every query is scoped to the actor's
 * organisation and to active users; lists are sorted by first name, then last name, then id.
 * The pickers' lists (all users, managers, team) are in people-lists.ts.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { notFound } from '../../http/errors';
import { scopeOf } from '../../access/scope';
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
