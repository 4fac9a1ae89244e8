/**
 * Meeting e-mail end to end (spec 2.7; issue 2 section 5; SECURITY 3 and 14): outbox rows
 * written in a transaction, delivered by the worker to a real SMTP server, read back with
 * postal-mime and ical.js.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox, type UserRow } from '../../db/schema';
import { queueMeetingMail } from './meeting-mail';
import { createMailTransport, deliverDueMail } from './worker';
import { startSmtpSink, type SmtpSink } from './test-smtp-server';
import { headerNames, invitationOf, queueInTransaction } from './mail-test-helpers';

describe.each(databaseKinds())('meeting mail on %s', (kind) => {
  const t = useTestApp(kind);
  let sink: SmtpSink;
  let transport: Transporter;

  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = createMailTransport(sink.url);
  });
  afterAll(async () => {
    transport?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
    sink.messages.length = 0;
  });

  async function people(values: { manager?: Partial<Omit<UserRow, 'role'>> } = {}) {
    const org = await t.factory.organization();
    const manager = await t.factory.user({
      organizationId: org.id,
      role: 'Manager',
      firstName: 'Maya',
      lastName: 'Stone',
      jobTitle: 'Engineering Manager',
      ...values.manager,
    });
    const member = await t.factory.user({
      organizationId: org.id,
      role: 'Team Member',
      managerId: manager.id,
      firstName: 'Tia',
      lastName: 'Park',
      jobTitle: null,
    });
    const meeting = await t.factory.meeting({
      managerId: manager.id,
      teamMemberId: member.id,
      date: '2030-01-15',
      startTime: '09:00',
      duration: 45,
      timezone: 'America/New_York',
      agenda: 'Career goals',
      notes: '<p>Went <b>well</b> &amp; on time</p>',
    });
    return { manager, member, meeting };
  }

  async function deliver(expected: number) {
    const counts = await deliverDueMail(t.app.ctx, transport);
    expect(counts.sent).toBe(expected);
    const mails = await sink.waitFor(expected);
    return (to: string) => {
      const found = mails.filter((m) => m.recipients.includes(to));
      expect(found).toHaveLength(1);
      return found[0]!;
    };
  }

  it('sends the scheduler’s edited texts to each participant with a REQUEST invitation', async () => {
    const { manager, member, meeting } = await people();
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'scheduled',
      meeting,
      actionItems: ['Write the plan'],
      manager,
      teamMember: member,
      actor: manager,
      emailContent: {
        subject: 'Our catch-up',
        managerText: 'Manager text version',
        teamMemberText: 'Team member text version',
        managerHtml: '<p onclick="steal()">Manager <b>HTML</b><script>alert(1)</script></p>',
        teamMemberHtml:
          '<p style="x">Member HTML</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      },
    });
    const mailTo = await deliver(2);
    const toManager = mailTo(manager.email);
    const toMember = mailTo(member.email);
    expect(toManager.parsed.subject).toBe('Our catch-up');
    expect(toMember.parsed.subject).toBe('Our catch-up');
    expect(toManager.parsed.text).toContain('Manager text version');
    expect(toMember.parsed.text).toContain('Team member text version');
    expect(toManager.parsed.html).toContain('Manager <b>HTML</b>');
    expect(toMember.parsed.html).toContain('Member HTML');
    for (const mail of [toManager, toMember]) {
      expect(mail.parsed.html).not.toMatch(/<script|onclick|onerror|style=|javascript:|<img/i);
      expect(mail.parsed.html).toContain(`http://cadence.test/meeting/${meeting.id}`);
      const invite = invitationOf(mail);
      expect(invite).toMatchObject({
        partMethod: 'REQUEST',
        method: 'REQUEST',
        uid: meeting.icsUid,
        sequence: meeting.version,
        status: 'CONFIRMED',
        start: '2030-01-15T14:00:00.000Z',
        durationMinutes: 45,
      });
    }
  });

  it('uses the default template of spec 2.7 when no texts were reviewed', async () => {
    const { manager, member, meeting } = await people();
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'scheduled',
      meeting,
      actionItems: ['Write the plan'],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await deliver(2);
    const toMember = mailTo(member.email);
    const toManager = mailTo(manager.email);
    expect(toMember.parsed.subject).toBe(
      '📅 Meeting Invitation: Tuesday, 15 January 2030 at 09:00',
    );
    const text = toMember.parsed.text ?? '';
    expect(text).toContain('Maya Stone has scheduled a 1:1 meeting with you.');
    expect(text).toContain('Date: Tuesday, 15 January 2030');
    expect(text).toContain('Time: 09:00 Eastern Standard Time (America/New_York)');
    expect(text).toContain('Duration: 45 minutes');
    expect(text).toContain('Career goals');
    expect(text).toContain('- Maya Stone (Engineering Manager)');
    expect(text).toContain('- Tia Park (Team Member)');
    expect(text).toContain('Went well & on time');
    expect(text).not.toContain('<b>');
    expect(text).toContain('- Write the plan');
    expect(text).toContain(`View the meeting: http://cadence.test/meeting/${meeting.id}`);
    expect(toMember.parsed.html).toContain('Went <b>well</b>');
    expect(toManager.parsed.text).toContain('Your 1:1 meeting with Tia Park is scheduled.');
  });

  it('puts the title in the default subject when there is one', async () => {
    const { manager, member, meeting } = await people();
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'scheduled',
      meeting: { ...meeting, title: 'Quarterly review' },
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await deliver(2);
    expect(mailTo(member.email).parsed.subject).toBe(
      '📅 Meeting Invitation: Quarterly review at 09:00',
    );
    expect(invitationOf(mailTo(member.email)).summary).toBe('Quarterly review');
  });

  it('tells only the other participant about an update, with a higher SEQUENCE', async () => {
    const { manager, member, meeting } = await people();
    const changed = { ...meeting, version: meeting.version + 1, startTime: '10:30' };
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'updated',
      meeting: changed,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await deliver(1);
    const mail = mailTo(member.email);
    expect(sink.messages.some((m) => m.recipients.includes(manager.email))).toBe(false);
    expect(mail.parsed.subject).toBe('Meeting updated: Tuesday, 15 January 2030 at 10:30');
    expect(mail.parsed.text).toContain('Maya Stone updated your 1:1 meeting.');
    const invite = invitationOf(mail);
    expect(invite.uid).toBe(meeting.icsUid);
    expect(invite.sequence).toBe(meeting.version + 1);
    expect(invite.method).toBe('REQUEST');
    expect(invite.start).toBe('2030-01-15T15:30:00.000Z');

    sink.messages.length = 0;
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'updated',
      meeting: { ...changed, version: changed.version + 1 },
      actionItems: [],
      manager,
      teamMember: member,
      actor: member,
    });
    const next = await deliver(1);
    expect(invitationOf(next(manager.email)).sequence).toBe(meeting.version + 2);
  });

  it('sends a CANCEL to both participants on cancellation', async () => {
    const { manager, member, meeting } = await people();
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'cancelled',
      meeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await deliver(2);
    for (const to of [manager.email, member.email]) {
      const mail = mailTo(to);
      expect(mail.parsed.subject).toBe('Meeting cancelled: Tuesday, 15 January 2030 at 09:00');
      expect(invitationOf(mail)).toMatchObject({
        partMethod: 'CANCEL',
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: meeting.icsUid,
        sequence: meeting.version + 1,
      });
    }
  });

  it('lets no CR/LF in subjects or names add a header or a recipient', async () => {
    const { manager, member, meeting } = await people({
      manager: { firstName: 'Maya\r\nBcc: evil@x.test', lastName: 'Stone\nX-Evil: 1' },
    });
    const evilMeeting = { ...meeting, title: 'Hi\r\nBcc: evil@x.test\r\nX-Evil: 1' };
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'scheduled',
      meeting: evilMeeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
      emailContent: {
        subject: 'Invite\r\nBcc: evil@x.test\r\n\r\nbody',
        managerText: 'x',
        teamMemberText: 'y',
        managerHtml: '<p>x</p>',
        teamMemberHtml: '<p>y</p>',
      },
    });
    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'updated',
      meeting: { ...evilMeeting, version: 2 },
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    await deliver(3);
    const all = sink.messages;
    const recipients = all.flatMap((m) => m.recipients).sort();
    expect(recipients).toEqual([manager.email, member.email, member.email].sort());
    for (const mail of all) {
      expect(headerNames(mail)).not.toContain('bcc');
      expect(headerNames(mail)).not.toContain('x-evil');
      expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
    }
    expect(all.map((m) => m.parsed.subject)).toContain('Invite Bcc: evil@x.test body');
  });

  it('writes nothing when the change rolls back, and skips demo or deactivated people', async () => {
    const { manager, member, meeting } = await people();
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMeetingMail(tx, t.config.appUrl, {
          kind: 'scheduled',
          meeting,
          actionItems: [],
          manager,
          teamMember: member,
          actor: manager,
        });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);

    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'scheduled',
      meeting,
      actionItems: [],
      manager: { ...manager, isDemo: true },
      teamMember: { ...member, isActive: false },
      actor: manager,
    });
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);

    await queueInTransaction(t.database, t.config.appUrl, {
      kind: 'scheduled',
      meeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, meeting.id));
    expect(rows.map((r) => [r.kind, r.icsMethod, r.organizationId, r.status])).toEqual([
      ['meeting_scheduled', 'REQUEST', meeting.organizationId, 'pending'],
      ['meeting_scheduled', 'REQUEST', meeting.organizationId, 'pending'],
    ]);
  });
});
