/**
 * The live documents' storage (decision 29): seeding once, compaction into one update that
 * loses nothing appended meanwhile (two compactions and appends at once), the HTML write-back,
 * and the append's own rights check. PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { liveUpdates, meetings } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import {
  AppendQueue,
  appendUpdate,
  compact,
  docOf,
  loadOrSeed,
  readUpdates,
  writeBack,
} from './live-store';

/** Updates that each append one character to the notes' text, from one writer. */
function typing(base: Y.Doc, text: string): Uint8Array[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(base));
  const paragraph = doc.getXmlFragment('notes').get(0) as Y.XmlElement;
  const node = paragraph.get(0) as Y.XmlText;
  const out: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => out.push(u));
  for (const ch of text) node.insert(node.length, ch);
  return out;
}

describe.each(databaseKinds())('live document storage on %s', (kind) => {
  const t = useTestApp(kind);

  async function seeded(notes = '<p>Hi</p>') {
    const team = await t.factory.team();
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
      notes,
    });
    const first = await Promise.all([
      loadOrSeed(t.database.db, meeting.id),
      loadOrSeed(t.database.db, meeting.id),
    ]);
    return { ...team, meeting, stored: first[0]! };
  }

  const rowsOf = async (meetingId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(liveUpdates)
        .where(eq(liveUpdates.meetingId, meetingId))
    )[0]!.n;
  const textOf = async (meetingId: number) =>
    docOf(await readUpdates(t.database.db, meetingId))
      .getXmlFragment('notes')
      .toString();

  it('seeds a document once from the stored notes, even when opened twice at once', async () => {
    const { meeting } = await seeded('<p>Hi <strong>there</strong></p>');
    expect(await rowsOf(meeting.id)).toBe(1);
    expect(await textOf(meeting.id)).toBe('<paragraph>Hi <bold>there</bold></paragraph>');
  });

  it('compacts into one update and keeps every update appended meanwhile', async () => {
    const { meeting, manager, stored } = await seeded();
    const base = docOf(stored);
    const earlier = typing(base, 'abcdefghij'.repeat(3));
    for (const update of earlier) {
      expect(
        await appendUpdate(t.database.db, { meetingId: meeting.id, personId: manager.id, update }),
      ).toHaveProperty('id');
    }
    const later = typing(base, 'XYZ'.repeat(5));
    await Promise.all([
      compact(t.database.db, meeting.id),
      compact(t.database.db, meeting.id),
      ...later.map((update) =>
        appendUpdate(t.database.db, { meetingId: meeting.id, personId: manager.id, update }),
      ),
    ]);
    const doc = docOf(await readUpdates(t.database.db, meeting.id));
    const text = doc.getXmlFragment('notes').toString();
    expect(text.replace(/<\/?paragraph>/g, '').length).toBe(2 + 30 + 15);
    expect(text).toContain('abcdefghij'.repeat(3));
    await compact(t.database.db, meeting.id);
    expect(await rowsOf(meeting.id)).toBe(1);
    expect(await textOf(meeting.id)).toBe(text);
  });

  it('refuses an append by a reader or on a completed 1:1, storing nothing', async () => {
    const { meeting, seniorManager, member, stored } = await seeded();
    const [update] = typing(docOf(stored), '!');
    expect(
      await appendUpdate(t.database.db, {
        meetingId: meeting.id,
        personId: seniorManager.id,
        update: update!,
      }),
    ).toEqual({ refused: 'read-only' });
    await t.database.db
      .update(meetings)
      .set({ status: 'completed' })
      .where(eq(meetings.id, meeting.id));
    expect(
      await appendUpdate(t.database.db, {
        meetingId: meeting.id,
        personId: member.id,
        update: update!,
      }),
    ).toEqual({ refused: 'closed' });
    expect(await rowsOf(meeting.id)).toBe(1);
  });

  it('a gathering window puts updates that arrive over several turns in one statement', async () => {
    const one = await seeded('<p>One</p>');
    const queue = new AppendQueue(t.database.db, 50);
    const typed = typing(docOf(one.stored), 'abcd');
    const pending: Promise<unknown>[] = [];
    for (const update of typed) {
      pending.push(queue.append({ meetingId: one.meeting.id, personId: one.member.id, update }));
      // Each in a later turn of the event loop (without a window: four statements).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const results = await Promise.all(pending);
    expect(results.every((r) => 'id' in (r as object))).toBe(true);
    expect(queue.stats).toEqual({ batches: 1, updates: 4 });
    expect(await textOf(one.meeting.id)).toContain('Oneabcd');
  });

  it('group commit: stores the updates waiting together in one statement, each with its own row and refusal', async () => {
    const one = await seeded('<p>One</p>');
    const two = await seeded('<p>Two</p>');
    await t.database.db
      .update(meetings)
      .set({ status: 'completed' })
      .where(eq(meetings.id, two.meeting.id));
    const three = await seeded('<p>Three</p>');
    const queue = new AppendQueue(t.database.db);
    const typedOne = typing(docOf(one.stored), 'abc');
    const [typedTwo] = typing(docOf(two.stored), '!');
    const [typedThree] = typing(docOf(three.stored), '?');
    const results = await Promise.all([
      ...typedOne.map((update) =>
        queue.append({ meetingId: one.meeting.id, personId: one.member.id, update }),
      ),
      queue.append({ meetingId: two.meeting.id, personId: two.manager.id, update: typedTwo! }),
      queue.append({
        meetingId: three.meeting.id,
        personId: three.seniorManager.id,
        update: typedThree!,
      }),
      queue.append({
        meetingId: three.meeting.id,
        personId: three.manager.id,
        update: typedThree!,
      }),
    ]);
    // Natural batching: everything queued in one turn went out in one statement.
    expect(queue.stats).toEqual({ batches: 1, updates: 6 });
    const ids = results.slice(0, 3).map((r) => (r as { id: number }).id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(results[3]).toEqual({ refused: 'closed' });
    expect(results[4]).toEqual({ refused: 'read-only' });
    expect(results[5]).toHaveProperty('id');
    expect(await textOf(one.meeting.id)).toBe('<paragraph>Oneabc</paragraph>');
    expect(await rowsOf(two.meeting.id)).toBe(1);
    expect(await rowsOf(three.meeting.id)).toBe(2);
    const stored = await readUpdates(t.database.db, one.meeting.id);
    expect(stored.slice(1).map((r) => r.id)).toEqual(ids);
    // What arrives while a batch is being written forms the next one.
    const [x, y] = typing(docOf(await readUpdates(t.database.db, one.meeting.id)), 'xy');
    const first = queue.append({ meetingId: one.meeting.id, personId: one.member.id, update: x! });
    await new Promise((resolve) => setImmediate(resolve));
    const second = queue.append({ meetingId: one.meeting.id, personId: one.member.id, update: y! });
    await Promise.all([first, second]);
    expect(queue.stats).toEqual({ batches: 3, updates: 8 });
    expect(await textOf(one.meeting.id)).toBe('<paragraph>Oneabcxy</paragraph>');
  });

  it('writes the sanitized HTML back, only when it changed, without raising the version', async () => {
    const { meeting, member, stored } = await seeded('<p>Hi</p>');
    for (const update of typing(docOf(stored), ' you')) {
      await appendUpdate(t.database.db, { meetingId: meeting.id, personId: member.id, update });
    }
    expect(await writeBack(t.database.db, meeting.id)).toBe(true);
    expect(await writeBack(t.database.db, meeting.id)).toBe(false);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ notes: '<p>Hi you</p>', version: meeting.version });
  });
});
