/**
 * The sort key of every paged list of people (directories, hierarchy levels, the pickers'
 * managers): first name, then last name (case-insensitive, empty names first), then id, as a
 * keyset (src/server/db/keyset.ts). The users_org_name_idx index holds the same expressions
 * after `organization_id`, so a page is an index range scan from the cursor. The key columns are
 * selected as SQL (`nameKeyColumns`) so the cursor carries exactly what PostgreSQL compared.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { keyset } from '../../db/keyset';
import { escapeLike } from '../meetings/meetings.filters';

const firstKey = sql<string>`lower(coalesce(${users.firstName}, ''))`;
const lastKey = sql<string>`lower(coalesce(${users.lastName}, ''))`;

/** The people keyset: `byName.orderBy`, `byName.after(cursor)`, `byName.page(rows, keyOf)`. */
export const byName = keyset([
  { expr: firstKey, type: 'text' },
  { expr: lastKey, type: 'text' },
  { expr: sql`${users.id}`, type: 'int' },
]);

/** Select these next to a person's columns; `nameKeyOf` reads the cursor key back from them. */
export const nameKeyColumns = { sortFirst: firstKey, sortLast: lastKey };

/** The key of a row selected with `nameKeyColumns` and the person's `id`. */
export const nameKeyOf = (row: {
  sortFirst: string;
  sortLast: string;
  id: number;
}): [string, string, number] => [row.sortFirst, row.sortLast, row.id];

const manager = alias(users, 'manager');

/**
 * `select` of people (`user`: the whole row, the name key columns) with their manager's name
 * parts (`managerFirstName`, `managerLastName`, `managerUsername`; null when the manager is
 * not an active person of the same organisation), joined in the same statement; the caller adds
 * `where`, order and limit. Used by the people lists and the directories.
 */
export function selectPeopleWithManagerName(db: DbOrTx) {
  return db
    .select({
      user: users,
      ...nameKeyColumns,
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
    );
}

/**
 * People whose first name, last name, "first last" or one of the `more` text columns of `users`
 * contains `search` (any case; `%` and `_` matched literally). Undefined for a blank search.
 * The pickers search usernames and e-mails, the directories e-mails, departments and job titles.
 */
export function peopleSearchSql(search: string | undefined, more: PgColumn[]): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    ...more.map((column) => ilike(column, pattern)),
  );
}
