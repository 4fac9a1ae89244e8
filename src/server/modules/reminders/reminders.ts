/**
 * Reminders before each 1:1 (docs/decisions/0019-reminders-digests.md): each participant gets,
 * at the lead time they chose (`reminderLeadTime`: off, 1h, 1d (default), 2d), an in-app
 * notification (`meeting_reminder`) and, when `email.reminder` is on and the organisation is not
 * a demo, a mail (`Reminder: …`) with the agenda, the talking points and the pair's open action
 * items. A 1:1 scheduled inside the lead time is reminded at the next run, unless it starts
 * within `REMINDER_MIN_NOTICE_MINUTES`. Deactivated people get nothing.
 *
 * One SQL scan a run (`scanDueReminders`) reads scheduled 1:1s by `meetings_status_date_idx`
 * over a few local dates, computes each UTC start from date, time and IANA zone, and keeps the
 * (participant, 1:1, start) not reminded yet. Exactly once: the notification's unique
 * (user, kind, dedupe key) and the outbox's unique dedupe key, both `reminder:<user>:<1:1>:<UTC
 * start>`, so a moved 1:1 is reminded again for its new start, and two instances, a restart or
 * a retried run write each reminder once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  REMINDER_LEAD_MINUTES,
  REMINDER_LEAD_TIMES,
} from '@/shared/schemas/notification-preferences';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { meetings, talkingPoints, users, type MeetingRow, type UserRow } from '../../db/schema';
import { formatDisplayDate } from '@/shared/domain/dates';
import { meetingLink } from '../mail/meeting-mail';
import { queuePersonMail } from '../mail/person-mail';
import { displayName } from '../mail/ics';
import { meetingPath, notify } from '../notifications/notifications.service';
import { openActionItemsBefore, openActionItemsOf } from '../meetings/open-action-items';
import { reminderMail } from './reminder-mail';

/** A 1:1 starting within this many minutes gets no reminder any more. */
export const REMINDER_MIN_NOTICE_MINUTES = 15;
/** Reminders written per run at most; the next run takes the rest. */
export const REMINDER_BATCH = 500;

const MAX_LEAD_MINUTES = Math.max(
  ...Object.values(REMINDER_LEAD_MINUTES).filter((m): m is number => m != null),
);
const DAY_MS = 24 * 60 * 60 * 1000;

/** One reminder due: who, which 1:1, its UTC start and the key that makes it unique. */
export interface DueReminder {
  userId: number;
  meetingId: number;
  startsAt: Date;
  /** The 1:1's `version` when scanned (a change since then: the next run decides again). */
  version: number;
  dedupeKey: string;
  emailOn: boolean;
  isDemo: boolean;
}

/** `CASE lead WHEN '1h' THEN 60 … END`, from `REMINDER_LEAD_MINUTES` (off: null). */
const leadMinutesSql = (lead: ReturnType<typeof sql>) =>
  sql.join(
    [
      sql`case ${lead}`,
      ...REMINDER_LEAD_TIMES.map((t) => sql`when ${t} then ${REMINDER_LEAD_MINUTES[t]}::int`),
      sql`end`,
    ],
    sql` `,
  );

/**
 * The reminders due at `now` (UTC instant) and not written yet, earliest start first, at most
 * `limit`: each participant (active) of each scheduled 1:1 whose UTC start is after
 * `now + 15 min` and at most their lead time after `now`. Local dates scanned: the UTC dates of
 * `now − 1 day` to `now + longest lead + 1 day` (every zone's local date lies in that range).
 */
