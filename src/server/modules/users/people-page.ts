/**
 * The sort key of every paged list of people (directories, hierarchy levels, the pickers'
 * managers): first name, then last name (case-insensitive, empty names first), then id, as a
 * keyset (src/server/db/keyset.ts). The users_org_name_idx index holds the same expressions
 * after `organization_id`, so a page is an index range scan from the cursor. The key columns are
 * selected as SQL (`nameKeyColumns`) so the cursor carries exactly what PostgreSQL compared.
 */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { keyset } from '../../db/keyset';

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
