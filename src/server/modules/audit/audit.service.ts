/**
 * Reading the audit trail (docs/decisions/0037-audit-trail.md): a Senior Manager's view of
 * their organisation's events, newest first, filtered by person, action and UTC days, in keyset
 * pages of 50 (docs/api.md "Paging"), or every matching event as CSV (RFC 4180, csv-stringify).
 * Everyone else: 403. Nothing here writes or deletes an event.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { isSeniorManager } from '@/shared/permissions';
import type { AuditEvent, AuditPage, AuditQuery } from '@/shared/schemas/audit';
import type { Actor } from '../../context';
import type { Db } from '../../db/client';
import { keyset } from '../../db/keyset';
import { auditEvents, users } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { fullName } from '../users/users.presenter';

const byNewest = keyset([{ expr: sql`${auditEvents.id}`, type: 'int' }], 'desc');

/** @throws 403 unless `actor` is a Senior Manager (the audit trail is theirs alone). */
export function assertMayReadAudit(actor: Actor): void {
  if (!isSeniorManager(actor.role))
    throw forbidden('Only Senior Managers can read the audit trail');
}

/** The conditions of `query` within the actor's organisation (`from`/`to`: UTC days, inclusive). */
function conditions(actor: Actor, query: Omit<AuditQuery, 'cursor'>): SQL[] {
  const where: SQL[] = [eq(auditEvents.organizationId, actor.organizationId)];
  if (query.actorId !== undefined) where.push(eq(auditEvents.actorId, query.actorId));
  if (query.action !== undefined) where.push(eq(auditEvents.action, query.action));
  if (query.from) where.push(gte(auditEvents.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditEvents.at, end));
  }
  return where;
}

async function readEvents(db: Db, where: SQL[], limit: number): Promise<AuditEvent[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actorId: auditEvents.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      action: auditEvents.action,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      ip: auditEvents.ip,
      requestId: auditEvents.requestId,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...where))
    .orderBy(...byNewest.orderBy)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName:
      r.username !== null
        ? fullName({ firstName: r.firstName!, lastName: r.lastName!, username: r.username })
        : null,
    action: r.action as AuditEvent['action'],
    targetType: r.targetType as AuditEvent['targetType'],
    targetId: r.targetId,
    ip: r.ip,
    requestId: r.requestId,
  }));
}

/**
 * One page of the organisation's events, newest first.
 * @throws 403 for anyone but a Senior Manager; 400 on a cursor this API did not give out.
 */
export async function listAuditEvents(input: {
  db: Db;
  actor: Actor;
  query: AuditQuery;
}): Promise<AuditPage> {
  assertMayReadAudit(input.actor);
  const where = conditions(input.actor, input.query);
  const after = byNewest.after(input.query.cursor);
  if (after) where.push(after);
  const rows = await readEvents(input.db, where, 51);
  const { items, nextCursor } = byNewest.page(rows, (r) => [r.id] as const);
  return { events: items, nextCursor };
}

/** The CSV columns, in order (the API's field names). */
const CSV_COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorName',
  'action',
  'targetType',
  'targetId',
  'ip',
  'requestId',
] as const;

/**
 * Every matching event as CSV (header row, newest first), read 1,000 at a time as the
 * stream is consumed. Cells that a spreadsheet would run as a formula (`= + - @`, TAB, CR
 * first) get a leading `'` (csv-stringify's `escape_formulas`; OWASP "CSV injection"): a name
 * comes back as text.
 * @throws 403 for anyone but a Senior Manager.
 */
export function auditCsv(input: { db: Db; actor: Actor; query: AuditQuery }): Readable {
  assertMayReadAudit(input.actor);
  const base = conditions(input.actor, input.query);
  async function* rows() {
    let cursor: string | undefined;
    for (;;) {
      const where = [...base];
      const after = byNewest.after(cursor);
      if (after) where.push(after);
      const batch = await readEvents(input.db, where, 1000);
      for (const event of batch) yield CSV_COLUMNS.map((c) => event[c]);
      if (batch.length < 1000) return;
      cursor = byNewest.encode([batch[batch.length - 1]!.id]);
    }
  }
  return Readable.from(rows()).pipe(
    stringify({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true }),
  );
}
