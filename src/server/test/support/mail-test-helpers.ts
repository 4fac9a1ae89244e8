/**
 * Test helpers (imported by tests only): people and a meeting to write about, a real SMTP
 * server with a delivery step, the invitation of a received message read with ical.js, and
 * meeting mail queued the way the meetings module does, in a transaction.
 */
import type { MailLinkConfig } from '../../modules/mail/layout';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import ICAL from 'ical.js';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { emailOutbox, type UserRow } from '../../db/schema';
import type { Factory } from '../factories';
import type { TestApp } from '../harness';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './test-smtp-server';
import { queueMeetingMail, type MeetingMailInput } from '../../modules/mail/meeting-mail';
import { createMailTransport, deliverDueMail } from '../../modules/mail/worker';

/**
 * A manager (Maya Stone, Engineering Manager), a team member without job title (Tia Park) and
 * their meeting on 2030-01-15 at 09:00 America/New_York for 45 minutes, with agenda and notes.
 */
export async function meetingPeople(
  factory: Factory,
  values: { manager?: Partial<Omit<UserRow, 'role'>> } = {},
) {
  const org = await factory.organization();
  const manager = await factory.user({
    organizationId: org.id,
    role: 'Manager',
    firstName: 'Maya',
    lastName: 'Stone',
    jobTitle: 'Engineering Manager',
    ...values.manager,
  });
  const member = await factory.user({
    organizationId: org.id,
    role: 'Team Member',
    managerId: manager.id,
    firstName: 'Tia',
    lastName: 'Park',
    jobTitle: null,
  });
  const meeting = await factory.meeting({
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

/**
 * For a describe block: a real SMTP server and a transport to it; before each test the outbox
 * and the received messages are emptied. `deliver(n)` runs one worker batch, expects `n` sent
 * and returns a lookup of the single message delivered to an address.
 */
export function useMailDelivery(t: TestApp) {
  const state = {} as { sink: SmtpSink; transport: Transporter };
  beforeAll(async () => {
    state.sink = await startSmtpSink();
    state.transport = createMailTransport(state.sink.url);
  });
  afterAll(async () => {
    state.transport?.close();
    await state.sink?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
    state.sink.messages.length = 0;
  });
  return {
    get sink() {
      return state.sink;
    },
    async deliver(expected: number) {
      const counts = await deliverDueMail(t.app.ctx, state.transport);
      expect(counts.sent).toBe(expected);
      const mails = await state.sink.waitFor(expected);
      return (to: string) => {
        const found = mails.filter((m) => m.recipients.includes(to));
        expect(found).toHaveLength(1);
        return found[0]!;
      };
    },
  };
}

export interface ReadInvitation {
  /** `method` parameter of the text/calendar part's Content-Type. */
  partMethod: string | undefined;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART as an ISO instant (UTC). */
  start: string;
  durationMinutes: number;
  summary: string;
  /** TZID of DTSTART ('' when UTC). */
  tzid: string;
  /** ATTENDEE addresses, lowercased, without `mailto:`. */
  attendees: string[];
  /** The whole iCalendar text. */
  text: string;
}

/** The text/calendar alternative of `mail`, parsed. Throws when there is none. */
export function invitationOf(mail: ReceivedMail): ReadInvitation {
  const part = mail.parsed.attachments.find((a) => a.mimeType === 'text/calendar');
  if (!part) throw new Error('no text/calendar part');
  const text =
    typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  // As a calendar client does: the VTIMEZONE blocks resolve DTSTART;TZID=… to instants.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    partMethod: part.method,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate().toISOString(),
    durationMinutes: event.duration.toSeconds() / 60,
    summary: event.summary,
    tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
    attendees: event.attendees.map((a) =>
      String(a.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase(),
    ),
    text,
  };
}

/** Lowercased names of the top-level headers of `mail`. */
export function headerNames(mail: ReceivedMail): string[] {
  return mail.parsed.headers.map((h) => h.key.toLowerCase());
}

/** Queues `input` inside a transaction of `database`, as a meeting change would. */
export async function queueInTransaction(
  database: Database,
  config: MailLinkConfig,
  input: MeetingMailInput,
): Promise<void> {
  await database.db.transaction((tx) => queueMeetingMail(tx, config, input));
}
