/**
 * Private notes (promise 17, decision 13): only their author reads them, everyone else gets
 * 404; sanitized; sealed in the database (no plaintext in the column), bound to (meeting,
 * author); the key from NOTES_KEY or created once in DATA_DIR/notes.key.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { privateNotes } from '../../db/schema';
import { ConfigError, loadConfig } from '../../env';
import { decryptText, encryptText, notesKey } from '../../http/secrets';
import { signedInTeam } from '../../test/support/meetings-test-helpers';
import { privateNoteAad } from './private-notes.service';

describe.each(databaseKinds())('private notes on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const otherPair = await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
    });
    const foreign = await signedInTeam(t);
    return { ...w, meeting, otherPair, foreign };
  }
  const url = (id: number) => `/api/meetings/${id}/private-note`;
  const put = (cookie: string, id: number, html: unknown) =>
    t.request({ method: 'PUT', url: url(id), cookie, payload: { html } });
  const get = (cookie: string, id: number) => t.request({ method: 'GET', url: url(id), cookie });
  const rawRows = async () =>
    (
      (await t.database.db.execute(
        sql`select meeting_id, author_id, sealed_html from private_notes`,
      )) as unknown as { rows: { meeting_id: number; author_id: number; sealed_html: string }[] }
    ).rows;

  it('each participant reads and writes only their own note at the same path', async () => {
    const w = await world();
    expect((await get(w.as.member, w.meeting.id)).json()).toEqual({ html: null, updatedAt: null });
    expect((await put(w.as.member, w.meeting.id, '<p>I want a raise</p>')).json().html).toBe(
      '<p>I want a raise</p>',
    );
    expect((await put(w.as.manager, w.meeting.id, '<p>Budget is tight</p>')).statusCode).toBe(200);
    expect((await get(w.as.member, w.meeting.id)).json().html).toBe('<p>I want a raise</p>');
    expect((await get(w.as.manager, w.meeting.id)).json().html).toBe('<p>Budget is tight</p>');
    // Neither the meeting nor its list carries them.
    const meeting = await t.request({
      method: 'GET',
      url: `/api/meetings/${w.meeting.id}`,
      cookie: w.as.manager,
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/meetings',
      cookie: w.as.seniorManager,
    });
    expect(meeting.body + list.body).not.toMatch(/raise|Budget is tight/);
  });

  it('answers 404 to every non-participant: senior manager, line above, other pair, other organisation', async () => {
    const w = await world();
    await put(w.as.member, w.meeting.id, '<p>Secret</p>');
    for (const [who, cookie, id] of [
      ['senior manager', w.as.seniorManager, w.meeting.id],
      ['supervisor of another line', w.as.supervisor, w.meeting.id],
      ['member of another pair', w.as.otherMember, w.meeting.id],
      ['member into another pair', w.as.member, w.otherPair.id],
      ['other organisation', w.foreign.as.seniorManager, w.meeting.id],
      ['other organisation manager', w.foreign.as.manager, w.meeting.id],
    ] as const) {
      expect((await get(cookie, id)).statusCode, who).toBe(404);
      expect((await put(cookie, id, '<p>Overwrite</p>')).statusCode, who).toBe(404);
    }
    expect((await get(w.as.member, w.meeting.id)).json().html).toBe('<p>Secret</p>');
    expect(
      (await rawRows()).filter((r) =>
        [w.meeting.id, w.otherPair.id].includes(Number(r.meeting_id)),
      ),
    ).toHaveLength(1);
  });

  it('stores no plaintext: the column holds AES-256-GCM ciphertext bound to (meeting, author)', async () => {
    const w = await world();
    const secret = 'Thinking about leaving in spring';
    await put(w.as.member, w.meeting.id, `<p>${secret}</p>`);
    const [row] = (await rawRows()).filter((r) => Number(r.meeting_id) === w.meeting.id);
    expect(row!.sealed_html).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(row!.sealed_html).not.toContain('Thinking');
    const dump = (await t.database.db.execute(sql`select * from private_notes`)) as unknown as {
      rows: unknown[];
    };
    expect(JSON.stringify(dump.rows)).not.toContain(secret);
    expect(
      Buffer.from(row!.sealed_html.split('.')[3]!, 'base64url').toString('utf8'),
    ).not.toContain('leaving');
    // Same text again: a fresh IV, a different ciphertext.
    await put(w.as.member, w.meeting.id, `<p>${secret}</p>`);
    const [again] = (await rawRows()).filter((r) => Number(r.meeting_id) === w.meeting.id);
    expect(again!.sealed_html).not.toBe(row!.sealed_html);
    // Copied to another 1:1 of the same author, it does not decrypt.
    const key = notesKey(t.config);
    expect(decryptText(key, again!.sealed_html, privateNoteAad(w.meeting.id, w.member.id))).toBe(
      `<p>${secret}</p>`,
    );
    expect(() =>
      decryptText(key, again!.sealed_html, privateNoteAad(w.otherPair.id, w.member.id)),
    ).toThrow();
    const second = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    await t.database.db
      .insert(privateNotes)
      .values({ meetingId: second.id, authorId: w.member.id, sealedHtml: again!.sealed_html });
    const res = await get(w.as.member, second.id);
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('leaving');
  });

  it('is in its author’s data export only, and goes when the author is erased', async () => {
    const w = await world();
    await put(w.as.member, w.meeting.id, '<p>Member secret</p>');
    await put(w.as.manager, w.meeting.id, '<p>Manager secret</p>');
    const exportOf = async (cookie: string) =>
      (await t.request({ method: 'GET', url: '/api/me/export', cookie })).body;
    const mine = await exportOf(w.as.member);
    expect(mine).toContain('Member secret');
    expect(mine).not.toContain('Manager secret');
    expect(await exportOf(w.as.manager)).not.toContain('Member secret');
    expect(await exportOf(w.as.seniorManager)).not.toMatch(/Member secret|Manager secret/);
    const erased = await t.request({
      method: 'POST',
      url: `/api/users/${w.member.id}/erase`,
      cookie: w.as.seniorManager,
    });
    expect(erased.statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(privateNotes)
      .where(eq(privateNotes.meetingId, w.meeting.id));
    expect(left.map((n) => n.authorId)).toEqual([w.manager.id]);
  });

  it('sanitizes like the shared notes; an empty note clears it; oversized answers 400', async () => {
    const w = await world();
    const res = await put(
      w.as.member,
      w.meeting.id,
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">l</a></p>',
    );
    expect(res.json().html).toBe('<p>Hi<a rel="noopener noreferrer" target="_blank">l</a></p>');
    expect((await put(w.as.member, w.meeting.id, 'x'.repeat(100_001))).statusCode).toBe(400);
    expect((await put(w.as.member, w.meeting.id, 42)).json().fieldErrors.html).toBeDefined();
    expect((await get(w.as.member, w.meeting.id)).json().html).toContain('Hi');
    expect((await put(w.as.member, w.meeting.id, '<script>x</script>')).json()).toEqual({
      html: null,
      updatedAt: null,
    });
    expect(
      await t.database.db
        .select()
        .from(privateNotes)
        .where(eq(privateNotes.meetingId, w.meeting.id)),
    ).toHaveLength(0);
  });
});

describe('the notes key', () => {
  it('is created once in DATA_DIR/notes.key (mode 0600) when NOTES_KEY is unset', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-notes-key-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const key = notesKey(config);
      expect(key).toHaveLength(32);
      const file = path.join(dataDir, 'notes.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(notesKey(loadConfig({ DATA_DIR: dataDir }))).toEqual(key);
      const sealed = encryptText(key, 'hello', 'a');
      expect(decryptText(key, sealed, 'a')).toBe('hello');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads NOTES_KEY as base64 or hex, and refuses anything else with one line', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ NOTES_KEY: hex }).notesKey).toEqual(Buffer.from(hex, 'hex'));
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ NOTES_KEY: b64 }).notesKey).toEqual(Buffer.alloc(32, 7));
    for (const bad of [
      'short',
      'ab'.repeat(31),
      Buffer.alloc(16).toString('base64'),
      'z'.repeat(64),
    ]) {
      expect(() => loadConfig({ NOTES_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NOTES_KEY: bad })).toThrow(
        /NOTES_KEY must be 32 bytes in base64 or hex/,
      );
    }
  });
});
