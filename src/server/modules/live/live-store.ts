/**
 * The live documents' storage (docs/live.md "Saving"; docs/decisions/0029-live-documents.md):
 * the Yjs updates of each 1:1 in `live_updates`, written before the server acknowledges them,
 * the first one seeded from the stored notes and agenda, compacted into one, and the sanitized
 * HTML written back to `meetings.notes` / `meetings.agenda`.
 *
 * Locks: every writer that must see a stable set of a meeting's updates (seeding, compaction,
 * the HTML write-back, a PATCH of notes or agenda) holds the meeting row's lock, `FOR NO KEY
 * UPDATE` (or the PATCH's `FOR UPDATE`); appending an update takes none beyond the foreign key's
 * `KEY SHARE`, so typing never waits for a compaction and a compaction deletes only the rows it
 * read (an update inserted meanwhile stays).
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { LIVE_FIELDS, type LiveField } from '@/shared/domain/rich-text-schema';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { liveUpdates, meetings } from '../../db/schema';
import { fieldHtml, replaceFieldFromHtml } from './live-html';

/** Meeting statuses in which the organiser and the participant may write (docs/live.md "Rights"). */
export const LIVE_WRITABLE_STATUSES = ['scheduled', 'in_progress'] as const;

/** A stored update: its row id and bytes. */
export interface StoredUpdate {
  id: number;
  update: Uint8Array;
}

/** The meeting's stored updates in insertion order (none when it was never opened live). */
export async function readUpdates(
  db: DbOrTx,
  meetingId: number,
  fromId = 0,
): Promise<StoredUpdate[]> {
  const rows = await db
    .select({ id: liveUpdates.id, update: liveUpdates.update })
    .from(liveUpdates)
    .where(and(eq(liveUpdates.meetingId, meetingId), gte(liveUpdates.id, fromId)))
    .orderBy(asc(liveUpdates.id));
  return rows.map((r) => ({ id: Number(r.id), update: toBytes(r.update) }));
}

/** Bytes from either driver (`pg` gives a Buffer, PGlite a Uint8Array). */
function toBytes(value: Uint8Array): Uint8Array {
  return value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>);
}

/** A Y.Doc holding every update of `updates`. */
export function docOf(updates: readonly StoredUpdate[]): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const { update } of updates) Y.applyUpdate(doc, update);
  });
  return doc;
}

/** Locks the meeting row against other holders of this lock (not against appends). */
async function lockMeeting(tx: Tx, meetingId: number) {
  const [row] = await tx
    .select({ id: meetings.id, notes: meetings.notes, agenda: meetings.agenda })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
    .for('no key update');
  return row ?? null;
}

/**
 * The updates of the meeting's live document; the first time (no update stored), the document
 * is seeded from `meetings.notes` / `meetings.agenda` under the meeting's lock, so two instances
 * opening it together seed it once. Empty when the meeting does not exist.
 */
export async function loadOrSeed(db: Db, meetingId: number): Promise<StoredUpdate[]> {
  const stored = await readUpdates(db, meetingId);
  if (stored.length > 0) return stored;
  return db.transaction(async (tx) => {
    const row = await lockMeeting(tx, meetingId);
    if (!row) return [];
    const again = await readUpdates(tx, meetingId);
    if (again.length > 0) return again;
    const doc = new Y.Doc();
    replaceFieldFromHtml(doc, 'notes', row.notes);
    replaceFieldFromHtml(doc, 'agenda', row.agenda);
    const update = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    const [inserted] = await tx
      .insert(liveUpdates)
      .values({ meetingId, update, size: update.length })
      .returning({ id: liveUpdates.id });
    return [{ id: Number(inserted!.id), update }];
  });
}

/** Why an append was refused: the person may only read, or the 1:1 is no longer open. */
export type AppendRefusal = 'read-only' | 'closed';

/**
 * Appends `update` for `personId`, in ONE statement that re-checks their right to write (they
 * are the 1:1's organiser or participant and it is scheduled or in progress; docs/live.md
 * "Rights"); the caller tells the other instances once it has committed (live-hub.ts).
 * @returns the row id, or the reason it was refused (nothing stored).
 */
