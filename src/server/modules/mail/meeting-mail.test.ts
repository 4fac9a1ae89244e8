/**
 * Meeting e-mail end to end (spec 2.7): outbox rows written in a
 * transaction, delivered by the worker to a real SMTP server, read back with postal-mime and
 * ical.js.
 */
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../../test/harness';
import {
  invitationOf,
  meetingPeople,
  queueInTransaction,
  useMailDelivery,
} from '../../test/support/mail-test-helpers';

describe.each(databaseKinds())('meeting mail on %s', (kind) => {
  const t = useTestApp(kind);
  const smtp = useMailDelivery(t);

  it('sends each participant the template without the notes and a REQUEST invitation in the meeting zone', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    await queueInTransaction(t.database, t.config, {
      kind: 'scheduled',
      meeting: {
        ...meeting,
        notes: '<p onclick="steal()">Agreed <b>plan</b><script>alert(1)</script></p>',
      },
      actionItems: ['Write the plan'],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(2);
    const toManager = mailTo(manager.email);
    const toMember = mailTo(member.email);
    for (const mail of [toManager, toMember]) {
      expect(mail.parsed.subject).toBe('📅 Meeting Invitation: Tuesday, 15 January 2030 at 09:00');
      // Notes stay in Cadence (decision 12).
      expect(`${mail.parsed.html}${mail.parsed.text}`).not.toMatch(/Agreed|Notes/);
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
        tzid: 'America/New_York',
        attendees: [manager.email.toLowerCase(), member.email.toLowerCase()],
      });
      expect(invite.text).toMatch(/\nBEGIN:VTIMEZONE\r?\nTZID:America\/New_York\r?\n/);
      expect(invite.text).not.toMatch(/Agreed/);
    }
  });

  it('words the invitation as spec 2.7 gives it', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    await queueInTransaction(t.database, t.config, {
      kind: 'scheduled',
      meeting,
      actionItems: ['Write the plan'],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(2);
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
    // The notes ("Went well & on time") stay in Cadence (decision 12).
    expect(text).not.toContain('Went well');
    expect(text).toContain('- Write the plan');
    expect(text).toContain(`View the meeting: http://cadence.test/meeting/${meeting.id}`);
    expect(toMember.parsed.html).not.toContain('Went <b>well</b>');
    expect(toManager.parsed.text).toContain('Your 1:1 meeting with Tia Park is scheduled.');
  });

  it('puts the title in the default subject when there is one', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    await queueInTransaction(t.database, t.config, {
      kind: 'scheduled',
      meeting: { ...meeting, title: 'Quarterly review' },
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(2);
    expect(mailTo(member.email).parsed.subject).toBe(
      '📅 Meeting Invitation: Quarterly review at 09:00',
    );
    expect(invitationOf(mailTo(member.email)).summary).toBe('Quarterly review');
  });

  it('tells both participants about an update, the changer too, with a higher SEQUENCE', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    const changed = { ...meeting, version: meeting.version + 1, startTime: '10:30' };
    await queueInTransaction(t.database, t.config, {
      kind: 'updated',
      meeting: changed,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(2);
    const mail = mailTo(member.email);
    expect(mail.parsed.subject).toBe('Meeting updated: Tuesday, 15 January 2030 at 10:30');
    expect(mail.parsed.text).toContain('Maya Stone updated your 1:1 meeting.');
    expect(mailTo(manager.email).parsed.text).toContain('You updated your 1:1 meeting.');
    for (const to of [manager.email, member.email]) {
      const invite = invitationOf(mailTo(to));
      expect(invite.uid).toBe(meeting.icsUid);
      expect(invite.sequence).toBe(meeting.version + 1);
      expect(invite.method).toBe('REQUEST');
      expect(invite.start).toBe('2030-01-15T15:30:00.000Z');
    }

    smtp.sink.messages.length = 0;
    await queueInTransaction(t.database, t.config, {
      kind: 'updated',
      meeting: { ...changed, version: changed.version + 1 },
      actionItems: [],
      manager,
      teamMember: member,
      actor: member,
    });
    const next = await smtp.deliver(2);
    expect(invitationOf(next(manager.email)).sequence).toBe(meeting.version + 2);
    expect(invitationOf(next(member.email)).sequence).toBe(meeting.version + 2);
  });

  it('sends the previous team member a CANCEL and the new one a REQUEST, same UID, new SEQUENCE', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    const next = await t.factory.user({
      organizationId: manager.organizationId,
      role: 'Team Member',
      managerId: manager.id,
      firstName: 'Noor',
      lastName: 'Vance',
    });
    const changed = { ...meeting, version: meeting.version + 1, teamMemberId: next.id };
    await queueInTransaction(t.database, t.config, {
      kind: 'updated',
      meeting: changed,
      actionItems: [],
      manager,
      teamMember: next,
      previousTeamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(3);
    const removed = mailTo(member.email);
    expect(removed.parsed.subject).toBe('Meeting cancelled: Tuesday, 15 January 2030 at 09:00');
    expect(removed.parsed.text).toContain('gave this 1:1 meeting to another team member');
    expect(invitationOf(removed)).toMatchObject({
      method: 'CANCEL',
      partMethod: 'CANCEL',
      status: 'CANCELLED',
      uid: meeting.icsUid,
      sequence: meeting.version + 1,
      attendees: [manager.email.toLowerCase(), member.email.toLowerCase()],
    });
    for (const to of [manager.email, next.email]) {
      expect(invitationOf(mailTo(to))).toMatchObject({
        method: 'REQUEST',
        status: 'CONFIRMED',
        uid: meeting.icsUid,
        sequence: meeting.version + 1,
        attendees: [manager.email.toLowerCase(), next.email.toLowerCase()],
      });
    }
  });

  it('sends a CANCEL to both participants on cancellation', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    await queueInTransaction(t.database, t.config, {
      kind: 'cancelled',
      meeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(2);
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
});
