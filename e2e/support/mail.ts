/**
 * Reads the mail the journeys' SMTP server received (.tmp/e2e-mail-<smtp port>/*.eml) with postal-mime,
 * and the calendar invitation inside with ical.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import ICAL from 'ical.js';

/** Set by playwright.config.ts for the workers (per SMTP port). */
const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail-2526');

export interface ReceivedMail {
  file: string;
  email: Email;
  to: string[];
}

/** Every message received so far, oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  if (!fs.existsSync(MAIL_DIR)) return [];
  const files = fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const out: ReceivedMail[] = [];
  for (const f of files) {
    const email = await PostalMime.parse(fs.readFileSync(path.join(MAIL_DIR, f)));
    const to = (email.to ?? [])
      .map((a) => ('address' in a && a.address ? a.address.toLowerCase() : ''))
      .filter(Boolean);
    out.push({ file: f, email, to });
  }
  return out;
}

/** Waits (polling) until a message matching `predicate` has arrived; throws after `timeoutMs`. */
export async function waitForMail(
  predicate: (m: ReceivedMail) => boolean,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail()).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('Expected e-mail did not arrive in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The VEVENT of the message's text/calendar part, parsed with ical.js, and the METHOD. */
export function calendarEvent(mail: ReceivedMail): { method: string; event: ICAL.Event } {
  const part =
    mail.email.attachments.find(
      (a) => a.mimeType.startsWith('text/calendar') || a.filename?.endsWith('.ics'),
    ) ?? null;
  const text = part
    ? typeof part.content === 'string'
      ? part.content
      : new TextDecoder().decode(part.content)
    : null;
  if (!text) throw new Error('No calendar part in the message');
  const comp = new ICAL.Component(ICAL.parse(text));
  const vevent = comp.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT in the calendar part');
  return {
    method: String(comp.getFirstPropertyValue('method') ?? ''),
    event: new ICAL.Event(vevent),
  };
}
