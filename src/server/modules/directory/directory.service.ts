/**
 * The two directories of spec 2.18, read by everyone signed in, always within their own
 * organisation and among active people only (a directory: no reporting-line restriction).
 * - All Managers: Senior Managers, Managers and Supervisors (every managing role; the spec's
 *   management listing treats these three as managers).
 * - All Team Members: Managers, Supervisors and Team Members (senior managers excluded).
 * Searching, filtering, counting and paging happen in SQL: two queries per call (one keyset page
 * of the people, `PAGE_SIZE` by name after `cursor`; and one aggregate row for the counters).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  DIRECTORY_MANAGER_ROLES,
  DIRECTORY_MEMBER_ROLES,
  type ManagersDirectory,
  type ManagersDirectoryQuery,
  type TeamMembersDirectory,
  type TeamMembersDirectoryQuery,
} from '@/shared/schemas/directory';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../context';
import { activeWithRoles, searchCondition, selectDirectoryPeople } from './directory.queries';

const count = (filter?: ReturnType<typeof sql>) =>
  (filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`).mapWith(Number);

/**
 * GET /api/directory/managers: one page of the organisation's managing people matching
 * `query.search` (name, e-mail, department, job title) after `query.cursor`, and a summary of the whole directory (before the
 * search): how many managers, and how many distinct departments, job titles and companies.
 */
export async function listManagersDirectory({
  db,
  actor,
  query,
}: {
  db: DbOrTx;
  actor: Actor;
  query: ManagersDirectoryQuery;
}): Promise<ManagersDirectory> {
  const all = activeWithRoles(actor.organizationId, DIRECTORY_MANAGER_ROLES);
  const search = searchCondition(query.search);
  const page = await selectDirectoryPeople(db, search ? and(all, search)! : all, {
    cursor: query.cursor,
  });
  const [summary] = await db
    .select({
      managers: count(),
      matching: count(search),
      departments: sql`count(distinct ${users.department})`.mapWith(Number),
      jobTitles: sql`count(distinct ${users.jobTitle})`.mapWith(Number),
      companies: sql`count(distinct ${users.company})`.mapWith(Number),
    })
    .from(users)
    .where(all);
  const { matching, ...s } = summary ?? {
    managers: 0,
    matching: 0,
    departments: 0,
    jobTitles: 0,
    companies: 0,
  };
  return { ...page, total: s.managers, matching, summary: s };
}

/**
 * GET /api/directory/team-members: one page (after `query.cursor`) of the organisation's
 * Managers, Supervisors and Team Members matching `query` (search over first name, last name, full name, e-mail, job title and
 * department; exact department; role). `total` and `counters` describe the whole directory
 * before search and filters: total people, managers (Manager or Supervisor), team members,
 * distinct departments; `matching` those matching `query`; `departments` lists the distinct
 * departments, sorted, for the filter.
 * @throws 400 on `cursor` when it is not one this API gave out.
 */
export async function listTeamMembersDirectory({
  db,
  actor,
  query,
}: {
  db: DbOrTx;
  actor: Actor;
  query: TeamMembersDirectoryQuery;
}): Promise<TeamMembersDirectory> {
  const all = activeWithRoles(actor.organizationId, DIRECTORY_MEMBER_ROLES);
  const conditions = [all, searchCondition(query.search)];
  const department = query.department?.trim();
  if (department && department !== 'all') conditions.push(eq(users.department, department));
  if (query.role && query.role !== 'all') conditions.push(eq(users.role, query.role));
  const page = await selectDirectoryPeople(db, and(...conditions)!, { cursor: query.cursor });
  const [row] = await db
    .select({
      total: count(),
      matching: count(and(...conditions.slice(1))),
      managers: count(sql`${users.role} in ('Manager', 'Supervisor')`),
      teamMembers: count(sql`${users.role} = 'Team Member'`),
      departments: sql<
        string[] | null
      >`array_agg(distinct ${users.department}) filter (where ${users.department} is not null)`,
    })
    .from(users)
    .where(all);
  const departments = [...(row?.departments ?? [])].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
  const total = row?.total ?? 0;
  return {
    ...page,
    total,
    matching: row?.matching ?? 0,
    counters: {
      total,
      managers: row?.managers ?? 0,
      teamMembers: row?.teamMembers ?? 0,
      departments: departments.length,
    },
    departments,
  };
}
