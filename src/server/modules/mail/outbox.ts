/**
 * Outbox bookkeeping (promise 14): claim due rows atomically so several
 * workers (or app instances on one PostgreSQL) never send one row twice, then mark each row
 * sent or failed with exponential backoff.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema';
import { cleanHeaderText } from './text';

/** Rows claimed per batch. */
export const BATCH_SIZE = 20;
/** How long a claim holds a row by default, in milliseconds (2 minutes; `MAIL_CLAIM_SECONDS`). */
export const CLAIM_MS = 2 * 60 * 1000;
/** After this many failed attempts a row is given up (`status = 'failed'`). */
export const MAX_ATTEMPTS = 20;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60 * 1000;

/**
 * Delay before the next attempt after `attempts` failures (1, 2, …), in milliseconds:
 * 5 s · 2^(attempts − 1), capped at 15 minutes (5 s, 10 s, 20 s, … 15 min).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Claims up to `BATCH_SIZE` due rows (pending, never tried or `next_attempt_at <= now`, not
 * claimed by a live claim) in id order, locking them until `now + claimMs` (default 2 min), in one statement
 * (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING *`).
 * A row never tried is due at once whatever its `next_attempt_at` (set by the database clock).
 */
export async function claimDueMail(
  db: DbOrTx,
  now: Date,
  claimMs: number = CLAIM_MS,
): Promise<EmailOutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        or(eq(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, now)),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks row `id` delivered at `now` and drops its claim. */
export async function markSent(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/**
 * Records a failed attempt on `row`: attempts + 1, `lastError` (one line, at most 1000
 * characters), next attempt after `retryDelayMs`; status `failed` once `MAX_ATTEMPTS` is
 * reached. Returns the new attempts count and status.
 */
export async function markFailed(
  db: DbOrTx,
  row: Pick<EmailOutboxRow, 'id' | 'attempts'>,
  error: string,
  now: Date,
): Promise<{ attempts: number; status: 'pending' | 'failed' }> {
  const attempts = row.attempts + 1;
  const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(emailOutbox)
    .set({
      attempts,
      status,
      lastError: cleanHeaderText(error, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      lockedUntil: null,
    })
    .where(eq(emailOutbox.id, row.id));
  return { attempts, status };
}

/** Drops the claim on rows `ids` without counting an attempt (worker stopping, claim ageing). */
export async function releaseClaims(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
}

/** Pending rows with id greater than `afterId`, oldest first (at most `limit`). */
export async function listPendingMail(
  db: DbOrTx,
  afterId: number,
  limit = 100,
): Promise<Pick<EmailOutboxRow, 'id' | 'subject' | 'toAddress'>[]> {
  return db
    .select({ id: emailOutbox.id, subject: emailOutbox.subject, toAddress: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.id, afterId)))
    .orderBy(asc(emailOutbox.id))
    .limit(limit);
}

/** Number of rows still pending. */
export async function countPendingMail(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** What a purged body reads (the row stays: its status, address and dates are the delivery log). */
export const PURGED_BODY = '[purged after the retention period]';

/**
 * Blanks the bodies (text, HTML, iCalendar) of mail delivered more than `retentionDays` days
 * before `now` (`OUTBOX_RETENTION_DAYS`, docs/decisions/0016-import-sso-data.md). Run by the
 * clean-up job; idempotent (a purged row no longer matches) and safe on several instances.
 * @returns how many rows were purged by this call.
 */
export async function purgeDeliveredMailBodies(
  db: DbOrTx,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const purged = await db
    .update(emailOutbox)
    .set({ textBody: PURGED_BODY, htmlBody: null, icsContent: null })
    .where(
      and(
        eq(emailOutbox.status, 'sent'),
        lt(emailOutbox.sentAt, before),
        sql`${emailOutbox.textBody} <> ${PURGED_BODY}`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return purged.length;
}

/** One message to queue (`queueMail`): the outbox row without its delivery bookkeeping. */
export type QueuedMail = Pick<
  typeof emailOutbox.$inferInsert,
  | 'organizationId'
  | 'meetingId'
  | 'userId'
  | 'kind'
  | 'toAddress'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'icsContent'
  | 'icsMethod'
  | 'dedupeKey'
>;

/**
 * Queues `messages` in the outbox with `tx` (the transaction of the change, or of the job run
 * that decided to send them). A message whose `dedupeKey` is already in the outbox is skipped
 * (INSERT … ON CONFLICT DO NOTHING on the unique key): scheduled mail is queued exactly once
 * across instances, restarts and retries. Returns how many rows were written.
 */
export async function queueMail(tx: DbOrTx, messages: QueuedMail[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await tx
    .insert(emailOutbox)
    .values(messages)
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length;
}
