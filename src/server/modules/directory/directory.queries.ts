/**
 * SQL building blocks of the directories (spec 2.18): the active people of one organisation
 * with their manager's name, and the search condition. Shared by the lists and the profile.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import {
  byName,
  nameKeyOf,
  peopleSearchSql,
  selectPeopleWithManagerName,
} from '../users/people-page';
import { PAGE_SIZE } from '@/shared/schemas/page';
import { presentDirectoryPerson } from './directory.presenter';
import type { DirectoryPerson } from '@/shared/schemas/directory';

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
 * department and job title (`peopleSearchSql`). Undefined for an empty search.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  return peopleSearchSql(search, [users.email, users.department, users.jobTitle]);
}

/**
 * The people matching `where`, presented with their manager's name (the manager must be active
 * and of the same organisation), sorted by first name, last name, id (people-page.ts `byName`).
 * With `page`, one keyset page: at most `page.size` people after `page.cursor`, and the cursor
 * of the next page (null when no more). One query.
 * @throws 400 on `cursor` when it is not one this API gave out.
 */
export async function selectDirectoryPeople(
  db: DbOrTx,
  where: SQL,
  page?: { cursor?: string; size?: number },
): Promise<{ people: DirectoryPerson[]; nextCursor: string | null }> {
  const size = page?.size ?? PAGE_SIZE;
  const query = selectPeopleWithManagerName(db)
    .where(page ? and(where, byName.after(page.cursor)) : where)
    .orderBy(...byName.orderBy);
  const rows = page ? await query.limit(size + 1) : await query;
  const cut = page
    ? byName.page(rows, (r) => nameKeyOf({ ...r, id: r.user.id }), size)
    : { items: rows, nextCursor: null };
  return {
    people: cut.items.map((row) =>
      presentDirectoryPerson(row.user, {
        firstName: row.managerFirstName,
        lastName: row.managerLastName,
        username: row.managerUsername,
      }),
    ),
    nextCursor: cut.nextCursor,
  };
}
