/**
 * The Executive Dashboard's stat cards (spec 2.5): Team Members, All Meetings, Team Progress
 * and Departments, computed with two SQL aggregate queries (no rows leave the database): the
 * people from `users`, the meetings from organization_figures (at most 16 rows, whatever the
 * number of meetings and members; docs/decisions/0021-member-figures.md).
 * Senior Manager only, and only for their own organisation.
 */
import { and, eq, sql } from 'drizzle-orm';
import { completionRate } from '@/shared/domain/metrics';
import { isSeniorManager } from '@/shared/permissions';
import type { OrganizationSummary } from '@/shared/schemas/counts';
import type { DbOrTx } from '../../db/client';
import { organizationFigures, users } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden, notFound } from '../../http/errors';

/** `count(*) FILTER (WHERE role = $role)` as a number. */
const countRole = (role: string) =>
  sql<number>`count(*) filter (where ${users.role} = ${role})`.mapWith(Number);

/** Department names compared trimmed and case-insensitively. */
const departmentKey = sql`lower(trim(${users.department}))`;

/**
 * GET /api/organizations/{id}/summary: active people by role, meetings (total and completed),
 * the completion rate (spec 9) and the distinct departments among Supervisors and Team
 * Members (spec 2.5).
 * @throws 404 when `organizationId` is not the actor's; 403 when the actor is not a Senior
 *   Manager.
 */
export async function getOrganizationSummary({
  db,
  actor,
  organizationId,
}: {
  db: DbOrTx;
  actor: Actor;
  organizationId: number;
}): Promise<OrganizationSummary> {
  if (organizationId !== actor.organizationId) throw notFound('Organization not found');
  if (!isSeniorManager(actor.role)) {
    throw forbidden('Only a Senior Manager can view the organisation summary');
  }
  const [people] = await db
    .select({
      seniorManagers: countRole('Senior Manager'),
      managers: countRole('Manager'),
      supervisors: countRole('Supervisor'),
      teamMembers: countRole('Team Member'),
      total: sql<number>`count(*)`.mapWith(Number),
      departments:
        sql<number>`count(distinct ${departmentKey}) filter (where ${users.role} in (${'Supervisor'}, ${'Team Member'}) and ${departmentKey} <> '')`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
  // organization_figures (migration 0028) holds every meeting of the organisation once, in at
  // most 16 stripes.
  const o = organizationFigures;
  const [meetingCounts] = await db
    .select({
      total: sql<number>`coalesce(sum(${o.meetings}), 0)`.mapWith(Number),
      completed: sql<number>`coalesce(sum(${o.completed}), 0)`.mapWith(Number),
    })
    .from(o)
    .where(eq(o.organizationId, organizationId));
  const total = meetingCounts?.total ?? 0;
  const completed = meetingCounts?.completed ?? 0;
  return {
    people: {
      seniorManagers: people?.seniorManagers ?? 0,
      managers: people?.managers ?? 0,
      supervisors: people?.supervisors ?? 0,
      teamMembers: people?.teamMembers ?? 0,
      total: people?.total ?? 0,
    },
    meetings: { total, completed },
    completionRate: completionRate(completed, total),
    departments: people?.departments ?? 0,
  };
}
