/**
 * THE layout of every Cadence e-mail (docs/decisions/0019-reminders-digests.md, decisions 8 and
 * 35): the kind's component (`body`) followed by the same footer, in one React Email document
 * (`MailLayout`), rendered by React Email's `render` and turned into `MailBody { text, html }`
 * by `mailBody` (sanitized HTML, user-written addresses defanged, text derived from it); and the
 * one date format of mail (`formatMailDate`, `formatMailTime`, `formatMailInstant`) which
 * always states the 1:1's zone by its IANA name.
 *
 * Usage (every mail kind):
 * ```tsx
 * const body: MailBody = await renderMail(ctx.config, {
 *   body: <ReminderMail {...facts} />,           // user values as props: React escapes them
 *   recipient: { id: user.id },                  // the Cadence person receiving it
 *   kind: 'reminder',                            // EmailKind; null: account mail (no unsubscribe)
 *   reason: 'you asked for a reminder 1 day before each 1:1', // optional, else the kind's default
 * });
 * ```
 * The footer says why the person gets the mail, links to the profile's notification settings
 * (`<APP_URL>/profile#notifications`) and, for a kind a person may turn off, to the page that
 * unsubscribes from that kind only (`<APP_URL>/unsubscribe/<token>`, `unsubscribe-token.ts`).
 * The `List-Unsubscribe` headers are added by the mail worker at send time, not here.
 */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { formatLongDate } from '@/shared/domain/dates';
import { EMAIL_KIND_LABELS, type EmailKind } from '@/shared/schemas/notification-preferences';
import type { MeetingRow } from '../../db/schema';
import { Paragraph } from './components';
import { meetingTimezone, meetingTimezoneName } from './ics';
import { mailBody, type MailBody } from './text';
import {
  notificationSettingsUrl,
  unsubscribePageUrl,
  type MailLinkConfig,
} from './unsubscribe-token';

export type { MailBody, MailLinkConfig };

/** What `renderMail` lays out. */
export interface MailLayoutInput {
  /** The kind's component (greeting, text, details, links), user values as its props. */
  body: ReactNode;
  /** The Cadence person who receives the mail (the unsubscribe token names them). */
  recipient: { id: number };
  /**
   * The e-mail kind of the preferences, which the footer offers to turn off; null for account
   * mail (invitation, password reset, e-mail change): transactional, always sent, no unsubscribe.
   */
  kind: EmailKind | null;
  /** Why they get it, completing "You get this e-mail because …" (no final full stop). */
  reason?: string;
}

/** The default reason of each kind ("You get this e-mail because …"). */
const DEFAULT_REASON: Record<EmailKind | 'account', string> = {
  meetingChanges: 'a 1:1 you take part in was scheduled, changed or cancelled',
  reminder: 'you asked for a reminder before each of your 1:1s',
  recap: 'you took part in this 1:1',
  digest: 'you asked for a weekly digest of your action items',
  stuck: 'an action item of your team was marked stuck',
  talkingPoints: 'a talking point was added to a 1:1 you take part in',
  actionItemDue: 'you own an action item that is due',
  account: 'it concerns your Cadence account; account e-mails are always sent',
};

/** The footer: why, the settings link and (for a kind) the unsubscribe link of the recipient. */
export function MailFooter({
  config,
  recipient,
  kind,
  reason,
}: { config: MailLinkConfig } & Omit<MailLayoutInput, 'body'>) {
  return (
    <>
      <Paragraph>
        —<br />
        {`You get this e-mail because ${reason ?? DEFAULT_REASON[kind ?? 'account']}.`}
      </Paragraph>
      <Paragraph>
        {'Choose which e-mails Cadence sends you: '}
        <Link href={notificationSettingsUrl(config)}>notification settings</Link>
      </Paragraph>
      {kind ? (
        <Paragraph>
          {`Stop e-mails of this kind (${EMAIL_KIND_LABELS[kind].toLowerCase()}): `}
          <Link href={unsubscribePageUrl(config, recipient.id, kind)}>unsubscribe</Link>
        </Paragraph>
      ) : null}
    </>
  );
}

/** The one layout: the kind's body, then the footer, as a React Email document. */
export function MailLayout({ config, ...input }: { config: MailLinkConfig } & MailLayoutInput) {
  return (
    <Html lang="en">
      <Body>
        {input.body}
        <MailFooter config={config} {...input} />
      </Body>
    </Html>
  );
}

/**
 * The mail of `input` in the shared layout, as `{ text, html }` from one render (`mailBody`:
 * sanitized to the e-mail allow-list, addresses in user text defanged, text derived from the
 * HTML). `config`: `AppConfig` (APP_URL for the links; `SECRET_KEY` or `DATA_DIR` for the
 * unsubscribe token's key). Pure apart from reading the key file on first use; never rejects
 * for content reasons.
 */
export async function renderMail(
  config: MailLinkConfig,
  input: MailLayoutInput,
): Promise<MailBody> {
  return mailBody(await render(<MailLayout config={config} {...input} />));
}

/**
 * Account mail (invitation, password reset, e-mail change) in the same layout: transactional,
 * so its footer has the settings link and no unsubscribe link; needs APP_URL only.
 */
export function renderAccountMail(
  appUrl: string,
  input: { body: ReactNode; recipient: { id: number } },
): Promise<MailBody> {
  return renderMail({ appUrl, secretKey: null, dataDir: '' }, { ...input, kind: null });
}

/** A 1:1's date in mail: `Friday, 20 November 2026` (the local date in the 1:1's zone). */
export function formatMailDate(date: string): string {
  return formatLongDate(date);
}

/**
 * A 1:1's start time in mail: `HH:mm <zone's long name> (<IANA name>)`, e.g.
 * `09:00 Eastern Standard Time (America/New_York)`; the zone is the 1:1's own.
 */
export function formatMailTime(meeting: Pick<MeetingRow, 'date' | 'startTime' | 'timezone'>) {
  return `${meeting.startTime} ${meetingTimezoneName(meeting)} (${meetingTimezone(meeting)})`;
}

/** Date and time together: `Friday, 20 November 2026 at 09:00 Eastern Standard Time (America/New_York)`. */
export function formatMailWhen(meeting: Pick<MeetingRow, 'date' | 'startTime' | 'timezone'>) {
  return `${formatMailDate(meeting.date)} at ${formatMailTime(meeting)}`;
}

/**
 * A UTC instant in mail, read in `timeZone` (IANA; an unknown zone counts as UTC), in the same
 * format: `Friday, 20 November 2026 at 09:00 (Europe/Berlin)`. For dates that are not a 1:1's
 * start (a due date, a digest's week).
 */
export function formatMailInstant(instant: Date, timeZone: string): string {
  const zone = meetingTimezone({ timezone: timeZone });
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  return `${formatMailDate(date)} at ${get('hour')}:${get('minute')} (${zone})`;
}
