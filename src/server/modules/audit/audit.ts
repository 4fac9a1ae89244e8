/**
 * The audit trail (docs/decisions/0037-audit-trail.md): who did what, to which target, when and
 * from where, one event per audited action, written by {@link recordAudit} in the transaction
 * of the action itself (so an action that rolls back leaves no event, and one that commits
 * always has its event).
 *
 * Each organisation's events form a hash chain: `hash = SHA-256(prev_hash ‖ canonical text)`,
 * where `prev_hash` is the hash of the organisation's previous event (32 zero bytes for the
 * first) and the canonical text is {@link canonicalText} of the row's own columns. The chain's
 * head (`audit_heads.last_hash`) is advanced by the same statement that inserts the event, under
 * the head row's lock, so concurrent actions of one organisation chain one after the other on
 * every instance. {@link verifyAuditChain} recomputes every hash: an edited row, a removed row
 * (in the middle or the newest) or a reordered one is found. Retention ({@link pruneAudit})
 * deletes the oldest events and moves the head's `anchor_hash` to the hash of the last one
 * deleted, so what is kept still verifies.
 *
 * Events never carry content (notes, agendas, talking points, passwords): ids only.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '@/shared/schemas/audit';
import type { DbOrTx } from '../../db/client';
import { toBytes } from '../../db/bytes';
import { auditEvents, auditHeads } from '../../db/schema';

/** Where an action came from: the client address and the request id (`X-Request-Id`). */
export interface AuditSource {
  ip: string | null;
  requestId: string | null;
}

/** The source of an action done by the system (a job, the admin command): no address. */
export const SYSTEM_SOURCE: AuditSource = { ip: null, requestId: null };

/** The client address (as `trustProxy` resolves it) and the request id of `request`. */
export function auditSourceOf(request: FastifyRequest): AuditSource {
  return { ip: request.ip ?? null, requestId: request.id ?? null };
}

/** One event to record. `at` is the app's clock (`ctx.now()`), an instant. */
export interface AuditInput {
  organizationId: number;
  at: Date;
  /** The person who acted; null for the system, an identity provider or an unknown caller. */
  actorId: number | null;
  action: AuditAction;
  target?: { type: AuditTargetType; id: number } | null;
  source: AuditSource;
}

/** The hash before an organisation's first event. */
export const GENESIS_HASH = new Uint8Array(32);

/** The stored columns a hash covers, in this order. */
interface HashedColumns {
  organizationId: number;
  at: Date;
  actorId: number | null;
  action: string;
  targetType: string | null;
  targetId: number | null;
  ip: string | null;
  requestId: string | null;
}

/**
 * The canonical text of an event: a JSON array of its hashed columns (`at` as ISO 8601 UTC
 * with milliseconds). Written once here and read back by the verifier from the stored row.
 */
export function canonicalText(row: HashedColumns): string {
  return JSON.stringify([
    row.organizationId,
    row.at.toISOString(),
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    row.ip,
    row.requestId,
  ]);
}

/** SHA-256(prev ‖ UTF-8 of `text`), as the insert statement computes it. */
export function chainHash(prev: Uint8Array, text: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(prev).update(text, 'utf8').digest());
}

/**
 * Records one event in the caller's transaction (or alone, with the pool): ONE statement that
 * advances the organisation's chain head under its row lock (creating it at the first event)
 * and inserts the event with the previous and the new hash, both computed by the database
 * from the head it locked. The timestamp is truncated to milliseconds (what the hash covers).
 */
export async function recordAudit(db: DbOrTx, input: AuditInput): Promise<void> {
  const at = new Date(Math.floor(input.at.getTime()));
  const row: HashedColumns = {
    organizationId: input.organizationId,
    at,
    actorId: input.actorId,
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    ip: input.source.ip?.slice(0, 100) ?? null,
    requestId: input.source.requestId?.slice(0, 128) ?? null,
  };
  const text = canonicalText(row);
  const genesis = Buffer.from(GENESIS_HASH);
  await db.execute(sql`
    with head as (
      insert into audit_heads as h (organization_id, last_hash, prev_hash, anchor_hash)
      values (${row.organizationId}, sha256(${genesis}::bytea || convert_to(${text}, 'UTF8')),
        ${genesis}::bytea, ${genesis}::bytea)
      on conflict (organization_id) do update
        set prev_hash = h.last_hash, last_hash = sha256(h.last_hash || convert_to(${text}, 'UTF8'))
      returning prev_hash, last_hash
    )
    insert into audit_events (organization_id, at, actor_id, action, target_type, target_id, ip,
      request_id, prev_hash, hash)
    select ${row.organizationId}, ${at.toISOString()}::timestamptz, ${row.actorId}::int,
      ${row.action}, ${row.targetType}::text, ${row.targetId}::int, ${row.ip}::text,
      ${row.requestId}::text, head.prev_hash, head.last_hash
    from head`);
}

