/**
 * In-app notifications (docs/decisions/0017-notifications.md): written by the modules whose
 * change causes them, in that change's transaction (`notify`), read and marked read by their
 * recipient (GET /api/notifications, POST /api/notifications/read), deleted after
 * `NOTIFICATION_RETENTION_DAYS` by the clean-up job (`purgeOldNotifications`).
 */
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationsPage,
  type NotificationsReadInput,
} from '@/shared/schemas/notification';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  notifications,
  type MeetingRow,
  type NotificationRow,
  type UserRow,
} from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { keyset } from '../../db/keyset';
import { formatDisplayDate } from '@/shared/domain/dates';

/** Notifications are kept this many days after they were created (then deleted). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export interface NotificationInput {
  kind: NotificationKind;
  message: string;
  /** An app path such as `/meeting/42`, or null when there is nothing left to open. */
  link: string | null;
  /** Names the cause; one notification per (recipient, kind, dedupeKey) ever. */
  dedupeKey: string;
}

/**
 * Writes `input` for each of `recipients` (duplicates and `actorId` left out: nobody is notified
 * of their own change) with `tx`, the transaction of the change. A cause already notified
 * (same recipient, kind and `dedupeKey`, e.g. a retried write) adds nothing (ON CONFLICT).
 * `createdAt` is `now` (UTC instant, from `ctx.now()`).
 */
export async function notify(
  tx: DbOrTx,
  recipients: readonly number[],
  actorId: number | null,
  input: NotificationInput,
  now: Date,
): Promise<void> {
  const to = [...new Set(recipients)].filter((id) => id !== actorId);
  if (to.length === 0) return;
  await tx
    .insert(notifications)
    .values(
      to.map((userId) => ({
        userId,
        kind: input.kind,
        message: input.message.slice(0, 500),
        link: input.link,
        dedupeKey: input.dedupeKey,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({
      target: [notifications.userId, notifications.kind, notifications.dedupeKey],
    });
}

/** "First Last", else the username: how a person is named in a notification. */
export function nameOf(person: Pick<UserRow, 'firstName' | 'lastName' | 'username'>): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.username;
}

/** The app path of a 1:1's page. */
export const meetingPath = (meetingId: number) => `/meeting/${meetingId}`;

const MEETING_VERB = {
  scheduled: 'scheduled',
  updated: 'changed',
  cancelled: 'cancelled',
} as const;

/**
 * Notifies the participants of `meeting` (and, for a reassignment, `alsoNotify`) but the actor
 * that it was scheduled, changed or cancelled. `dedupeKey` carries the meeting (or series)
 * and its `version`, so one change notifies once. A cancelled 1:1 is deleted (spec 4): no link.
 * `series`: the change is about a whole series (`scheduled`: one notification for it).
 */
export async function notifyMeetingChange(
  tx: DbOrTx,
  input: {
    kind: keyof typeof MEETING_VERB;
    meeting: MeetingRow;
    /** The SEQUENCE of the change: the meeting's or, for a series, the series' version. */
    version: number;
    actor: Actor;
    alsoNotify?: number[];
    seriesId?: number | null;
    now: Date;
  },
): Promise<void> {
  const { meeting, actor } = input;
  const what =
    input.seriesId != null && input.kind === 'scheduled' ? 'a series of 1:1s' : 'the 1:1';
  const message =
    `${nameOf(actor)} ${MEETING_VERB[input.kind]} ${what} “${meeting.title}”` +
    (input.kind === 'cancelled'
      ? ` of ${formatDisplayDate(meeting.date)}`
      : ` on ${formatDisplayDate(meeting.date)} at ${meeting.startTime}`);
  const subject = input.seriesId != null ? `series:${input.seriesId}` : `meeting:${meeting.id}`;
  await notify(
    tx,
    [meeting.managerId, meeting.teamMemberId, ...(input.alsoNotify ?? [])],
    actor.id,
    {
      kind: `meeting_${input.kind}`,
      message,
      link: input.kind === 'cancelled' ? null : meetingPath(meeting.id),
      dedupeKey: `${subject}:${meeting.id}:v${input.version}`,
    },
    input.now,
  );
}

/** Newest first: created_at, then id, both descending (notifications_user_newest_idx). */
const newestFirst = keyset(
  [
    { expr: sql`${notifications.createdAt}`, type: 'instant' },
    { expr: sql`${notifications.id}`, type: 'int' },
  ],
  'desc',
);

function present(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    link: row.link,
  };
}

async function unreadCountOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * GET /api/notifications: the caller's notifications newest first (created_at, then id), 20 a
 * page after `cursor`, with their unread count over all pages and the next page's cursor.
 * @throws 400 on `cursor` when malformed.
 */
export async function listNotifications(input: {
  ctx: AppContext;
  actor: Actor;
  cursor?: string;
}): Promise<NotificationsPage> {
  const { ctx, actor } = input;
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), newestFirst.after(input.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = newestFirst.page(rows, (r) => [r.createdAt, r.id], NOTIFICATIONS_PAGE_SIZE);
  return {
    items: page.items.map(present),
    unreadCount: await unreadCountOf(ctx.db, actor.id),
    nextCursor: page.nextCursor,
  };
}

/**
 * POST /api/notifications/read: marks the caller's `ids` (or, with `all`, every one of theirs)
 * read at `ctx.now()`; already read ones keep their time.
 * @returns the caller's unread count afterwards.
 * @throws 400 on `ids` when neither `ids` nor `all` is given; 404 when an id is not the
 *   caller's (nothing is marked then).
 */
export async function markNotificationsRead(input: {
  ctx: AppContext;
  actor: Actor;
  body: NotificationsReadInput;
}): Promise<{ unreadCount: number }> {
  const { ctx, actor, body } = input;
  const ids = body.ids ? [...new Set(body.ids)].filter((id) => id <= 2 ** 31 - 1) : null;
  if (!ids && body.all !== true) {
    throw fieldError('ids', 'Name the notifications to mark read, or all');
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const mine = and(eq(notifications.userId, actor.id), isNull(notifications.readAt));
    if (ids) {
      if (ids.length !== (body.ids ? new Set(body.ids).size : 0))
        throw notFound('Notification not found');
      const owned = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, actor.id), inArray(notifications.id, ids)));
      if (owned.length !== ids.length) throw notFound('Notification not found');
      await tx
        .update(notifications)
        .set({ readAt: now })
        .where(and(mine, inArray(notifications.id, ids)));
    } else {
      await tx.update(notifications).set({ readAt: now }).where(mine);
    }
    return { unreadCount: await unreadCountOf(tx, actor.id) };
  });
}

/**
 * Deletes notifications created more than `NOTIFICATION_RETENTION_DAYS` before `now` (clean-up
 * job; safe on several instances: it deletes by condition). @returns how many were deleted.
 */
export async function purgeOldNotifications(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return deleted.length;
}

/** The person's notifications for their data export (oldest first). */
export async function exportNotifications(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt, notifications.id);
  return rows.map(present);
}

/** Erase step: deletes the person's notifications. */
export async function eraseNotifications(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
