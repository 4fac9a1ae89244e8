/**
 * POST /api/meetings/email-preview (spec 2.7): the scheduler reviews exactly the server's
 * template, the same words the outbox then sends; nothing is written by a preview.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EmailPreview } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox, meetings } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('e-mail preview on %s', (kind) => {
  const t = useTestApp(kind);

  const preview = (cookie: string, meeting: object) =>
    t.request({ method: 'POST', url: '/api/meetings/email-preview', cookie, payload: { meeting } });

  it('renders both invitations as they will be sent, escaping user text, writing nothing', async () => {
    const w = await signedInTeam(t);
    const values = formBody(w.member.id, { agenda: '<img src=x onerror=alert(1)> goals' });
    const res = await preview(w.as.manager, values);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as EmailPreview;
    expect(messages.map((m) => m.recipient)).toEqual(['manager', 'teamMember']);
    for (const m of messages) {
      expect(m.subject).toBe('📅 Meeting Invitation: Weekly 1:1 at 14:00');
      // The agenda is rich text (decision 14): the image and its handler are dropped.
      expect(m.html).not.toContain('<img');
      expect(m.html).not.toContain('onerror');
      expect(m.html).toContain('goals');
      expect(m.html).toContain('http://cadence.test/meeting/new');
      expect(m.text).toContain('Write plan');
    }
    const [written] = await t.database.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.managerId, w.manager.id));
    expect(written).toBeUndefined();
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);

    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: values },
    });
    const id = created.json().id as number;
    const sent = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, id))
      .orderBy(emailOutbox.id);
    const byAddress = new Map(sent.map((s) => [s.toAddress, s]));
    const pairs = [
      [messages[0]!, byAddress.get(w.manager.email)!],
      [messages[1]!, byAddress.get(w.member.email)!],
    ] as const;
    // The same mail but the footer's unsubscribe link: a preview's names nobody (user 0), so the
    // organiser never sees the other participant's link.
    const token = /\/unsubscribe\/v1\.(\d+)\.meetingChanges\.[\w-]+/g;
    for (const [shown, mail] of pairs) {
      expect(mail.subject).toBe(shown.subject);
      expect([...shown.text.matchAll(token)].map((m) => m[1])).toEqual(['0']);
      const same = (s: string) => s.replace(token, '/unsubscribe/…');
      expect(same(mail.textBody)).toBe(
        same(shown.text.replaceAll('/meeting/new', `/meeting/${id}`)),
      );
      expect(same(mail.htmlBody!)).toBe(
        same(shown.html.replaceAll('/meeting/new', `/meeting/${id}`)),
      );
    }
  });

  it('checks the form as scheduling does: 403 for a team member, 400 outside the line', async () => {
    const w = await signedInTeam(t);
    expect((await preview(w.as.member, formBody(w.otherMember.id))).statusCode).toBe(403);
    const outside = await preview(w.as.supervisor, formBody(w.manager.id));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toHaveProperty('teamMemberId');
    const past = await preview(w.as.manager, formBody(w.member.id, { date: '2000-01-01' }));
    expect(past.statusCode).toBe(400);
  });
});
