/**
 * Action-item status (spec 3 "Action item status update", 4 "Action item status"; promise 12),
 * owner and due date (decision 32).
 * Anyone who may read a meeting may set the status of its items (a Team Member: their own
 * meetings). Each update is one single-row UPDATE of the item (plus the meeting's updatedAt),
 * so parallel updates of different items of one meeting all land.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActionItemState } from '@/shared/schemas/action-item';
import type { ActionItemStatusUpdate } from '@/shared/schemas/action-item';
import type { Meeting } from '@/shared/schemas/meeting';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { scopeOf } from '../../access/scope';
import {
  findReadableMeeting,
  hydrateMeetings,
  MEETING_NOT_FOUND,
} from '../meetings/meetings.queries';
import { presentActionItemState } from '../meetings/meetings.presenter';
import { meetingPath, nameOf, notify } from '../notifications/notifications.service';
import { queueStuckMail } from '../notifications/notice-mail';
import { assertOwnerAndDue } from './action-item-lines';
import type { MailLinkConfig } from '../mail/layout';

export const ACTION_ITEM_NOT_FOUND = 'Action item not found';

/**
 * Parses the `index` of a route: 0-based position among the meeting's items.
 * @throws 404 "Action item not found" for anything but a small non-negative integer.
 */
export function parseIndex(raw: string): number {
  if (!/^\d{1,4}$/.test(raw)) throw notFound(ACTION_ITEM_NOT_FOUND);
  return Number(raw);
}

/**
 * Notifies the manager of the 1:1's team member (their `managerId`, who may differ from the
 * meeting's manager) that `item` of `meeting` is stuck, unless `actor` is that manager; in the
 * bell and, unless they turned `stuck` e-mail off, by e-mail (`queueStuckMail`).
 */
async function notifyStuck(
  tx: DbOrTx,
  config: MailLinkConfig,
  actor: Actor,
  meeting: typeof meetings.$inferSelect,
  item: { id: number; description: string; stuckReason: string | null },
  now: Date,
) {
  const [member] = await tx.select().from(users).where(eq(users.id, meeting.teamMemberId));
  if (!member?.managerId) return;
  await notify(
    tx,
    [member.managerId],
    actor.id,
    {
      kind: 'action_item_stuck',
      message: `${nameOf(actor)} marked the action item “${item.description.slice(0, 200)}” of ${nameOf(member)}'s 1:1 “${meeting.title}” as stuck`,
      link: meetingPath(meeting.id),
      dedupeKey: `action-item:${item.id}:${now.toISOString()}`,
    },
    now,
  );
  // Its e-mail twin (kind `stuck`), in the same transaction, as the preferences allow.
  await queueStuckMail(tx, config, {
    recipientIds: [member.managerId],
    actor,
    member,
    meeting,
    item,
    now,
  });
}

/** SQL selecting the id of the `index`-th item (by position) of `meetingId`. */
function itemAtIndex(meetingId: number, index: number) {
  return sql`(select ${actionItems.id} from ${actionItems}
    where ${actionItems.meetingId} = ${meetingId}
    order by ${actionItems.position}, ${actionItems.id}
    offset ${index} limit 1)`;
}

/** The column values of a status change (spec 4): completed, stuck, or pending (Reset). */
function statusColumns(update: ActionItemStatusUpdate, now: Date) {
  switch (update.status) {
    case 'completed':
      return { status: 'completed', completedAt: now, stuckAt: null, stuckReason: null };
    case 'stuck':
      return {
        status: 'stuck',
        completedAt: null,
        stuckAt: now,
        stuckReason: update.stuckReason?.trim() || null,
      };
    case 'pending':
      return { status: 'pending', completedAt: null, stuckAt: null, stuckReason: null };
    case undefined:
      return {};
  }
}

/** The owner and due-date columns of an update (decision 32): only those it gives. */
function ownerDueColumns(update: ActionItemStatusUpdate) {
  return {
    ...(update.ownerId !== undefined ? { ownerId: update.ownerId } : {}),
    ...(update.dueDate !== undefined ? { dueDate: update.dueDate } : {}),
  };
}

