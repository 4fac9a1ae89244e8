/**
 * Meeting e-mail safety (promise 14): no header injection through subjects or names, the
 * outbox shares the change's transaction, and demo or deactivated people get no mail.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox, users } from '../../db/schema';
import { queueMeetingMail } from './meeting-mail';
import {
  headerNames,
  meetingPeople,
  queueInTransaction,
  useMailDelivery,
} from '../../test/support/mail-test-helpers';

describe.each(databaseKinds())('meeting mail safety on %s', (kind) => {
  const t = useTestApp(kind);
  const smtp = useMailDelivery(t);

  it('lets no CR/LF in subjects or names add a header or a recipient', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory, {
      manager: { firstName: 'Maya\r\nBcc: evil@x.test', lastName: 'Stone\nX-Evil: 1' },
    });
    const evilMeeting = { ...meeting, title: 'Hi\r\nBcc: evil@x.test\r\nX-Evil: 1' };
    await queueInTransaction(t.database, t.config, {
      kind: 'scheduled',
      meeting: evilMeeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    await queueInTransaction(t.database, t.config, {
      kind: 'updated',
      meeting: { ...evilMeeting, version: 2 },
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    await smtp.deliver(4);
    const all = smtp.sink.messages;
    const recipients = all.flatMap((m) => m.recipients).sort();
    expect(recipients).toEqual([manager.email, manager.email, member.email, member.email].sort());
    for (const message of all) {
      expect(headerNames(message)).not.toContain('bcc');
      expect(message.parsed.to).toHaveLength(1);
      expect(headerNames(message)).not.toContain('x-evil');
      expect(message.parsed.subject).not.toMatch(/[\r\n]/);
    }
    expect(all.map((m) => m.parsed.subject)).toContain(
      '📅 Meeting Invitation: Hi Bcc: evil@x.test X-Evil: 1 at 09:00',
    );
  });

  it('writes nothing when the change rolls back, and skips demo or deactivated people', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMeetingMail(tx, t.config, {
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

    // What counts is the person as stored, read in the change's transaction.
    await t.database.db.update(users).set({ isDemo: true }).where(eq(users.id, manager.id));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    await queueInTransaction(t.database, t.config, {
      kind: 'scheduled',
      meeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
    await t.database.db.update(users).set({ isDemo: false }).where(eq(users.id, manager.id));
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, member.id));

    await queueInTransaction(t.database, t.config, {
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