export async function appendUpdate(
  db: Db,
  input: {
    meetingId: number;
    personId: number;
    update: Uint8Array;
  },
): Promise<{ id: number } | { refused: AppendRefusal }> {
  const { meetingId, personId, update } = input;
  const statuses = sql.join(
    LIVE_WRITABLE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ok as (
      select m.id from meetings m
      where m.id = ${meetingId}::int and m.status in (${statuses})
        and (m.manager_id = ${personId}::int or m.team_member_id = ${personId}::int)
    ), ins as (
      insert into live_updates (meeting_id, update, size)
      select ok.id, ${Buffer.from(update.buffer, update.byteOffset, update.byteLength)}::bytea,
        ${update.length}::int from ok
      returning id
    )
    select ins.id::text as id from ins`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  if (rows.length > 0) return { id: Number(rows[0]!.id) };
  const [meeting] = await db
    .select({ status: meetings.status })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  const open = meeting && (LIVE_WRITABLE_STATUSES as readonly string[]).includes(meeting.status);
  return { refused: open ? 'read-only' : 'closed' };
}

/**
 * Merges the meeting's stored updates into one (`Y.encodeStateAsUpdate` of their document)
 * under the meeting's lock, deleting exactly the rows it merged: safe to run on every instance
 * at once (they queue on the lock; the later ones find one row), and an update appended
 * meanwhile is kept. It writes the merged document's HTML back too (see `writeBack`). @returns how many rows were merged (0 when there was nothing to do).
 */
export async function compact(db: Db, meetingId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await lockMeeting(tx, meetingId);
    if (!locked) return 0;
    const rows = await readUpdates(tx, meetingId);
    if (rows.length < 2) return 0;
    const doc = docOf(rows);
    const merged = Y.encodeStateAsUpdate(doc);
    const html = htmlOf(doc);
    doc.destroy();
    await storeHtml(tx, meetingId, locked, html);
    await tx.delete(liveUpdates).where(
      inArray(
        liveUpdates.id,
        rows.map((r) => r.id),
      ),
    );
    await tx.insert(liveUpdates).values({ meetingId, update: merged, size: merged.length });
    return rows.length;
  });
}

/** Meetings with more than `threshold` stored updates (what the periodic compaction merges). */
export async function meetingsToCompact(db: Db, threshold: number): Promise<number[]> {
  const rows = await db
    .select({ meetingId: liveUpdates.meetingId })
    .from(liveUpdates)
    .groupBy(liveUpdates.meetingId)
    .having(sql`count(*) > ${threshold}`)
    .limit(500);
  return rows.map((r) => r.meetingId);
}

/** The stored HTML of each field of `doc` (sanitized). */
function htmlOf(doc: Y.Doc): Record<LiveField, string | null> {
  return Object.fromEntries(LIVE_FIELDS.map((f) => [f, fieldHtml(doc, f)])) as Record<
    LiveField,
    string | null
  >;
}

/** Writes `html` to the locked meeting row when it differs. @returns true when it changed. */
async function storeHtml(
  tx: Tx,
  meetingId: number,
  row: { notes: string | null; agenda: string | null },
  html: Record<LiveField, string | null>,
): Promise<boolean> {
  if (html.notes === row.notes && html.agenda === row.agenda) return false;
  await tx
    .update(meetings)
    .set({ notes: html.notes, agenda: html.agenda })
    .where(eq(meetings.id, meetingId));
  return true;
}

/**
 * Writes the sanitized HTML of the stored document to `meetings.notes` / `meetings.agenda`
 * (docs/live.md "Saving"); no write when both are unchanged. Never raises `version` (no
 * schedule field changed) and never queues mail (product rule of mail-worthy changes).
 * The HTML is rendered before the meeting's lock is taken, which is then held only to write:
 * - from the database's updates (not an instance's copy, which another instance may be ahead
 *   of), written only if no update was stored since they were read (a newer one schedules its
 *   own write-back, and a compaction writes the HTML itself);
 * - with one process (PGlite), from `copy`, a clone of the open document (which holds every
 *   stored update; a clone, because the conversion deletes from the document it reads what the
 *   schema does not know).
 * @returns true when the row changed.
 */
export async function writeBack(db: Db, meetingId: number, copy?: Y.Doc): Promise<boolean> {
  let html: Record<LiveField, string | null>;
  let lastId: number | null = null;
  if (copy) {
    html = htmlOf(copy);
  } else {
    const rows = await readUpdates(db, meetingId);
    if (rows.length === 0) return false;
    lastId = rows[rows.length - 1]!.id;
    const doc = docOf(rows);
    html = htmlOf(doc);
    doc.destroy();
  }
  return db.transaction(async (tx) => {
    const row = await lockMeeting(tx, meetingId);
    if (!row) return false;
    if (lastId !== null) {
      const [latest] = await tx
        .select({ id: liveUpdates.id })
        .from(liveUpdates)
        .where(eq(liveUpdates.meetingId, meetingId))
        .orderBy(desc(liveUpdates.id))
        .limit(1);
      if (Number(latest?.id) !== lastId) return false;
    }
    return storeHtml(tx, meetingId, row, html);
  });
}

/**
 * A PATCH of notes and/or agenda applied to the live document as one change (docs/live.md
 * "Saving"), inside the PATCH's transaction (the meeting row is locked there): the stored
 * document's fragments are replaced by the new HTML in one Yjs transaction, whose update is
 * stored. @returns that update (for the open copies), or null when the meeting has no live
 * document yet (it will be seeded from the columns) or nothing changed.
 */
export async function replaceFields(
  tx: Tx,
  meetingId: number,
  values: Partial<Record<LiveField, string | null>>,
): Promise<Uint8Array | null> {
  const rows = await readUpdates(tx, meetingId);
  if (rows.length === 0) return null;
  const doc = docOf(rows);
  const parts: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => parts.push(u));
  doc.transact(() => {
    for (const field of LIVE_FIELDS) {
      if (values[field] !== undefined) replaceFieldFromHtml(doc, field, values[field] ?? null);
    }
  });
  doc.destroy();
  if (parts.length === 0) return null;
  const update = parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
  await tx.insert(liveUpdates).values({ meetingId, update, size: update.length });
  return update;
}
