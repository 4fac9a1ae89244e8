/**
 * The invitation and password-reset e-mails (docs/decisions/0015-accounts.md; promises 14, 16):
 * one HTML template each, the text part derived from it by `mailBody`, queued in the outbox in
 * the caller's transaction so the mail exists exactly when the link does. Names are escaped; the
 * only link is built from APP_URL, the token in its fragment (`#token=`) so it never reaches a
 * server log or a Referer header. Demo and deactivated people get no mail.
 */
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { renderAccountMail } from '../mail/layout';
import { queuePersonMail } from '../mail/person-mail';
import { cleanHeaderText, escapeHtml } from '../mail/text';

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

/** A link as a button-like anchor and, below it, the address to paste (both escaped). */
export function linkParagraph(label: string, link: string): string {
  const href = escapeHtml(link);
  return `<p><a href="${href}">${escapeHtml(label)}</a></p><p>Or paste this address into your browser: <a href="${href}">${href}</a></p>`;
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
  html: string,
): Promise<void> {
  const body = renderAccountMail(appUrl, { bodyHtml: html, recipient: to });
  await queuePersonMail(db, [{ userId: to.id, kind, subject, body }], new Date());
}

/** True when `user` may receive account mail (active, not a demo person, an address). */
export const canReceiveAccountMail = (user: UserRow): boolean =>
  user.isActive && !user.isDemo && /@/.test(user.email);

/**
 * Queues the invitation of `person`, added by `invitedBy` to `organisationName`, with the link to
 * choose a password (`token`, valid 7 days, single use).
 */
export async function queueInvitationMail(
  db: DbOrTx,
  appUrl: string,
  input: { person: UserRow; invitedBy: UserRow | null; organisationName: string; token: string },
): Promise<void> {
  const { person, invitedBy, organisationName, token } = input;
  if (!canReceiveAccountMail(person)) return;
  const who = invitedBy ? `${nameOf(invitedBy)} added you` : 'You have been added';
  const html = [
    `<p>Hi ${escapeHtml(nameOf(person))},</p>`,
    `<p>${escapeHtml(who)} to ${escapeHtml(cleanHeaderText(organisationName))} on Cadence, where you prepare and keep track of your 1:1 meetings.</p>`,
    '<p>Choose your password to sign in. The link works once, for 7 days.</p>',
    linkParagraph('Choose your password', accountLink(appUrl, 'accept-invitation', token)),
    `<p>You will sign in with this address: ${escapeHtml(person.email)}</p>`,
  ].join('');
  await queue(db, appUrl, person, 'account_invitation', INVITATION_SUBJECT, html);
}

/** The HTML of the password-reset mail of the person called `name`, with the link for `token`. */
export function passwordResetHtml(name: string, appUrl: string, token: string): string {
  return [
    `<p>Hi ${escapeHtml(name)},</p>`,
    '<p>Someone asked to reset the password of your Cadence account. The link below works once, for 1 hour.</p>',
    linkParagraph('Choose a new password', accountLink(appUrl, 'reset-password', token)),
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('');
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
    passwordResetHtml(nameOf(person), appUrl, token),
  );
}
