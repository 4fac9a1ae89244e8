/**
 * Reads the mail the journeys' SMTP server received (.tmp/e2e-mail-<smtp port>/*.eml) with postal-mime,
 * and the calendar invitation inside with ical.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import ICAL from 'ical.js';
import { expect } from '@playwright/test';

/** Set by playwright.config.ts for the workers (per SMTP port). */
const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail-2526');

export interface ReceivedMail {
  file: string;
  email: Email;
  to: string[];
}

/** Parsed messages by file name: a file is complete once it has its .eml name (never rewritten). */
const parsed = new Map<string, ReceivedMail>();

/** Every message received so far, oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  if (!fs.existsSync(MAIL_DIR)) return [];
  const files = fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const out: ReceivedMail[] = [];
  for (const f of files) {
    let mail = parsed.get(f);
    if (!mail) {
      const email = await PostalMime.parse(fs.readFileSync(path.join(MAIL_DIR, f)));
      const to = (email.to ?? [])
        .map((a) => ('address' in a && a.address ? a.address.toLowerCase() : ''))
        .filter(Boolean);
      mail = { file: f, email, to };
      parsed.set(f, mail);
    }
    out.push(mail);
  }
  return out;
}

/**
 * Waits until a message to `recipient` matching `predicate` has arrived (polling the folder)
 * and returns the first one. Other tests' mail never matches: each test uses its own addresses,
 * so parallel workers can share the mailbox.
 */
export async function waitForMail(
  recipient: string,
  predicate: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const to = recipient.toLowerCase();
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).find((m) => m.to.includes(to) && predicate(m));
        return found !== undefined;
      },
      { message: `an e-mail to ${recipient} that matches`, timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
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

/** Subject of the invitation e-mail (src/server/modules/accounts/account-mail.tsx). */
export const INVITATION_SUBJECT = 'You are invited to Cadence';
/** Subject of the password-reset e-mail. */
export const RESET_SUBJECT = 'Reset your Cadence password';

/**
 * The link of the latest-arrived account e-mail (`subject`) to `recipient`: waits for it, then
 * reads the `…#token=…` address in its text part.
 */
export async function accountLinkFor(recipient: string, subject: string): Promise<string> {
  const mail = await waitForMail(recipient, (m) => m.email.subject === subject);
  const link = /(https?:\/\/\S+#token=[A-Za-z0-9._%-]+)/.exec(mail.email.text ?? '')?.[1];
  if (!link) throw new Error(`no link in the mail "${subject}" to ${recipient}`);
  return link;
}

/** The token of an account link (`…#token=<token>`). */
export const tokenOf = (link: string): string =>
  decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));
