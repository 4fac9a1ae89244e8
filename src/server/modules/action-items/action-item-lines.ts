/**
 * Action items keep a stable identity when their lines are edited (docs/product-rules.md product
 * rule 5; spec 2.7 "one action item per non-empty line"). Each new entry takes over the first
 * unused existing item with exactly the same description (keeping its id, status, owner and due
 * date wherever it moved; decision 32); other entries become new pending items; items whose line
 * disappeared are deleted. An object entry's `ownerId` / `dueDate`, when given, replace the kept
 * item's; a new entry without them gets the team member and no due date.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { addMonths, todayIn } from '@/shared/domain/dates';
import { MAX_DUE_YEARS_AHEAD } from '@/shared/schemas/due-date';
import type { ActionItemEntry } from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import { actionItems, type MeetingRow } from '../../db/schema';
import { fieldError } from '../../http/errors';

export const OWNER_MESSAGE = 'Owner must be one of the two people of the 1:1';
export const DUE_TOO_FAR_MESSAGE = `Due date must be at most ${MAX_DUE_YEARS_AHEAD} years ahead`;

/** What a line edit did, by count. */
export interface LineEditResult {
  kept: number;
  added: number;
  removed: number;
  /** True when the ordered descriptions differ from before. */
  changed: boolean;
}

/** The 1:1 an item belongs to: its id and its two people. */
export type ItemMeeting = Pick<MeetingRow, 'id' | 'managerId' | 'teamMemberId' | 'timezone'>;

/**
 * Checks an owner and a due date given for an item of `meeting` (decision 32).
 * @param field the field path the 400 names (`actionItems.2.ownerId`, `ownerId`, …); the
 *   owner's and the due date's paths end in `ownerId` and `dueDate`.
 * @throws 400 "Owner must be one of the two people of the 1:1" for anyone else; 400 "Due date
 *   must be at most 5 years ahead" for a date after the meeting zone's today + 5 years.
 */
export function assertOwnerAndDue(
  meeting: ItemMeeting,
  entry: { ownerId?: number; dueDate?: string | null },
  now: Date,
  prefix = '',
): void {
  if (
    entry.ownerId !== undefined &&
    entry.ownerId !== meeting.managerId &&
    entry.ownerId !== meeting.teamMemberId
  ) {
    throw fieldError(`${prefix}ownerId`, OWNER_MESSAGE);
  }
  if (entry.dueDate) {
    const limit = addMonths(todayIn(meeting.timezone, now), 12 * MAX_DUE_YEARS_AHEAD);
    if (entry.dueDate > limit) throw fieldError(`${prefix}dueDate`, DUE_TOO_FAR_MESSAGE);
  }
}

/**
 * Makes the action items of `meeting` match `entries` (trimmed, non-empty, in order), using
 * positions 0..n-1. Call inside the transaction that holds the meeting's row lock, with the
 * meeting as it is after the write (its people decide the owners allowed).
 * @param now timestamp for `updatedAt` of moved and new rows; the clock of the 5-year limit.
 * @throws 400 on `actionItems.<i>.ownerId` / `actionItems.<i>.dueDate` (assertOwnerAndDue),
 *   before anything is written.
 */
export async function replaceActionItemLines(
  db: DbOrTx,
  meeting: ItemMeeting,
  entries: readonly ActionItemEntry[],
  now: Date,
): Promise<LineEditResult> {
  entries.forEach((entry, i) => assertOwnerAndDue(meeting, entry, now, `actionItems.${i}.`));
  const meetingId = meeting.id;
  const existing = await db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, meetingId))
    .orderBy(asc(actionItems.position), asc(actionItems.id));
  const before = existing.map((item) => item.description);
  const unused = new Set(existing.map((item) => item.id));
  const toInsert: (typeof actionItems.$inferInsert)[] = [];
  let kept = 0;
  for (const [position, entry] of entries.entries()) {
    const match = existing.find(
      (item) => unused.has(item.id) && item.description === entry.description,
    );
    if (match) {
      unused.delete(match.id);
      kept += 1;
      const ownerId = entry.ownerId ?? match.ownerId;
      const dueDate = entry.dueDate !== undefined ? entry.dueDate : match.dueDate;
      if (match.position !== position || ownerId !== match.ownerId || dueDate !== match.dueDate) {
        await db
          .update(actionItems)
          .set({ position, ownerId, dueDate, updatedAt: now })
          .where(eq(actionItems.id, match.id));
      }
    } else {
      toInsert.push({
        meetingId,
        position,
        description: entry.description,
        ownerId: entry.ownerId ?? meeting.teamMemberId,
        dueDate: entry.dueDate ?? null,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  if (unused.size > 0) {
    await db.delete(actionItems).where(inArray(actionItems.id, [...unused]));
  }
  if (toInsert.length > 0) await db.insert(actionItems).values(toInsert);
  const changed =
    before.length !== entries.length || before.some((d, i) => d !== entries[i]!.description);
  return { kept, added: toInsert.length, removed: unused.size, changed };
}