/**
 * PATCH /api/meetings/{id}/action-items/{index}: sets one item's status, owner and / or due date
 * (decision 32: whoever may set its status may change them) and touches the meeting's
 * updatedAt. The meeting's `version` stays: a status tick does not conflict with a manager's
 * open edit form (line edits keep each item's status, owner and due date), so it must not cause
 * a 409. completed sets completedAt and clears the stuck fields; stuck sets stuckAt and the
 * optional stuckReason; pending clears all. An item that becomes stuck notifies the team
 * member's manager in the same transaction, unless they marked it (decision 17).
 * @returns the updated meeting.
 * @throws 404 when the meeting may not be read or `index` is out of range; 400 on `ownerId`
 *   (not one of the 1:1's two people) or `dueDate` (more than 5 years ahead), nothing written.
 */
export async function setActionItemStatus(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  index: number;
  update: ActionItemStatusUpdate;
}): Promise<Meeting> {
  const { ctx, actor, meetingId, index } = input;
  return ctx.db.transaction(async (tx) => {
    const scope = await scopeOf(tx, actor);
    const readable = await findReadableMeeting(tx, scope, meetingId);
    const now = ctx.now();
    assertOwnerAndDue(readable, input.update, now);
    const [bumped] = await tx
      .update(meetings)
      .set({ updatedAt: now })
      .where(and(eq(meetings.id, meetingId), eq(meetings.organizationId, actor.organizationId)))
      .returning();
    if (!bumped) throw notFound(MEETING_NOT_FOUND);
    // The people may have changed since the first read: check the owner again under the lock.
    assertOwnerAndDue(bumped, input.update, now);
    // Only a change into stuck notifies: the item's status before it, its row locked.
    const [before] =
      input.update.status === 'stuck'
        ? await tx
            .select({ status: actionItems.status })
            .from(actionItems)
            .where(
              and(
                eq(actionItems.meetingId, meetingId),
                eq(actionItems.id, itemAtIndex(meetingId, index)),
              ),
            )
            .for('update')
        : [];
    const [item] = await tx
      .update(actionItems)
      .set({
        ...statusColumns(input.update, now),
        ...ownerDueColumns(input.update),
        updatedAt: now,
      })
      .where(
        and(
          eq(actionItems.meetingId, meetingId),
          eq(actionItems.id, itemAtIndex(meetingId, index)),
        ),
      )
      .returning({
        id: actionItems.id,
        description: actionItems.description,
        status: actionItems.status,
        stuckReason: actionItems.stuckReason,
      });
    if (!item) throw notFound(ACTION_ITEM_NOT_FOUND);
    if (before && before.status !== 'stuck' && item.status === 'stuck') {
      await notifyStuck(tx, ctx.config, actor, bumped, item, now);
    }
    const [meeting] = await hydrateMeetings(tx, [bumped], scope);
    return meeting!;
  });
}

/**
 * GET /api/meetings/{meetingId}/action-items/{index}/status.
 * @returns `{ status, completedAt, stuckAt, stuckReason }` (ISO UTC times or null).
 * @throws 404 when the meeting may not be read or `index` is out of range.
 */
export async function getActionItemStatus(input: {
  db: DbOrTx;
  actor: Actor;
  meetingId: number;
  index: number;
}): Promise<Required<ActionItemState>> {
  const scope = await scopeOf(input.db, input.actor);
  await findReadableMeeting(input.db, scope, input.meetingId);
  const [item] = await input.db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, input.meetingId))
    .orderBy(asc(actionItems.position), asc(actionItems.id))
    .offset(input.index)
    .limit(1);
  if (!item) throw notFound(ACTION_ITEM_NOT_FOUND);
  const { status, completedAt, stuckAt, stuckReason } = presentActionItemState(item);
  return { status, completedAt, stuckAt, stuckReason };
}
