/**
 * The invitation and password-reset e-mails (docs/decisions/0015-accounts.md; promises 14, 16):
 * one React Email component each (`AccountInvitationMail`, `PasswordResetMail`; decision 35),
 * the text part derived from its HTML by `mailBody`, queued in the outbox in the caller's
 * transaction so the mail exists exactly when the link does. Names are escaped by construction; the
 * only link is built from APP_URL, the token in its fragment (`#token=`) so it never reaches a
 * server log or a Referer header. Demo and deactivated people get no mail.
 */
import type { ReactNode } from 'react';
import { Link } from '@react-email/link';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AddressLink, Greeting, Paragraph } from '../mail/components';
import { renderAccountMail } from '../mail/layout';
import { queuePersonMail } from '../mail/person-mail';
import { cleanHeaderText } from '../mail/text';

export const INVITATION_SUBJECT = 'You are invited to Cadence';
export const RESET_SUBJECT = 'Reset your Cadence password';

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'username'>) =>
  cleanHeaderText([u.firstName, u.lastName].filter(Boolean).join(' ')) || u.username;

/** `<APP_URL>/<page>#token=<token>`. */
export function accountLink(
  appUrl: string,
  page: 'accept-invitation' | 'reset-password',
  token: string,
) {
  return `${appUrl.replace(/\/+$/, '')}/${page}#token=${encodeURIComponent(token)}`;
}

/** A link as a button-like anchor and, below it, the address to paste. */
export function AccountLink({ label, href }: { label: string; href: string }) {
  return (
    <>
      <Paragraph>
        <Link href={href}>{label}</Link>
      </Paragraph>
      <Paragraph>
        {'Or paste this address into your browser: '}
        <AddressLink href={href} />
      </Paragraph>
    </>
  );
}

/**
 * Queues account mail through the one gate (`queuePersonMail`) in the shared layout (no
 * unsubscribe: transactional). Callers already refused demo and deactivated people, so the
 * gate's demo stand-in (dated by `now`) never applies here; the wall clock is enough.
 */
async function queue(
  db: DbOrTx,
  appUrl: string,
  to: UserRow,
  kind: string,
  subject: string,
  element: ReactNode,
): Promise<void> {
  const body = await renderAccountMail(appUrl, { body: element, recipient: to });
  await queuePersonMail(db, [{ userId: to.id, kind, subject, body }], new Date());
}

/** True when `user` may receive account mail (active, not a demo person, an address). */
export const canReceiveAccountMail = (user: UserRow): boolean =>
  user.isActive && !user.isDemo && /@/.test(user.email);

/** The invitation of `person`, added by `invitedBy` (or by nobody named) to `organisationName`. */
export function AccountInvitationMail(props: {
  person: UserRow;
  invitedBy: UserRow | null;
  organisationName: string;
  link: string;
}) {
  const who = props.invitedBy ? `${nameOf(props.invitedBy)} added you` : 'You have been added';
  return (
    <>
      <Greeting name={nameOf(props.person)} />
      <Paragraph>
        {`${who} to ${cleanHeaderText(props.organisationName)} on Cadence, where you prepare and keep track of your 1:1 meetings.`}
      </Paragraph>
      <Paragraph>Choose your password to sign in. The link works once, for 7 days.</Paragraph>
      <AccountLink label="Choose your password" href={props.link} />
      <Paragraph>{`You will sign in with this address: ${props.person.email}`}</Paragraph>
    </>
  );
}

/**
 * Queues the invitation of `person`, added by `invitedBy` to `organisationName`, with the link to
 * choose a password (`token`, valid 7 days, single use).
 */
export async function queueInvitationMail(
  db: DbOrTx,
  appUrl: string,
  input: { person: UserRow; invitedBy: UserRow | null; organisationName: string; token: string },
): Promise<void> {
  const { person, token } = input;
  if (!canReceiveAccountMail(person)) return;
  const link = accountLink(appUrl, 'accept-invitation', token);
  await queue(
    db,
    appUrl,
    person,
    'account_invitation',
    INVITATION_SUBJECT,
    <AccountInvitationMail {...input} link={link} />,
  );
}

/** The password-reset mail of the person called `name`, with the link for `token`. */
export function PasswordResetMail(props: { name: string; appUrl: string; token: string }) {
  return (
    <>
      <Greeting name={props.name} />
      <Paragraph>
        Someone asked to reset the password of your Cadence account. The link below works once, for
        1 hour.
      </Paragraph>
      <AccountLink
        label="Choose a new password"
        href={accountLink(props.appUrl, 'reset-password', props.token)}
      />
      <Paragraph>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Paragraph>
    </>
  );
}

/** Queues the password-reset mail of `person` with the link (`token`, valid 1 hour, single use). */
export async function queuePasswordResetMail(
  db: DbOrTx,
  appUrl: string,
  input: { person: UserRow; token: string },
): Promise<void> {
  const { person, token } = input;
  if (!canReceiveAccountMail(person)) return;
  await queue(
    db,
    appUrl,
    person,
    'password_reset',
    RESET_SUBJECT,
    <PasswordResetMail name={nameOf(person)} appUrl={appUrl} token={token} />,
  );
}
