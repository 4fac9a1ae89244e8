import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('meeting mail queued with the change on %s', (kind) => {
  const t = useTestApp(kind);

  async function outboxOf(meetingId: number) {
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, meetingId))
      .orderBy(emailOutbox.id);
    return rows.map((r) => `${r.kind}:${r.toAddress}`);
  }

  it('scheduled, updated and cancelled to both participants, the changer too; none for notes, agenda or action items', async () => {
    const w = await signedInTeam(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: formBody(w.member.id),
        // The phishing relay of a client-built body: ignored, the template is sent.
        emailContent: {
          subject: 'Reset your Cadence password',
          managerText: 'Reset your Cadence password at https://evil.test/reset',
          teamMemberText: 'Reset your Cadence password at https://evil.test/reset',
          managerHtml: '<p><a href="https://evil.test/reset">Reset your Cadence password</a></p>',
          teamMemberHtml:
            '<p><a href="https://evil.test/reset">Reset your Cadence password</a></p>',
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const m = w.manager.email;
    const tm = w.member.email;
    expect((await outboxOf(id)).sort()).toEqual(
      [`meeting_scheduled:${m}`, `meeting_scheduled:${tm}`].sort(),
    );
    const sent = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, id));
    for (const mail of sent) {
      expect(mail.subject).toBe('📅 Meeting Invitation: Weekly 1:1 at 14:00');
      expect(`${mail.textBody}${mail.htmlBody}`).not.toMatch(/evil\.test|Reset your Cadence/);
      expect(mail.htmlBody).toContain(`http://cadence.test/meeting/${id}`);
    }

    const patch = (payload: object, cookie = w.as.manager) =>
      t.request({ method: 'PATCH', url: `/api/meetings/${id}`, cookie, payload });
    expect((await patch({ notes: '<p>typing…</p>' })).statusCode).toBe(200);
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}/action-items/0`,
      cookie: w.as.member,
      payload: { status: 'completed' },
    });
    expect(await outboxOf(id)).toHaveLength(2);

    expect((await patch({ startTime: '15:00' })).statusCode).toBe(200);
    expect((await outboxOf(id)).slice(2).sort()).toEqual(
      [`meeting_updated:${m}`, `meeting_updated:${tm}`].sort(),
    );

    // A refused change queues nothing (same transaction).
    expect((await patch({ date: '2000-01-01' })).statusCode).toBe(400);
    expect(await outboxOf(id)).toHaveLength(4);

    const put = await t.request({
      method: 'PUT',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
      payload: {
        date: '2031-03-10',
        startTime: '15:00',
        agenda: 'Goals and blockers',
        actionItems: ['Write plan', 'Review PR'],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(await outboxOf(id)).toHaveLength(4); // nothing changed: no mail
    // The team member's own change reaches them too (they may edit a scheduled meeting).
    const byMember = await t.request({
      method: 'PUT',
      url: `/api/meetings/${id}`,
      cookie: w.as.member,
      payload: {
        date: '2031-03-10',
        startTime: '16:00',
        agenda: 'Goals and blockers',
        actionItems: ['Write plan', 'Review PR'],
      },
    });
    expect(byMember.statusCode).toBe(200);
    expect((await outboxOf(id)).slice(4).sort()).toEqual(
      [`meeting_updated:${m}`, `meeting_updated:${tm}`].sort(),
    );
    // Auto-save of notes, agenda and action items never mails (mailWorthyChange).
    expect((await patch({ actionItems: ['Write plan'] })).statusCode).toBe(200);
    expect((await patch({ notes: '<p>Draft</p>', agenda: 'New agenda' })).statusCode).toBe(200);
    expect(await outboxOf(id)).toHaveLength(6);
    // A status change mails, once per save even with a title change beside it.
    expect((await patch({ status: 'in_progress', title: 'Renamed' })).statusCode).toBe(200);
    expect((await outboxOf(id)).slice(6).sort()).toEqual(
      [`meeting_updated:${m}`, `meeting_updated:${tm}`].sort(),
    );

    const del = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
    });
    expect(del.statusCode).toBe(200);
    expect((await outboxOf(id)).slice(8).sort()).toEqual(
      [`meeting_cancelled:${m}`, `meeting_cancelled:${tm}`].sort(),
    );
  });

  it('gives a reassigned meeting: CANCEL to the previous team member, REQUEST to the new one, same UID, rising SEQUENCE', async () => {
    const w = await signedInTeam(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id) },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
      payload: { teamMemberId: w.otherMember.id },
    });
    expect(moved.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, id))
      .orderBy(emailOutbox.id);
    const uid = /\r\nUID:([^\r]+)\r\n/;
    const sequence = (ics: string | null) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics ?? '')![1]);
    const [first, second] = [rows.slice(0, 2), rows.slice(2)];
    expect(second.map((r) => `${r.kind}:${r.icsMethod}:${r.toAddress}`).sort()).toEqual(
      [
        `meeting_cancelled:CANCEL:${w.member.email}`,
        `meeting_updated:REQUEST:${w.manager.email}`,
        `meeting_updated:REQUEST:${w.otherMember.email}`,
      ].sort(),
    );
    const uids = new Set(rows.map((r) => uid.exec(r.icsContent ?? '')![1]));
    expect(uids.size).toBe(1);
    const before = Math.max(...first.map((r) => sequence(r.icsContent)));
    for (const row of second) expect(sequence(row.icsContent)).toBeGreaterThan(before);
  });
});
