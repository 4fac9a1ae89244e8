/**
 * Organisation reads (spec 3 "Organization hierarchy", spec 7). A caller only ever reaches their
 * own organisation; any other id is answered as not found.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@/shared/schemas/page';
import { HIERARCHY_LEVELS, type HierarchyLevel, type HierarchyQuery } from '@/shared/schemas/user';
import type { DbOrTx } from '../../db/client';
import { organizations, users, type OrganizationRow, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { fieldError, notFound } from '../../http/errors';
import { scopeOf } from '../../access/scope';
import { visiblePeopleSql } from '../users/users.policy';
import { byName, nameKeyColumns, nameKeyOf } from '../users/people-page';

/** 400 on `level`: a hierarchy cursor belongs to one level. */
export const LEVEL_REQUIRED = 'Level is required with a cursor';

/** The actor's own organisation. @throws 404 if it vanished (cannot happen while signed in). */
export async function getOwnOrganization({ db, actor }: { db: DbOrTx; actor: Actor }) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, actor.organizationId))
    .limit(1);
  if (!row) throw notFound('Organization not found');
  return row satisfies OrganizationRow;
}

export interface HierarchyLevelRows {
  people: UserRow[];
  total: number;
  nextCursor: string | null;
}
export type HierarchyRows = Partial<Record<HierarchyLevel, HierarchyLevelRows>>;

/**
 * GET /api/organizations/{id}/hierarchy: the active people of the actor's organisation the
 * actor may see (users.policy `canSeeUser`, as SQL `visiblePeopleSql`: a Senior Manager sees
 * everyone), by level (role). With `query.level`, one keyset page of that level after
 * `query.cursor`; without it, the first page of each level. A page is `PAGE_SIZE` people by
 * first name, last name, id (people-page.ts); `total` counts the level over every page.
 * Statements: the scope (Manager/Supervisor: 2), one count by role, one per level asked.
 * @throws 404 when `organizationId` is not the actor's; 400 on `level` when a `cursor` comes
 *   without it, on `cursor` when it is not one this API gave out.
 */
export async function getHierarchy({
  db,
  actor,
  organizationId,
  query = {},
}: {
  db: DbOrTx;
  actor: Actor;
  organizationId: number;
  query?: HierarchyQuery;
}): Promise<HierarchyRows> {
  if (organizationId !== actor.organizationId) throw notFound('Organization not found');
  if (query.cursor && !query.level) throw fieldError('level', LEVEL_REQUIRED);
  const visible = visiblePeopleSql(actor, await scopeOf(db, actor, { withChain: true }));
  const levels = query.level ? [query.level] : (Object.keys(HIERARCHY_LEVELS) as HierarchyLevel[]);
  const totals = await db
    .select({ role: users.role, n: sql`count(*)`.mapWith(Number) })
    .from(users)
    .where(visible)
    .groupBy(users.role);
  const result: HierarchyRows = {};
  for (const level of levels) {
    const role = HIERARCHY_LEVELS[level];
    const rows = await db
      .select({ user: users, ...nameKeyColumns })
      .from(users)
      .where(and(visible, eq(users.role, role), byName.after(query.cursor)))
      .orderBy(...byName.orderBy)
      .limit(PAGE_SIZE + 1);
    const page = byName.page(rows, (r) => nameKeyOf({ ...r, id: r.user.id }));
    result[level] = {
      people: page.items.map((r) => r.user),
      total: totals.find((t) => t.role === role)?.n ?? 0,
      nextCursor: page.nextCursor,
    };
  }
  return result;
}
