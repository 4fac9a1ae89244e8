/**
 * The manager profile (GET /api/directory/managers/{id}): the
 * person, their direct reports with each one's last and next 1:1 with this manager, and the
 * manager's 1:1 cadence. Definitions (dates are local meeting dates compared with the viewer's
 * today, `yyyy-MM-dd` in the viewer's timezone):
 * - last 1:1: the latest meeting of the manager with that report dated before today, or dated
 *   today and no longer scheduled (in progress or completed); any status, shown with it;
 * - next 1:1: the earliest upcoming meeting (src/shared/domain/figures.ts: scheduled, dated today
 *   or later);
 * - held in the last 30 / 90 days: the manager's meetings (as manager, with anyone) completed
 *   and dated within today and the 29 / 89 days before;
 * - overdue: the manager's overdue meetings (figures.ts: scheduled, dated before today; spec 4).
 * Queries: the person, the reports, the actor's reporting line (a Manager/Supervisor only), then one query for every
 * report's last and next 1:1 and one aggregate for the cadence: no query per report.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, todayIn } from '@/shared/domain/dates';
import { overdueMeetingSql, upcomingMeetingSql } from '@/shared/domain/figures.sql';
import type { MeetingStatus } from '@/shared/domain/constants';
import type { DirectReport, ManagerProfile, ProfileMeeting } from '@/shared/schemas/directory';
import { DIRECTORY_MANAGER_ROLES } from '@/shared/schemas/directory';
import type { DbOrTx } from '../../db/client';
import { meetings, users } from '../../db/schema';
import type { Actor } from '../../context';
import { notFound } from '../../http/errors';
import { scopeOf } from '../../access/scope';
import { activeWithRoles, selectDirectoryPeople } from './directory.queries';
import { canSeeProfileMeetings } from './directory.policy';

export const MANAGER_NOT_FOUND = 'Manager not found';

type Row = {
  kind: 'last' | 'next';
  team_member_id: number | string;
  id: number | string;
  date: string;
  start_time: string;
  status: string;
};

/** Every report's last and next 1:1 with `managerId`, keyed by the report's id. One query. */
async function lastAndNextByReport(
  db: DbOrTx,
  organizationId: number,
  managerId: number,
  today: string,
): Promise<Map<number, { last: ProfileMeeting | null; next: ProfileMeeting | null }>> {
  // Per report, LATERAL LIMIT 1 walks: the latest meeting from today backwards
  // (meetings_team_member_date_idx) and the first scheduled one from today on
  // (meetings_scheduled_member_date_idx), so the cost follows the reports, not the manager's
  // history. The ORDER BY of each ends with the index's own columns, so the LIMIT bounds it.
  const cols = sql`m.team_member_id, m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.start_time,
    m.status`;
  const m = { status: sql`m.status`, date: sql`m.date` };
  const ofReport = sql`m.team_member_id = u.id and m.organization_id = ${organizationId}
    and m.manager_id = ${managerId}`;
  const result = (await db.execute(sql`
    select x.* from users u cross join lateral (
      (select 'last'::text as kind, ${cols} from meetings m
        where ${ofReport} and m.date <= ${today}
          and (m.date < ${today} or m.status <> 'scheduled')
        order by m.date desc, m.start_time desc, m.id desc limit 1)
      union all
      (select 'next'::text as kind, ${cols} from meetings m
        where ${ofReport} and ${upcomingMeetingSql(m, today)}
        order by m.date asc, m.start_time asc, m.id asc limit 1)
    ) x
    where u.manager_id = ${managerId} and u.organization_id = ${organizationId} and u.is_active
  `)) as unknown as { rows: Row[] };
  const byReport = new Map<number, { last: ProfileMeeting | null; next: ProfileMeeting | null }>();
  for (const r of result.rows) {
    const reportId = Number(r.team_member_id);
    const entry = byReport.get(reportId) ?? { last: null, next: null };
    entry[r.kind] = {
      id: Number(r.id),
      date: r.date,
      startTime: r.start_time,
      status: r.status as MeetingStatus,
    };
    byReport.set(reportId, entry);
  }
  return byReport;
}

/**
 * The manager's cadence figures (see the module comment). One statement of three counts, each
 * a range of meetings_org_manager_status_date_idx (migration 0029) read without the table: the
 * completed meetings of the last 30 and 90 days, the scheduled ones dated before today (the
 * overdue ones, figures.ts), so the cost follows those meetings, not the manager's history.
 */
async function cadenceOf(db: DbOrTx, organizationId: number, managerId: number, today: string) {
  const ofManager = and(
    eq(meetings.organizationId, organizationId),
    eq(meetings.managerId, managerId),
  );
  const countWhere = (where: SQL) =>
    sql<number>`(${db
      .select({ n: sql`count(*)` })
      .from(meetings)
      .where(and(ofManager, where))})`.mapWith(Number);
  const completedSince = (from: string) =>
    countWhere(
      and(eq(meetings.status, 'completed'), gte(meetings.date, from), lte(meetings.date, today))!,
    );
  const [row] = await db
    .select({
      heldLast30Days: completedSince(addDays(today, -29)),
      heldLast90Days: completedSince(addDays(today, -89)),
      overdue: countWhere(overdueMeetingSql(meetings, today)),
    })
    .from(sql`(select 1) as one`);
  return row ?? { heldLast30Days: 0, heldLast90Days: 0, overdue: 0 };
}

/**
 * GET /api/directory/managers/{id} for `actor` at instant `now`.
 * @throws 404 "Manager not found" unless `managerId` is an active Senior Manager, Manager or
 *   Supervisor of the actor's organisation.
 */
export async function getManagerProfile({
  db,
  actor,
  managerId,
  now,
}: {
  db: DbOrTx;
  actor: Actor;
  managerId: number;
  now: Date;
}): Promise<ManagerProfile> {
  const org = actor.organizationId;
  const {
    people: [person],
  } = await selectDirectoryPeople(
    db,
    and(activeWithRoles(org, DIRECTORY_MANAGER_ROLES), eq(users.id, managerId))!,
  );
  if (!person) throw notFound(MANAGER_NOT_FOUND);
  const { people: reports } = await selectDirectoryPeople(
    db,
    and(eq(users.organizationId, org), eq(users.isActive, true), eq(users.managerId, managerId))!,
  );
  const canSeeMeetings = canSeeProfileMeetings(await scopeOf(db, actor), managerId);
  const today = todayIn(actor.timezone, now);
  const meetingsByReport =
    canSeeMeetings && reports.length > 0
      ? await lastAndNextByReport(db, org, managerId, today)
      : new Map<number, { last: ProfileMeeting | null; next: ProfileMeeting | null }>();
  const directReports: DirectReport[] = reports.map(({ managerName: _m, ...report }) => {
    const found = meetingsByReport.get(report.id);
    return { person: report, lastMeeting: found?.last ?? null, nextMeeting: found?.next ?? null };
  });
  return {
    person,
    directReports,
    canSeeMeetings,
    cadence: canSeeMeetings ? await cadenceOf(db, org, managerId, today) : null,
    today,
  };
}
