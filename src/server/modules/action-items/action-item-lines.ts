/**
 * Action items keep a stable identity when their lines are edited (docs/product-rules.md; spec 2.7 "one
 * action item per non-empty line"). Each new line takes over the first unused existing item
 * with exactly the same description (keeping its id and status wherever it moved); other lines
 * become new pending items; items whose line disappeared are deleted.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actionItems } from '../../db/schema';

/** What a line edit did, by count. */
export interface LineEditResult {
  kept: number;
  added: number;
  removed: number;
  /** True when the ordered descriptions differ from before. */
  changed: boolean;
}

/**
 * Makes the action items of `meetingId` match `lines` (trimmed, non-empty, in order), using
 * positions 0..n-1. Call inside the transaction that holds the meeting's row lock.
 * @param now timestamp for `updatedAt` of moved and new rows.
 */
export async function replaceActionItemLines(
  db: DbOrTx,
  meetingId: number,
  lines: string[],
  now: Date,
): Promise<LineEditResult> {
  const existing = await db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, meetingId))
    .orderBy(asc(actionItems.position), asc(actionItems.id));
  const before = existing.map((item) => item.description);
  const unused = new Set(existing.map((item) => item.id));
  const toInsert: (typeof actionItems.$inferInsert)[] = [];
  let kept = 0;
  for (const [position, line] of lines.entries()) {
    const match = existing.find((item) => unused.has(item.id) && item.description === line);
    if (match) {
      unused.delete(match.id);
      kept += 1;
      if (match.position !== position) {
        await db
          .update(actionItems)
          .set({ position, updatedAt: now })
          .where(eq(actionItems.id, match.id));
      }
    } else {
      toInsert.push({ meetingId, position, description: line, createdAt: now, updatedAt: now });
    }
  }
  if (unused.size > 0) {
    await db.delete(actionItems).where(inArray(actionItems.id, [...unused]));
  }
  if (toInsert.length > 0) await db.insert(actionItems).values(toInsert);
  const changed = before.length !== lines.length || before.some((d, i) => d !== lines[i]);
  return { kept, added: toInsert.length, removed: unused.size, changed };
}
