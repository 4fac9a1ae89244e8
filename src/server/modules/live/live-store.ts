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
import { toBytes } from '../../db/bytes';
import { liveUpdates, meetings } from '../../db/schema';
import { compileStatement, executeNamed } from '../../db/named-statement';
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

/** One update waiting to be stored: the 1:1, the writer, the Yjs update's bytes. */
export interface AppendInput {
  meetingId: number;
  personId: number;
  update: Uint8Array;
}

/** What became of one append: the stored row's id, or why it was refused (nothing stored). */
export type AppendResult = { id: number } | { refused: AppendRefusal };

/**
 * Appends `update` for `personId`, re-checking their right to write in the same statement
 * (see {@link appendUpdates}); the caller tells the other instances once it has committed.
 * @returns the row id, or the reason it was refused (nothing stored).
 */
export async function appendUpdate(db: Db, input: AppendInput): Promise<AppendResult> {
  const [result] = await appendUpdates(db, [input]);
  return result!;
}

let appendStatement: ReturnType<typeof compileStatement> | undefined;

/**
 * The statement of {@link appendUpdates}, compiled once and run as a named statement (decision
 * 25): its three arrays are placeholders. Ids are drawn in the inputs' order (nextval in the
 * materialised `ok`) and inserted as such, so each input learns its own row id without relying
 * on RETURNING's order.
 */
function appendSql() {
  const statuses = sql.join(
    LIVE_WRITABLE_STATUSES.map((s) => sql.raw(`'${s}'`)),
    sql`, `,
  );
  return sql`
    with input as (
      select t.meeting_id, t.person_id, t.update, t.ord
      from unnest(${sql.placeholder('meetingIds')}::int[], ${sql.placeholder('personIds')}::int[],
        ${sql.placeholder('updates')}::bytea[]) with ordinality as t(meeting_id, person_id, update, ord)
    ), allowed as (
      select i.ord, i.meeting_id, i.update from input i
      join meetings m on m.id = i.meeting_id
      where m.status in (${statuses})
        and (m.manager_id = i.person_id or m.team_member_id = i.person_id)
      order by i.ord
    ), ok as materialized (
      select nextval(pg_get_serial_sequence('live_updates', 'id')) as id, a.ord, a.meeting_id,
        a.update
      from allowed a
    ), ins as (
      insert into live_updates (id, meeting_id, update, size) overriding system value
      select ok.id, ok.meeting_id, ok.update, octet_length(ok.update) from ok order by ok.id
      returning id
    )
    select i.ord::int as ord, ok.id::text as id, m.status as status
    from input i
    left join ok on ok.ord = i.ord
    left join meetings m on m.id = i.meeting_id
    order by i.ord`;
}

/**
 * Group commit (decision 29 "Acknowledge after the write"): appends every update of `inputs`
 * (any documents, any writers) in ONE statement, hence one transaction, that re-checks each
 * writer's right set-based (docs/live.md "Rights": they are the 1:1's organiser or participant
 * and it is scheduled or in progress): the inputs are joined to their meeting row and only the
 * rows that pass are inserted, in the inputs' order. Nothing is stored for a refused one.
 * @returns one result per input, in the same order: the stored row's id, or `read-only` (the
 * 1:1 is open but this person may not write) / `closed` (it is no longer scheduled or in
 * progress, or it is gone).
 */
export async function appendUpdates(
  db: Db,
  inputs: readonly AppendInput[],
): Promise<AppendResult[]> {
  if (inputs.length === 0) return [];
  const rows = await executeNamed<{ id: string | null; status: string | null }>(
    db,
    (appendStatement ??= compileStatement(appendSql())),
    {
      meetingIds: inputs.map((i) => i.meetingId),
      personIds: inputs.map((i) => i.personId),
      updates: inputs.map(({ update }) =>
        Buffer.from(update.buffer, update.byteOffset, update.byteLength),
      ),
    },
  );
  return rows.map((row): AppendResult => {
    if (row.id !== null) return { id: Number(row.id) };
    const open =
      row.status !== null && (LIVE_WRITABLE_STATUSES as readonly string[]).includes(row.status);
    return { refused: open ? 'read-only' : 'closed' };
  });
}

