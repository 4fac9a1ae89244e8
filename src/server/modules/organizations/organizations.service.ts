/**
 * Organisation reads (spec 3 "Organization hierarchy", spec 7). A caller only ever reaches their
 * own organisation; any other id is answered as not found.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, type OrganizationRow, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { notFound } from '../../http/errors';
import { listVisibleUsersFor } from '../users/users.service';

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

export interface HierarchyRows {
  seniorManagers: UserRow[];
  managers: UserRow[];
  supervisors: UserRow[];
  teamMembers: UserRow[];
}

/**
 * GET /api/organizations/{id}/hierarchy: the active people of the actor's organisation, by role,
 * each list sorted by first name, limited to those the actor may see (users.policy
 * `canSeeUser`: a Senior Manager sees everyone).
 * @throws 404 when `organizationId` is not the actor's.
 */
export async function getHierarchy({
  db,
  actor,
  organizationId,
}: {
  db: DbOrTx;
  actor: Actor;
  organizationId: number;
}): Promise<HierarchyRows> {
  if (organizationId !== actor.organizationId) throw notFound('Organization not found');
  const visible = await listVisibleUsersFor({ db, actor });
  const byRole = (role: string) => visible.filter((u) => u.role === role);
  return {
    seniorManagers: byRole('Senior Manager'),
    managers: byRole('Manager'),
    supervisors: byRole('Supervisor'),
    teamMembers: byRole('Team Member'),
  };
}
