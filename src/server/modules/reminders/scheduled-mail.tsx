/**
 * What the scheduled mails (reminder, recap, digest; docs/decisions/0019-reminders-digests.md)
 * share: the date format, the greeting, the lists, and the message handed to the one gate of
 * mail to a person (`queuePersonMail`: deactivated people, preferences, the demo's bell).
 * Each kind's body is a React Email component (decision 35) laid out by the shared mail layout
 * (`renderMail`: greeting, footer with the kind's unsubscribe link; text derived from the HTML).
 */
import type { ReactNode } from 'react';
import type { MeetingRow, UserRow } from '../../db/schema';
import { formatMeetingTime } from '@/shared/domain/meeting-time';
import { displayName } from '../mail/ics';
import { formatMailWhen, renderMail, type MailLinkConfig } from '../mail/layout';
import type { PersonMail } from '../mail/person-mail';
import { emailKindOfOutboxKind } from '../mail/unsubscribe-token';
import { Greeting } from '../mail/components';
import { cleanHeaderText } from '../mail/text';

/** The outbox kinds of the scheduled mails (their e-mail kinds: `emailKindOfOutboxKind`). */
export type ScheduledMailKind = 'reminder' | 'recap' | 'digest' | 'action_item_due';

/** A person a scheduled mail may go to: active, with the organisation's demo flag. */
export interface Recipient {
  user: UserRow;
  /** Demo organisations send no mail (in-app only). */
  isDemo: boolean;
}

/**
 * The 1:1's start in the mail format (`Monday, 13 January 2031 at 10:00 Central European
 * Standard Time (Europe/Berlin)`), then ` · 04:00 your time` when the recipient's zone
 * (`viewerZone`, IANA) reads differently.
 */
export function whenText(meeting: MeetingRow, viewerZone: string | null): string {
  const viewer = formatMeetingTime(meeting, viewerZone).viewer;
  return `${formatMailWhen(meeting)}${viewer ? ` · ${viewer.text}` : ''}`;
}

/** The other participant of `meeting` for `userId`. */
export function otherOf(meeting: MeetingRow, userId: number, manager: UserRow, member: UserRow) {
  return userId === meeting.managerId ? member : manager;
}

/**
 * One scheduled mail to `recipient` for `queuePersonMail`: greeting, then `body` (the kind's
 * component), in the shared layout (`config`: APP_URL and the unsubscribe key). `demo`: what a
 * demo organisation's bell shows instead (link, key `dedupeKey`), or false when the cause
 * writes its own notification (reminders).
 */
export async function scheduledMail(
  config: MailLinkConfig,
  input: {
    kind: ScheduledMailKind;
    recipient: UserRow;
    subject: string;
    body: ReactNode;
    dedupeKey: string;
    meetingId?: number | null;
    demo: { link: string | null } | false;
  },
): Promise<PersonMail> {
  const { recipient } = input;
  const name = cleanHeaderText(recipient.firstName?.trim() || displayName(recipient));
  const body = await renderMail(config, {
    body: (
      <>
        <Greeting name={name} />
        {input.body}
      </>
    ),
    recipient: { id: recipient.id },
    kind: emailKindOfOutboxKind(input.kind),
  });
  return {
    userId: recipient.id,
    kind: input.kind,
    subject: cleanHeaderText(input.subject),
    body,
    meetingId: input.meetingId ?? null,
    dedupeKey: input.dedupeKey,
    demo: input.demo && { link: input.demo.link, dedupeKey: input.dedupeKey },
  };
}
