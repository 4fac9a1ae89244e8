/**
 * The notice that a sign-in e-mail changed (OWASP ASVS 7.4.5 / 6.3.7; docs/security/promises.md
 * promise 6): whoever changes it (the person, with their current password, or their manager), a
 * message goes to the OLD address, queued in the outbox inside the change's transaction so it
 * exists exactly when the change commits. Rendered in the shared layout (`renderAccountMail`;
 * transactional, no unsubscribe): names and addresses are escaped, the only links are APP_URL's.
 * A demo organisation sends no mail: the notice appears in the person's bell instead.
 */
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { renderAccountMail } from '../mail/layout';
import { queuePersonMail } from '../mail/person-mail';
import { escapeHtml } from '../mail/text';

export const EMAIL_CHANGED_SUBJECT = 'Your Cadence sign-in e-mail was changed';

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'username'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.username;

/**
 * Queues the notice for `person` (the row BEFORE the change) whose address becomes `newEmail`,
 * changed by `changedBy` (the person themselves or a manager).
 */
export async function queueEmailChangeNotice(
  tx: Tx,
  appUrl: string,
  input: { person: UserRow; newEmail: string; changedBy: UserRow; now: Date },
): Promise<void> {
  const { person, newEmail, changedBy, now } = input;
  if (!person.isActive) return;
  const by = changedBy.id === person.id ? 'you' : nameOf(changedBy);
  const link = appUrl.replace(/\/+$/, '');
  const body = renderAccountMail(appUrl, {
    recipient: person,
    bodyHtml: [
      `<p>Hi ${escapeHtml(nameOf(person))},</p>`,
      `<p>The e-mail address you use to sign in to Cadence was changed from <b>${escapeHtml(person.email)}</b> to <b>${escapeHtml(newEmail)}</b> by ${escapeHtml(by)}. From now on, sign in with the new address.</p>`,
      '<p>If you did not expect this, contact your manager or your Cadence administrator at once.</p>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join(''),
  });
  // To the OLD address; a demo organisation gets the in-app stand-in instead (person-mail.ts).
  await queuePersonMail(
    tx,
    [
      {
        userId: person.id,
        toAddress: person.email,
        kind: 'email_changed',
        subject: EMAIL_CHANGED_SUBJECT,
        body,
        demo: { link: '/profile', dedupeKey: `email-changed:${person.id}:${newEmail}` },
      },
    ],
    now,
  );
}