export async function scanDueReminders(
  db: DbOrTx,
  now: Date,
  limit = REMINDER_BATCH,
): Promise<DueReminder[]> {
  const from = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + MAX_LEAD_MINUTES * 60_000 + DAY_MS)
    .toISOString()
    .slice(0, 10);
  const lead = sql`coalesce(np.reminder_lead_time, '1d')`;
  const result = (await db.execute(sql`
    with c as (
      select m.id as meeting_id, m.organization_id, m.version, p.user_id,
        ((m.date + m.start_time::time) at time zone m.timezone) as starts_at
      from meetings m
      cross join lateral (values (m.manager_id), (m.team_member_id)) as p(user_id)
      where m.status = 'scheduled' and m.date between ${from}::date and ${to}::date
    ), k as (
      select c.*, 'reminder:' || c.user_id || ':' || c.meeting_id || ':' ||
          to_char(c.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as dedupe_key,
        coalesce(np.email_reminder, true) as email_on, o.is_demo,
        ${leadMinutesSql(lead)} as lead_minutes
      from c
      join users u on u.id = c.user_id and u.is_active
      join organizations o on o.id = c.organization_id
      left join notification_preferences np on np.user_id = c.user_id
      where c.starts_at > ${now}::timestamptz + ${REMINDER_MIN_NOTICE_MINUTES} * interval '1 minute'
    )
    select k.user_id, k.meeting_id, k.version, k.starts_at, k.dedupe_key, k.email_on, k.is_demo
    from k
    where k.lead_minutes is not null
      and k.starts_at - k.lead_minutes * interval '1 minute' <= ${now}::timestamptz
      and not exists (select 1 from notifications n where n.user_id = k.user_id
        and n.kind = 'meeting_reminder' and n.dedupe_key = k.dedupe_key)
    order by k.starts_at, k.meeting_id, k.user_id
    limit ${limit}`)) as unknown as {
    rows: {
      user_id: number;
      meeting_id: number;
      version: number;
      starts_at: Date | string;
      dedupe_key: string;
      email_on: boolean;
      is_demo: boolean;
    }[];
  };
  return result.rows.map((r) => ({
    userId: Number(r.user_id),
    meetingId: Number(r.meeting_id),
    startsAt: new Date(r.starts_at),
    version: Number(r.version),
    dedupeKey: r.dedupe_key,
    emailOn: Boolean(r.email_on),
    isDemo: Boolean(r.is_demo),
  }));
}

async function userById(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/** What a reminder of `meeting` says, the same for both participants. */
async function meetingFacts(db: DbOrTx, meeting: MeetingRow) {
  const [manager, member, points, ownItems, openItems] = await Promise.all([
    userById(db, meeting.managerId),
    userById(db, meeting.teamMemberId),
    db
      .select({ text: talkingPoints.text, authorId: talkingPoints.authorId })
      .from(talkingPoints)
      .where(eq(talkingPoints.meetingId, meeting.id))
      .orderBy(asc(talkingPoints.position), asc(talkingPoints.id)),
    openActionItemsOf(db, meeting),
    openActionItemsBefore(db, meeting),
  ]);
  return { manager, member, points, ownItems, openItems };
}

/**
 * Writes `due` (from `scanDueReminders`): per reminder one transaction with the in-app
 * notification and, when e-mail is on and the organisation is no demo, the mail (each skipped
 * when its key is already written, e.g. by another instance). Returns how many reminders were
 * handled and how many mails this call queued.
 */
export async function sendReminders(
  ctx: AppContext,
  due: readonly DueReminder[],
): Promise<{ notified: number; mailed: number }> {
  const facts = new Map<
    number,
    { meeting: MeetingRow } & Awaited<ReturnType<typeof meetingFacts>>
  >();
  let notified = 0;
  let mailed = 0;
  for (const r of due) {
    let f = facts.get(r.meetingId);
    if (!f) {
      const [meeting] = await ctx.db.select().from(meetings).where(eq(meetings.id, r.meetingId));
      if (!meeting) continue;
      f = { meeting, ...(await meetingFacts(ctx.db, meeting)) };
      facts.set(r.meetingId, f);
    }
    const { meeting, manager, member } = f;
    // Moved, completed or given to someone else since the scan: the next run decides again.
    const stale =
      meeting.status !== 'scheduled' ||
      meeting.version !== r.version ||
      (r.userId !== manager.id && r.userId !== member.id);
    if (stale) continue;
    const recipient = r.userId === manager.id ? manager : member;
    const other = r.userId === manager.id ? member : manager;
    mailed += await ctx.db.transaction(async (tx) => {
      await notify(
        tx,
        [r.userId],
        null,
        {
          kind: 'meeting_reminder',
          message: `Reminder: your 1:1 with ${displayName(other)} on ${formatDisplayDate(meeting.date)} at ${meeting.startTime} ${meeting.timezone}`,
          link: meetingPath(meeting.id),
          dedupeKey: r.dedupeKey,
        },
        ctx.now(),
      );
      if (!r.emailOn || r.isDemo) return 0;
      return queuePersonMail(
        tx,
        [
          await reminderMail(ctx.config, {
            ...f,
            recipient,
            other,
            link: meetingLink(ctx.config.appUrl, meeting.id),
            dedupeKey: r.dedupeKey,
          }),
        ],
        ctx.now(),
      );
    });
    notified += 1;
  }
  if (mailed > 0) ctx.wakeMailer();
  return { notified, mailed };
}

/** One run: scans at `ctx.now()` and writes what is due (see `sendReminders`). */
export async function runReminders(ctx: AppContext) {
  return sendReminders(ctx, await scanDueReminders(ctx.db, ctx.now()));
}