/** Most updates one group commit stores, and most bytes (a batch stops before exceeding it). */
const GROUP_MAX_UPDATES = 500;
const GROUP_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The group commit of one instance (decision 29): {@link append} queues an update and resolves
 * once the statement that stored it (or refused it) has committed. One batch is written at a
 * time, by {@link appendUpdates}; the updates that arrive meanwhile, from every document of the
 * instance, form the next batch (natural batching: no timer; an idle queue starts writing at
 * the next turn of the event loop, so the messages read from the sockets in one turn go
 * together). A failed statement rejects every append of its batch (the messages are then not
 * acknowledged, and the provider sends them again).
 */
export class AppendQueue {
  private waiting: {
    input: AppendInput;
    resolve: (result: AppendResult) => void;
    reject: (err: unknown) => void;
  }[] = [];
  private writing = false;
  /** Statements run and updates stored through them (for tests and the bench). */
  readonly stats = { batches: 0, updates: 0 };

  /**
   * @param gatherMs how long a batch waits for more updates before its statement runs (0: the
   *   next turn of the event loop). On PGlite, whose statements run one at a time in the app's
   *   own thread and cost about 1.5 ms each whatever their size, a few milliseconds turn
   *   hundreds of one- and two-update statements a second into tens (decision 29).
   */
  constructor(
    private readonly db: Db,
    private readonly gatherMs = 0,
  ) {}

  /** Stores `input` with the next batch. @returns its row id, or why it was refused. */
  append(input: AppendInput): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        if (this.gatherMs > 0) setTimeout(() => void this.drain(), this.gatherMs);
        else setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    let first = true;
    while (this.waiting.length > 0) {
      if (!first && this.gatherMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, this.gatherMs));
      }
      first = false;
      let bytes = 0;
      let n = 0;
      while (
        n < this.waiting.length &&
        n < GROUP_MAX_UPDATES &&
        (n === 0 || bytes + this.waiting[n]!.input.update.length <= GROUP_MAX_BYTES)
      ) {
        bytes += this.waiting[n]!.input.update.length;
        n += 1;
      }
      const batch = this.waiting.splice(0, n);
      try {
        const results = await appendUpdates(
          this.db,
          batch.map((b) => b.input),
        );
        this.stats.batches += 1;
        this.stats.updates += batch.length;
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (err) {
        batch.forEach((b) => b.reject(err));
      }
    }
    this.writing = false;
  }
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
 *   schema does not know), in ONE statement that writes only when the HTML differs (no
 *   transaction, no lock: PGlite runs one statement at a time, and each UPDATE of `meetings`
 *   runs its figures triggers, so the write-back costs the appends as little as it can). A
 *   later change of the copy schedules its own write-back, so the last one wins.
 * @returns true when the row changed.
 */
export async function writeBack(db: Db, meetingId: number, copy?: Y.Doc): Promise<boolean> {
  if (copy) {
    const html = htmlOf(copy);
    const changed = await db
      .update(meetings)
      .set({ notes: html.notes, agenda: html.agenda })
      .where(
        and(
          eq(meetings.id, meetingId),
          sql`(${meetings.notes} is distinct from ${html.notes}::text
            or ${meetings.agenda} is distinct from ${html.agenda}::text)`,
        ),
      )
      .returning({ id: meetings.id });
    return changed.length > 0;
  }
  const rows = await readUpdates(db, meetingId);
  if (rows.length === 0) return false;
  const lastId = rows[rows.length - 1]!.id;
  const doc = docOf(rows);
  const html = htmlOf(doc);
  doc.destroy();
  return db.transaction(async (tx) => {
    const row = await lockMeeting(tx, meetingId);
    if (!row) return false;
    const [latest] = await tx
      .select({ id: liveUpdates.id })
      .from(liveUpdates)
      .where(eq(liveUpdates.meetingId, meetingId))
      .orderBy(desc(liveUpdates.id))
      .limit(1);
    if (Number(latest?.id) !== lastId) return false;
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
