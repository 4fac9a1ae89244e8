/**
 * Carry-over of talking points (docs/decisions/0013-shared-1on1.md; promise 19). When a 1:1 is
 * completed, or its end (local date + start time + duration, in its timezone) has passed, its
 * points not ticked as discussed are copied to the pair's next 1:1: the earliest scheduled
 * meeting of the same manager and team member after it by date, start time and id. The copies
 * name their source (`carriedFromMeetingId`, `carriedFromDate`, `carriedFromPointId`); the
 * sources stay on the past 1:1, not discussed, and record `carriedToMeetingId`.
 *
 * Exactly once: the copy is one `INSERT … SELECT … ON CONFLICT (carried_from_point_id) DO
 * NOTHING` under a UNIQUE index, so a job and a user's completion at the same moment (or two
 * instances' jobs) never copy a point twice; a copy deleted later is not copied again, because
 * the source's `carried_to_meeting_id` is set.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { meetings, type MeetingRow } from '../../db/schema';

type Rows<T> = { rows: T[] };

/** The pair's next scheduled 1:1 after `meeting` (date, start time, id), or null. */
export async function nextMeetingOfPair(
  db: DbOrTx,
  meeting: Pick<
    MeetingRow,
    'id' | 'organizationId' | 'managerId' | 'teamMemberId' | 'date' | 'startTime'
  >,
): Promise<MeetingRow | null> {
  const [next] = await db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.organizationId, meeting.organizationId),
        eq(meetings.managerId, meeting.managerId),
        eq(meetings.teamMemberId, meeting.teamMemberId),
        eq(meetings.status, 'scheduled'),
        ne(meetings.id, meeting.id),
        sql`(${meetings.date}, ${meetings.startTime}, ${meetings.id}) > (${meeting.date}::date, ${meeting.startTime}, ${meeting.id})`,
      ),
    )
    .orderBy(asc(meetings.date), asc(meetings.startTime), asc(meetings.id))
    .limit(1);
  return next ?? null;
}

/**
 * Copies the points of `meeting` not discussed and not carried yet to the pair's next 1:1,
 * after its last point, in their order. Safe to run any number of times, concurrently too.
 * @returns how many points this call copied (0 when there is no next 1:1 or nothing to copy).
 */
export async function carryOverTalkingPoints(
  db: DbOrTx,
  meeting: MeetingRow,
  now: Date,
): Promise<number> {
  const next = await nextMeetingOfPair(db, meeting);
  if (!next) return 0;
  const inserted = (await db.execute(sql`
    insert into talking_points
      (meeting_id, author_id, text, position, discussed, carried_from_meeting_id,
       carried_from_date, carried_from_point_id, created_at, updated_at)
    select ${next.id}, p.author_id, p.text,
      coalesce((select max(q.position) from talking_points q where q.meeting_id = ${next.id}), -1)
        + row_number() over (order by p.position, p.id),
      false, ${meeting.id}, ${meeting.date}::date, p.id, ${now}, ${now}
    from talking_points p
    where p.meeting_id = ${meeting.id} and not p.discussed and p.carried_to_meeting_id is null
    order by p.position, p.id
    on conflict (carried_from_point_id) do nothing
    returning id`)) as unknown as Rows<{ id: number }>;
  await db.execute(sql`
    update talking_points set carried_to_meeting_id = ${next.id}
    where meeting_id = ${meeting.id} and not discussed and carried_to_meeting_id is null`);
  return inserted.rows.length;
}

/**
 * The background step (src/server/jobs.ts): carries over the points of every 1:1 whose end has
 * passed at `now` (or that is completed), that still has points to carry, and whose pair has a
 * next 1:1; at most `limit` meetings per run (the next run takes the rest).
 * @returns how many points were copied.
 */
export async function carryOverDue(db: Db, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select()
    .from(meetings)
    .where(
      and(
        sql`(${meetings.status} = 'completed' or
          ((${meetings.date} + ${meetings.startTime}::time) at time zone ${meetings.timezone})
            + ${meetings.duration} * interval '1 minute' <= ${now})`,
        sql`exists (select 1 from talking_points p where p.meeting_id = ${meetings.id}
          and not p.discussed and p.carried_to_meeting_id is null)`,
        sql`exists (select 1 from meetings n where n.organization_id = ${meetings.organizationId}
          and n.manager_id = ${meetings.managerId} and n.team_member_id = ${meetings.teamMemberId}
          and n.status = 'scheduled' and n.id <> ${meetings.id}
          and (n.date, n.start_time, n.id) > (${meetings.date}, ${meetings.startTime}, ${meetings.id}))`,
      ),
    )
    .orderBy(asc(meetings.date), asc(meetings.id))
    .limit(limit);
  let copied = 0;
  for (const meeting of due) {
    copied += await db.transaction((tx) => carryOverTalkingPoints(tx, meeting, now));
  }
  return copied;
}
