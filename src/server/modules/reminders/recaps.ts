/**
 * Recap after a completed 1:1 (docs/decisions/0019-reminders-digests.md, decision 31): once a
 * 1:1 is completed (spec 4, status `completed`) and its end (local date + start time + duration
 * in its IANA zone) has passed, each of its two participants, if active and with `email.recap`
 * on, gets `Recap: …` (in a demo organisation: a `demo_mail` entry in their bell instead, by
 * `queuePersonMail`) with the shared notes (sanitized; only when their `recapSharedNotes` is on,
 * else a line saying the notes are in Cadence), the 1:1's action items with their owner, due
 * date (decision 32) and state
 * (product rule 8) and the date of the pair's next 1:1. Nobody else gets it; never the private
 * notes. A 1:1 completed more than `RECAP_WINDOW_DAYS` after its end gets none.
 *
 * One SQL scan a run (`scanDueRecaps`) over completed 1:1s by `meetings_status_date_idx`;
 * exactly once by the outbox's unique key `recap:<user>:<1:1>`.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { actionItemStateOf } from '@/shared/domain/figures';
import { formatDisplayDate, formatLongDate } from '@/shared/domain/dates';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users, type MeetingRow } from '../../db/schema';
import { displayName } from '../mail/ics';
import { meetingLink } from '../mail/meeting-mail';
import { queuePersonMail } from '../mail/person-mail';
import { meetingPath } from '../notifications/notifications.service';
import { sanitizeNotes } from '../meetings/sanitize-notes';
import { nextMeetingOfPair } from '../talking-points/carry-over';
import { NOTES_LEFT_OUT, RecapMail, type RecapFacts } from './recap-mail';
import { scheduledMail } from './scheduled-mail';

/** Recaps are sent up to this many days after the 1:1's end (then no more). */
export const RECAP_WINDOW_DAYS = 7;
/** Recaps written per run at most; the next run takes the rest. */
export const RECAP_BATCH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One recap due: recipient, 1:1, unique key and whether it carries the shared notes. */
export interface DueRecap {
  userId: number;
  meetingId: number;
  dedupeKey: string;
  /** The recipient's `recapSharedNotes` preference (decision 31; default true). */
  sharedNotes: boolean;
}

/**
 * The recaps due at `now` (UTC) and not queued yet, oldest end first, at most `limit`: each
 * active participant, with `email.recap` on, of each completed 1:1 whose end lies in
 * (`now − 7 days`, `now`]; in a demo organisation, not yet in their bell.
 */
export async function scanDueRecaps(
  db: DbOrTx,
  now: Date,
  limit = RECAP_BATCH,
): Promise<DueRecap[]> {
  const from = new Date(now.getTime() - (RECAP_WINDOW_DAYS + 2) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const to = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const result = (await db.execute(sql`
    with c as (
      select m.id as meeting_id, m.organization_id, p.user_id,
        ((m.date + m.start_time::time) at time zone m.timezone)
          + m.duration * interval '1 minute' as ends_at
      from meetings m
      cross join lateral (values (m.manager_id), (m.team_member_id)) as p(user_id)
      where m.status = 'completed' and m.date between ${from}::date and ${to}::date
    )
    select c.user_id, c.meeting_id, 'recap:' || c.user_id || ':' || c.meeting_id as dedupe_key,
      coalesce(np.recap_shared_notes, true) as shared_notes
    from c
    join users u on u.id = c.user_id and u.is_active
    join organizations o on o.id = c.organization_id
    left join notification_preferences np on np.user_id = c.user_id
    where coalesce(np.email_recap, true)
      and c.ends_at <= ${now}::timestamptz
      and c.ends_at > ${now}::timestamptz - ${RECAP_WINDOW_DAYS} * interval '1 day'
      and not exists (select 1 from email_outbox e
        where e.dedupe_key = 'recap:' || c.user_id || ':' || c.meeting_id)
      and not (o.is_demo and exists (select 1 from notifications n
        where n.user_id = c.user_id and n.kind = 'demo_mail'
          and n.dedupe_key = 'recap:' || c.user_id || ':' || c.meeting_id))
    order by c.ends_at, c.meeting_id, c.user_id
    limit ${limit}`)) as unknown as {
    rows: { user_id: number; meeting_id: number; dedupe_key: string; shared_notes: unknown }[];
  };
  return result.rows.map((r) => ({
    userId: Number(r.user_id),
    meetingId: Number(r.meeting_id),
    dedupeKey: r.dedupe_key,
    sharedNotes: r.shared_notes === true || r.shared_notes === 't',
  }));
}

export { NOTES_LEFT_OUT };

/**
 * The facts of the recap of `meeting` for one participant (`RecapMail`): the same for both but
 * the zone and, with `sharedNotes` false, the notes left out.
 */
async function recapFacts(
  db: DbOrTx,
  meeting: MeetingRow,
  viewerZone: string,
  other: string,
  link: string,
  sharedNotes: boolean,
): Promise<RecapFacts> {
  const items = await db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, meeting.id))
    .orderBy(asc(actionItems.position), asc(actionItems.id));
  const next = await nextMeetingOfPair(db, meeting);
  // Each item's owner (one of the two people; decision 32) by name.
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [meeting.managerId, meeting.teamMemberId]));
  const names = new Map(people.map((p) => [p.id, displayName(p)]));
  return {
    meeting,
    viewerZone,
    other,
    link,
    // Shared notes only, sanitized again; private notes live elsewhere and are never read here.
    notes: sharedNotes ? sanitizeNotes(meeting.notes) : false,
    items: items.map(
      (i) =>
        `${i.description} (owner: ${names.get(i.ownerId) ?? 'unknown'}, ${
          i.dueDate ? `due ${formatDisplayDate(i.dueDate)}` : 'no due date'
        }, ${actionItemStateOf(i)})`,
    ),
    next,
  };
}

/**
 * Queues `due` (from `scanDueRecaps`), one transaction per recap. Returns how many mails were
 * queued by this call (a key already in the outbox adds nothing).
 */
export async function sendRecaps(ctx: AppContext, due: readonly DueRecap[]): Promise<number> {
  let queued = 0;
  for (const r of due) {
    const [meeting] = await ctx.db.select().from(meetings).where(eq(meetings.id, r.meetingId));
    if (!meeting) continue;
    const people = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.id} in (${meeting.managerId}, ${meeting.teamMemberId})`);
    const recipient = people.find((p) => p.id === r.userId);
    const other = people.find((p) => p.id !== r.userId);
    if (!recipient || !other) continue;
    const link = meetingLink(ctx.config.appUrl, meeting.id);
    const facts = await recapFacts(
      ctx.db,
      meeting,
      recipient.timezone,
      displayName(other),
      link,
      r.sharedNotes,
    );
    queued += await queuePersonMail(
      ctx.db,
      [
        await scheduledMail(ctx.config, {
          kind: 'recap',
          recipient,
          subject: `Recap: 1:1 with ${displayName(other)} on ${formatLongDate(meeting.date)}`,
          body: createElement(RecapMail, { facts }),
          dedupeKey: r.dedupeKey,
          meetingId: meeting.id,
          demo: { link: meetingPath(meeting.id) },
        }),
      ],
      ctx.now(),
    );
  }
  if (queued > 0) ctx.wakeMailer();
  return queued;
}

/** One run: scans at `ctx.now()` and queues what is due. */
export async function runRecaps(ctx: AppContext): Promise<number> {
  return sendRecaps(ctx, await scanDueRecaps(ctx.db, ctx.now()));
}
