/**
 * Test helpers (imported by tests only): a manager and a team member with a 1:1, the outbox
 * rows and notifications of given people, and delivery to a real SMTP sink.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  emailOutbox,
  notifications,
  organizations,
  talkingPoints,
  type MeetingRow,
  type UserRow,
} from '../../db/schema';
import type { TestApp } from '../harness';
import { createMailTransport, deliverDueMail } from '../../modules/mail/worker';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './test-smtp-server';

/** Maya (manager) and Tia (team member) in a fresh organisation (`demo`: a demo sandbox). */
export async function pairOf(t: TestApp, options: { demo?: boolean; zone?: string } = {}) {
  const org = await t.factory.organization({ isDemo: options.demo ?? false });
  const manager = await t.factory.user({
    organizationId: org.id,
    role: 'Manager',
    firstName: 'Maya',
    lastName: 'Stone',
    timezone: options.zone ?? 'UTC',
  });
  const member = await t.factory.user({
    organizationId: org.id,
    role: 'Team Member',
    managerId: manager.id,
    firstName: 'Tia',
    lastName: 'Park',
    timezone: options.zone ?? 'UTC',
  });
  return { org, manager, member };
}

/** A 1:1 of the pair (`values` override date, time, zone…) with one talking point by the member. */
export async function oneOnOne(
  t: TestApp,
  pair: { manager: UserRow; member: UserRow },
  values: Partial<MeetingRow> = {},
  items: (
    string | { description: string; status?: string; dueDate?: string | null; ownerId?: number }
  )[] = [],
) {
  const meeting = await t.factory.meeting(
    {
      managerId: pair.manager.id,
      teamMemberId: pair.member.id,
      timezone: 'Europe/Berlin',
      agenda: 'Quarterly goals',
      ...values,
    },
    items,
  );
  await t.database.db.insert(talkingPoints).values({
    meetingId: meeting.id,
    authorId: pair.member.id,
    text: 'Conference budget',
    position: 0,
  });
  return meeting;
}

/**
 * Scheduled mail (reminder, recap, digest) to `people`, oldest first; mail caused by changes
 * (a 1:1 completed or moved by the test) also carries `user_id` and is left out.
 */
export function outboxOf(t: TestApp, people: UserRow[]) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        inArray(
          emailOutbox.userId,
          people.map((p) => p.id),
        ),
        inArray(emailOutbox.kind, ['reminder', 'recap', 'digest', 'action_item_due']),
      ),
    )
    .orderBy(asc(emailOutbox.id));
}

/** Notifications of `kind` to `people`, oldest first. */
export function notificationsOf(t: TestApp, people: UserRow[], kind = 'meeting_reminder') {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, kind),
        inArray(
          notifications.userId,
          people.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(notifications.id));
}

/** Marks every pending row but the scheduled mail of `people` sent, so a delivery run sends only those. */
export async function onlyPendingFor(t: TestApp, people: UserRow[]) {
  const keep = new Set(people.map((p) => p.id));
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  // Mail caused by changes (a 1:1 completed by the test) carries `user_id` too: not ours.
  const scheduled = new Set(['reminder', 'recap', 'digest', 'action_item_due']);
  const others = rows
    .filter((r) => r.userId == null || !keep.has(r.userId) || !scheduled.has(r.kind))
    .map((r) => r.id);
  if (others.length) {
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sent' })
      .where(inArray(emailOutbox.id, others));
  }
}

/**
 * Delivers the pending mail of `people` through `transport` into `sink`, expects `count`
 * messages and returns them.
 */
export async function deliverTo(
  t: TestApp,
  sink: SmtpSink,
  transport: Transporter,
  people: UserRow[],
  count: number,
): Promise<ReceivedMail[]> {
  await onlyPendingFor(t, people);
  sink.messages.length = 0;
  const counts = await deliverDueMail(t.app.ctx, transport);
  expect(counts.sent).toBe(count);
  return sink.waitFor(count);
}

/** The one message delivered to `to` among `mails`. */
export function mailTo(mails: ReceivedMail[], to: UserRow): ReceivedMail {
  const found = mails.filter((m) => m.recipients.includes(to.email));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Sets an organisation's demo flag. */
export async function setDemo(t: TestApp, organizationId: number, isDemo: boolean) {
  await t.database.db
    .update(organizations)
    .set({ isDemo })
    .where(eq(organizations.id, organizationId));
}

/** A real SMTP sink and a transport to it, opened before and closed after a describe block. */
export function useSmtpSink(): { sink: SmtpSink; transport: Transporter } {
  const mail = {} as { sink: SmtpSink; transport: Transporter };
  beforeAll(async () => {
    mail.sink = await startSmtpSink();
    mail.transport = createMailTransport(mail.sink.url);
  });
  afterAll(async () => {
    mail.transport.close();
    await mail.sink.close();
  });
  return mail;
}