/** A break in an organisation's chain, as {@link verifyAuditChain} reports it. */
export interface AuditBreak {
  organizationId: number;
  /** The first event that does not verify; null when the newest event was removed. */
  eventId: number | null;
  reason: 'hash' | 'link' | 'head';
}

const bytesEqual = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * Recomputes the chain of every organisation (or of `organizationId`), in id order from the
 * head's anchor: each event's `prev_hash` must be the previous event's `hash` (`link`; a row
 * removed or reordered), each `hash` the SHA-256 of its `prev_hash` and its own columns
 * (`hash`; a row edited), and the newest `hash` the head's `last_hash` (`head`; the newest
 * row removed). Reads 5,000 events at a time. @returns how many events were checked and the
 * first break of each broken organisation (none: the trail is intact).
 */
export async function verifyAuditChain(
  db: DbOrTx,
  organizationId?: number,
): Promise<{ checked: number; breaks: AuditBreak[] }> {
  const heads = await db
    .select()
    .from(auditHeads)
    .where(organizationId === undefined ? undefined : eq(auditHeads.organizationId, organizationId))
    .orderBy(asc(auditHeads.organizationId));
  let checked = 0;
  const breaks: AuditBreak[] = [];
  for (const head of heads) {
    let prev = toBytes(head.anchorHash);
    let afterId = 0;
    let broken: AuditBreak | null = null;
    for (;;) {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.organizationId, head.organizationId),
            sql`${auditEvents.id} > ${afterId}`,
          ),
        )
        .orderBy(asc(auditEvents.id))
        .limit(5000);
      for (const row of rows) {
        checked += 1;
        const rowPrev = toBytes(row.prevHash);
        if (!bytesEqual(rowPrev, prev)) {
          broken = { organizationId: head.organizationId, eventId: row.id, reason: 'link' };
          break;
        }
        const expected = chainHash(rowPrev, canonicalText(row));
        if (!bytesEqual(expected, toBytes(row.hash))) {
          broken = { organizationId: head.organizationId, eventId: row.id, reason: 'hash' };
          break;
        }
        prev = toBytes(row.hash);
      }
      if (broken || rows.length < 5000) break;
      afterId = rows[rows.length - 1]!.id;
    }
    if (!broken && !bytesEqual(prev, toBytes(head.lastHash))) {
      broken = { organizationId: head.organizationId, eventId: null, reason: 'head' };
    }
    if (broken) breaks.push(broken);
  }
  return { checked, breaks };
}

/**
 * Retention: deletes the events older than `retentionDays` days before `now` (the app's
 * clock), per organisation in one transaction that first locks its head and moves its
 * `anchor_hash` to the hash of the newest event deleted, so the kept events still verify.
 * Safe on several instances at once (they queue on the head's lock; the later ones find
 * nothing older). @returns how many events were deleted.
 */
export async function pruneAudit(
  db: import('../../db/client').Db,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const orgs = await db
    .selectDistinct({ organizationId: auditEvents.organizationId })
    .from(auditEvents)
    .where(lt(auditEvents.at, cutoff));
  let deleted = 0;
  for (const { organizationId } of orgs) {
    deleted += await db.transaction(async (tx) => {
      const [head] = await tx
        .select({ organizationId: auditHeads.organizationId })
        .from(auditHeads)
        .where(eq(auditHeads.organizationId, organizationId))
        .for('update');
      if (!head) return 0;
      // Events are pruned in id order: the newest event dated before the cutoff and every
      // event before it (an event is never kept while an older id is deleted).
      const [last] = await tx
        .select({ id: auditEvents.id, hash: auditEvents.hash })
        .from(auditEvents)
        .where(and(eq(auditEvents.organizationId, organizationId), lt(auditEvents.at, cutoff)))
        .orderBy(sql`${auditEvents.id} desc`)
        .limit(1);
      if (!last) return 0;
      await tx
        .update(auditHeads)
        .set({ anchorHash: toBytes(last.hash) })
        .where(eq(auditHeads.organizationId, organizationId));
      const gone = await tx
        .delete(auditEvents)
        .where(
          and(eq(auditEvents.organizationId, organizationId), sql`${auditEvents.id} <= ${last.id}`),
        )
        .returning({ id: auditEvents.id });
      return gone.length;
    });
  }
  return deleted;
}
