/**
 * Test helper (imported by tests only): reads the invitation of a received message with
 * ical.js and queues meeting mail the way the meetings module does, in a transaction.
 */
import ICAL from 'ical.js';
import type { Database } from '../../db/client';
import type { ReceivedMail } from './test-smtp-server';
import { queueMeetingMail, type MeetingMailInput } from './meeting-mail';

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
}

/** The text/calendar alternative of `mail`, parsed. Throws when there is none. */
export function invitationOf(mail: ReceivedMail): ReadInvitation {
  const part = mail.parsed.attachments.find((a) => a.mimeType === 'text/calendar');
  if (!part) throw new Error('no text/calendar part');
  const text =
    typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
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
  };
}

/** Lowercased names of the top-level headers of `mail`. */
export function headerNames(mail: ReceivedMail): string[] {
  return mail.parsed.headers.map((h) => h.key.toLowerCase());
}

/** Queues `input` inside a transaction of `database`, as a meeting change would. */
export async function queueInTransaction(
  database: Database,
  appUrl: string,
  input: MeetingMailInput,
): Promise<void> {
  await database.db.transaction((tx) => queueMeetingMail(tx, appUrl, input));
}
