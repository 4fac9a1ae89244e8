/**
 * Reminders of action items on their due date (decision 32; decision 19's scheduled
 * notifications): at 09:00 in the owner's zone on the due date, the owner of an open item gets an
 * in-app notification (`action_item_due`, always) and, when their `email.actionItemDue` is on
 * and the organisation is no demo, a mail (`Due today: …`). Until the end of that day a missed
 * run catches up; after it, nothing. Deactivated owners get nothing.
 *
 * One SQL scan a run (`scanDueItems`) reads the items due on the UTC dates of `now − 1 day` to
 * `now + 1 day` (every zone's local date lies there) by `action_items_due_idx`, and keeps the open
 * ones whose owner's 09:00 has come and that are not reminded yet. Exactly once per item and due
 * date: the notification's unique (user, kind, dedupe key) and the outbox's unique dedupe key,
 * both `action-item-due:<item>:<due date>`, so a changed due date is reminded again, and two
 * instances, a restart or a retried run write each reminder once.
 */
import { eq, sql } from 'drizzle-orm';
import { openItemSql } from '@/shared/domain/figures.sql';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { meetings, users } from '../../db/schema';
import { displayName } from '../mail/ics';
import { meetingLink } from '../mail/meeting-mail';
import { queuePersonMail } from '../mail/person-mail';
import { meetingPath, notify } from '../notifications/notifications.service';
import { dueItemMail } from './due-item-mail';

/** The owner's local hour of the due date at which the reminder comes. */
export const DUE_REMINDER_HOUR = 9;
/** Reminders written per run at most; the next run takes the rest. */
export const DUE_REMINDER_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One due reminder: the item, its owner, its due date and the key that makes it unique. */
export interface DueItem {
  itemId: number;
  meetingId: number;
  ownerId: number;
  /** `yyyy-MM-dd`, the owner's calendar day. */
  dueDate: string;
  description: string;
  dedupeKey: string;
  emailOn: boolean;
  isDemo: boolean;
}

/**
 * The due-item reminders due at `now` (UTC instant) and not written yet, at most `limit`,
 * earliest due first: open items (figures.ts) whose active owner's local time is from 09:00 of
 * the due date to its end.
 */
export async function scanDueItems(
  db: DbOrTx,
  now: Date,
  limit = DUE_REMINDER_BATCH,
): Promise<DueItem[]> {
  const from = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const open = openItemSql({ status: sql`a.status`, stuckReason: sql`a.stuck_reason` });
  const result = (await db.execute(sql`
    with k as (
      select a.id as item_id, a.meeting_id, a.owner_id, a.description,
        to_char(a.due_date, 'YYYY-MM-DD') as due_date,
        'action-item-due:' || a.id || ':' || to_char(a.due_date, 'YYYY-MM-DD') as dedupe_key,
        coalesce(np.email_action_item_due, true) as email_on, o.is_demo
      from action_items a
      join users u on u.id = a.owner_id and u.is_active
      join organizations o on o.id = u.organization_id
      left join notification_preferences np on np.user_id = a.owner_id
      where a.due_date between ${from}::date and ${to}::date
        and ${open}
        and ((a.due_date + make_time(${DUE_REMINDER_HOUR}, 0, 0)) at time zone u.timezone)
          <= ${now}::timestamptz
        and (((a.due_date + 1)::timestamp) at time zone u.timezone) > ${now}::timestamptz
    )
    select * from k
    where not exists (select 1 from notifications n where n.user_id = k.owner_id
      and n.kind = 'action_item_due' and n.dedupe_key = k.dedupe_key)
    order by k.due_date, k.item_id
    limit ${limit}`)) as unknown as {
    rows: {
      item_id: number;
      meeting_id: number;
      owner_id: number;
      description: string;
      due_date: string;
      dedupe_key: string;
      email_on: boolean;
      is_demo: boolean;
    }[];
  };
  return result.rows.map((r) => ({
    itemId: Number(r.item_id),
    meetingId: Number(r.meeting_id),
    ownerId: Number(r.owner_id),
    dueDate: r.due_date,
    description: r.description,
    dedupeKey: r.dedupe_key,
    emailOn: Boolean(r.email_on),
    isDemo: Boolean(r.is_demo),
  }));
}

/**
 * Writes `due` (from `scanDueItems`): per reminder one transaction with the in-app notification
 * and, when e-mail is on and the organisation is no demo, the mail (queuePersonMail: the
 * `actionItemDue` preference, deactivation). Each is skipped when its key is already written
 * (another instance). Returns how many reminders were handled and how many mails were queued.
 */
export async function sendDueItemReminders(
  ctx: AppContext,
  due: readonly DueItem[],
): Promise<{ notified: number; mailed: number }> {
  let notified = 0;
  let mailed = 0;
  for (const d of due) {
    const [meeting] = await ctx.db.select().from(meetings).where(eq(meetings.id, d.meetingId));
    if (!meeting) continue;
    const otherId = d.ownerId === meeting.managerId ? meeting.teamMemberId : meeting.managerId;
    const people = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.id} in (${d.ownerId}, ${otherId})`);
    const owner = people.find((p) => p.id === d.ownerId);
    const other = people.find((p) => p.id === otherId);
    if (!owner || !other) continue;
    mailed += await ctx.db.transaction(async (tx) => {
      await notify(
        tx,
        [d.ownerId],
        null,
        {
          kind: 'action_item_due',
          message: `Due today: “${d.description.slice(0, 200)}” from your 1:1 with ${displayName(other)}`,
          link: meetingPath(meeting.id),
          dedupeKey: d.dedupeKey,
        },
        ctx.now(),
      );
      if (!d.emailOn || d.isDemo) return 0;
      return queuePersonMail(
        tx,
        [
          await dueItemMail(ctx.config, {
            owner,
            other,
            item: d,
            meeting,
            link: meetingLink(ctx.config.appUrl, meeting.id),
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

/** One run: scans at `ctx.now()` and writes what is due (see `sendDueItemReminders`). */
export async function runDueItemReminders(ctx: AppContext) {
  return sendDueItemReminders(ctx, await scanDueItems(ctx.db, ctx.now()));
}
