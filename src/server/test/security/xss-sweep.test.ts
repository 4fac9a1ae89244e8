/**
 * Promise 3 over the shared 1:1's text (decision 13): script payloads sent through every new
 * text field — talking points, template names and points, feedback comments (plain text) and
 * private notes (rich text) — are stored inert: plain text keeps no tag at all, rich text only
 * the notes allow-list (p, br, b, strong, i, em, u, ul, ol, li, a[href http/https/mailto]).
 * The live 1:1's socket too (docs/live.md): payloads typed into the shared notes' fragment, and
 * elements, attributes and links no editor makes, reach `meetings.notes` inert.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import * as Y from 'yjs';
import { databaseKinds, useTestApp } from '../harness';
import { meetingFeedback, meetingTemplates, meetings, talkingPoints } from '../../db/schema';
import { openLiveClient, until } from '../support/live-test-client';
import { decryptText, notesKey } from '../../http/secrets';
import { privateNoteAad } from '../../modules/private-notes/private-notes.service';

/** Classic payloads (OWASP XSS filter evasion cheat sheet, big-list-of-naughty-strings). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '"><script>alert(document.cookie)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
];

const TAG = /<\s*\/?\s*[a-z!]/i;
const DANGEROUS =
  /<\s*(script|img|svg|iframe|object|embed|style|math|details|body|div)\b|\son\w+\s*=|javascript:/i;

describe.each(databaseKinds())('script payloads in the shared 1:1 on %s', (kind) => {
  const t = useTestApp(kind);

  it('are stored inert in talking points, templates, feedback and private notes', async () => {
    const team = await t.factory.team();
    const manager = await t.factory.signIn(team.manager);
    const member = await t.factory.signIn(team.member);
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
    });
    const done = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
      status: 'completed',
    });
    const templateIds: number[] = [];
    for (const [i, payload] of PAYLOADS.entries()) {
      const text = `point ${i} ${payload}`;
      const point = await t.request({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/talking-points`,
        cookie: member,
        payload: { text },
      });
      expect(point.statusCode, payload).toBe(201);
      const template = await t.request({
        method: 'POST',
        url: '/api/meeting-templates',
        cookie: manager,
        payload: { name: `t${i} ${payload}`.slice(0, 100), talkingPoints: [text] },
      });
      if (template.statusCode === 201) templateIds.push(template.json().id as number);
      else expect(template.statusCode, payload).toBe(400);
      const rated = await t.request({
        method: 'PUT',
        url: `/api/meetings/${done.id}/feedback`,
        cookie: member,
        payload: { rating: 3, comment: text },
      });
      expect(rated.statusCode, payload).toBe(200);
      expect(String(rated.json().comment ?? '')).not.toMatch(TAG);
      const note = await t.request({
        method: 'PUT',
        url: `/api/meetings/${meeting.id}/private-note`,
        cookie: member,
        payload: { html: `<p>${i}</p>${payload}` },
      });
      expect(note.statusCode, payload).toBe(200);
      const [row] = (
        (await t.database.db.execute(
          sql`select sealed_html from private_notes where meeting_id = ${meeting.id} and author_id = ${team.member.id}`,
        )) as unknown as { rows: { sealed_html: string }[] }
      ).rows;
      const stored = decryptText(
        notesKey(t.config),
        row!.sealed_html,
        privateNoteAad(meeting.id, team.member.id),
      );
      expect(stored, payload).not.toMatch(DANGEROUS);
      for (const tag of stored.matchAll(/<\s*\/?\s*([a-z0-9]+)/gi)) {
        expect(
          ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
          payload,
        ).toContain(tag[1]!.toLowerCase());
      }
    }
    const points = await t.database.db
      .select()
      .from(talkingPoints)
      .where(inArray(talkingPoints.meetingId, [meeting.id]));
    expect(points).toHaveLength(PAYLOADS.length);
    for (const p of points) expect(p.text).not.toMatch(TAG);
    const templates = await t.database.db
      .select()
      .from(meetingTemplates)
      .where(inArray(meetingTemplates.id, templateIds));
    expect(templates.length).toBeGreaterThan(PAYLOADS.length / 2);
    for (const tpl of templates) {
      expect(tpl.name).not.toMatch(TAG);
      expect(tpl.talkingPoints.join(' ')).not.toMatch(TAG);
    }
    const feedback = await t.database.db
      .select()
      .from(meetingFeedback)
      .where(inArray(meetingFeedback.meetingId, [done.id]));
    expect(feedback[0]!.comment ?? '').not.toMatch(TAG);
  });

  it('are stored inert in meetings.notes when typed or forged into the live document', async () => {
    const team = await t.factory.team();
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const client = openLiveClient({
      port,
      meetingId: meeting.id,
      cookie: await t.factory.signIn(team.member),
    });
    try {
      await until(() => client.provider.isSynced, 'synced');
      const { doc } = client;
      const notes = doc.getXmlFragment('notes');
      doc.transact(() => {
        for (const payload of PAYLOADS) {
          const paragraph = new Y.XmlElement('paragraph');
          paragraph.insert(0, [new Y.XmlText(payload)]);
          notes.push([paragraph]);
        }
        // What no editor makes: unknown elements, event attributes, a javascript: link.
        const script = new Y.XmlElement('script');
        script.insert(0, [new Y.XmlText('alert(1)')]);
        const image = new Y.XmlElement('image');
        image.setAttribute('src', 'x');
        image.setAttribute('onerror', 'alert(1)');
        const clicked = new Y.XmlElement('paragraph');
        clicked.setAttribute('onclick', 'alert(1)');
        const link = new Y.XmlText();
        link.insert(0, 'click me', { link: { href: 'javascript:alert(1)' } });
        clicked.insert(0, [link]);
        notes.push([script, image, clicked]);
      });
      await client.saved();
      await until(
        async () => {
          const [row] = await t.database.db
            .select({ notes: meetings.notes })
            .from(meetings)
            .where(eq(meetings.id, meeting.id));
          return (row?.notes ?? '').includes('click me');
        },
        'notes written back',
        3000,
      );
      const [row] = await t.database.db
        .select({ notes: meetings.notes })
        .from(meetings)
        .where(eq(meetings.id, meeting.id));
      const stored = row!.notes!;
      // Escaped text may spell "onerror=": what matters is the elements and attributes parsed.
      const elements: { name: string; attribs: Record<string, string> }[] = [];
      new Parser({ onopentag: (name, attribs) => elements.push({ name, attribs }) }).end(stored);
      for (const { name, attribs } of elements) {
        expect(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a']).toContain(name);
        for (const attribute of Object.keys(attribs)) {
          expect(['href', 'rel', 'target']).toContain(attribute);
        }
        expect(attribs.href ?? 'https:').toMatch(/^(https?|mailto):/i);
      }
      // The typed payloads are kept as text (escaped), not dropped.
      expect(stored).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    } finally {
      client.close();
    }
  });
});
