/**
 * The reporting line of a person: everyone below them through `users.manager_id`, transitively
 * (docs/product-rules.md: a Manager or Supervisor reads their own data and that of their reporting line).
 * One recursive CTE; `UNION` (not `UNION ALL`) so a corrupt cycle cannot loop forever.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Ids of every user (active or deactivated) below `actor`, transitively, in the actor's
 * organisation, excluding the actor. Order is unspecified.
 * @param actor `{ id, organizationId }` of the person whose line is wanted.
 * @returns user ids; `[]` when nobody reports to the actor.
 */
export async function reportingLineIds(
  db: DbOrTx,
  actor: { id: number; organizationId: number },
): Promise<number[]> {
  // Both drivers (pg and PGlite) answer `{ rows }`; the generic Db type leaves it unknown.
  const result = (await db.execute(sql`
    with recursive line(id) as (
      select u.id from users u
        where u.manager_id = ${actor.id} and u.organization_id = ${actor.organizationId}
      union
      select u.id from users u
        join line l on u.manager_id = l.id
        where u.organization_id = ${actor.organizationId}
    )
    select id from line where id <> ${actor.id}
  `)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Ids of the people above `actor` (their manager, that manager's manager, …), in the actor's
 * organisation, excluding the actor. Used by the visibility rule of GET /api/users/{id}.
 */
export async function managerChainIds(
  db: DbOrTx,
  actor: { id: number; organizationId: number },
): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive chain(id) as (
      select u.manager_id from users u
        where u.id = ${actor.id} and u.organization_id = ${actor.organizationId}
          and u.manager_id is not null
      union
      select u.manager_id from users u
        join chain c on u.id = c.id
        where u.organization_id = ${actor.organizationId} and u.manager_id is not null
    )
    select c.id from chain c
      join users u on u.id = c.id and u.organization_id = ${actor.organizationId}
      where c.id <> ${actor.id}
  `)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}
