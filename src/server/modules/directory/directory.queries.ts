/**
 * SQL building blocks of the directories (spec 2.18): the active people of one organisation
 * with their manager's name, and the search condition. Shared by the lists and the profile.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike } from '../meetings/meetings.filters';
import { sortByFirstName } from '../users/users.service';
import { presentDirectoryPerson } from './directory.presenter';
import type { DirectoryPerson } from '@/shared/schemas/directory';

const manager = alias(users, 'manager');

/** Active users of organisation `organizationId` whose role is one of `roles`. */
export function activeWithRoles(organizationId: number, roles: readonly string[]): SQL {
  return and(
    eq(users.organizationId, organizationId),
    eq(users.isActive, true),
    inArray(users.role, [...roles]),
  )!;
}

/**
 * Case-insensitive substring search over first name, last name, "first last", e-mail,
 * department and job title; `%` and `_` are matched literally. Undefined for an empty search.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    ilike(users.email, pattern),
    ilike(users.department, pattern),
    ilike(users.jobTitle, pattern),
  );
}

/**
 * The people matching `where`, presented with their manager's name (the manager must be active
 * and of the same organisation), sorted by first name, last name, id. One query.
 */
export async function selectDirectoryPeople(db: DbOrTx, where: SQL): Promise<DirectoryPerson[]> {
  const rows = await db
    .select({
      user: users,
      managerFirstName: manager.firstName,
      managerLastName: manager.lastName,
      managerUsername: manager.username,
    })
    .from(users)
    .leftJoin(
      manager,
      and(
        eq(manager.id, users.managerId),
        eq(manager.organizationId, users.organizationId),
        eq(manager.isActive, true),
      ),
    )
    .where(where);
  const sorted = sortByFirstName(rows.map((r) => ({ ...r.user, row: r })));
  return sorted.map(({ row }) =>
    presentDirectoryPerson(row.user, {
      firstName: row.managerFirstName,
      lastName: row.managerLastName,
      username: row.managerUsername,
    }),
  );
}
