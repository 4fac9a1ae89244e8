/**
 * The open action items a 1:1 carries from the pair's earlier 1:1s (decision 13): every action
 * item of an earlier meeting of the same manager and team member (by date, start time, id)
 * whose state (product rule 8) is pending or stuck. `index` is its place in its own meeting,
 * the path of PATCH /api/meetings/{id}/action-items/{index}, which changes its status. Each
 * carries its owner (id and name) and due date (decision 32).
 */
import { sql } from 'drizzle-orm';
import type { OpenActionItem } from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import type { MeetingRow } from '../../db/schema';
import { fullName } from '../users/users.presenter';

interface Row {
  meeting_id: number;
  meeting_date: string;
  idx: number | string;
  description: string;
  status: string;
  stuck_reason: string | null;
  owner_id: number;
  due_date: string | null;
  o_first: string | null;
  o_last: string | null;
  o_username: string | null;
}

/** Oldest meeting first, then by index. */
export async function openActionItemsBefore(
  db: DbOrTx,
  meeting: Pick<
    MeetingRow,
    'id' | 'organizationId' | 'managerId' | 'teamMemberId' | 'date' | 'startTime'
  >,
): Promise<OpenActionItem[]> {
  return openItemsWhere(
    db,
    sql`m.organization_id = ${meeting.organizationId}
      and m.manager_id = ${meeting.managerId}
      and m.team_member_id = ${meeting.teamMemberId}
      and m.id <> ${meeting.id}
      and (m.date, m.start_time, m.id) < (${meeting.date}::date, ${meeting.startTime}, ${meeting.id})`,
  );
}

/**
 * The open items of `meeting` itself, by index, in the same shape (decision 32: the reminder of
 * a 1:1 lists its own open items before the pair's earlier ones).
 */
export async function openActionItemsOf(
  db: DbOrTx,
  meeting: Pick<MeetingRow, 'id'>,
): Promise<OpenActionItem[]> {
  return openItemsWhere(db, sql`m.id = ${meeting.id}`);
}

/** The open items (product rule 8) of the meetings `where` selects (alias `m`), in order. */
async function openItemsWhere(db: DbOrTx, where: ReturnType<typeof sql>) {
  const result = (await db.execute(sql`
    select i.meeting_id, to_char(m.date, 'YYYY-MM-DD') as meeting_date, i.idx, i.description,
      i.status, i.stuck_reason, i.owner_id, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
      o.first_name as o_first, o.last_name as o_last, o.username as o_username
    from meetings m
    join lateral (
      select a.*, row_number() over (order by a.position, a.id) - 1 as idx
      from action_items a where a.meeting_id = m.id
    ) i on true
    left join users o on o.id = i.owner_id
    where ${where}
      and (i.status <> 'completed' or i.stuck_reason is not null)
    order by m.date, m.start_time, m.id, i.idx`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    meetingId: Number(r.meeting_id),
    meetingDate: r.meeting_date,
    index: Number(r.idx),
    description: r.description,
    status: r.status === 'stuck' || r.stuck_reason ? ('stuck' as const) : ('pending' as const),
    stuckReason: r.stuck_reason,
    ownerId: Number(r.owner_id),
    ownerName:
      r.o_username === null
        ? null
        : fullName({ firstName: r.o_first, lastName: r.o_last, username: r.o_username }),
    dueDate: r.due_date,
  }));
}
