/**
 * The notice that a sign-in e-mail changed (OWASP ASVS 7.4.5 / 6.3.7; docs/security/promises.md
 * promise 6): whoever changes it (the person, with their current password, or their manager), a
 * message goes to the OLD address, queued in the outbox inside the change's transaction so it
 * exists exactly when the change commits. Rendered here from one HTML template (the text part derived from it): names
 * and addresses are escaped, the only link is APP_URL. Demo people get no mail.
 */
import type { Tx } from '../../db/client';
import { emailOutbox, type UserRow } from '../../db/schema';
import { cleanHeaderText, escapeHtml, mailBody } from '../mail/text';

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
  input: { person: UserRow; newEmail: string; changedBy: UserRow },
): Promise<void> {
  const { person, newEmail, changedBy } = input;
  if (person.isDemo || !person.isActive) return;
  const by = changedBy.id === person.id ? 'you' : nameOf(changedBy);
  const link = appUrl.replace(/\/+$/, '');
  const body = mailBody(
    [
      `<p>Hi ${escapeHtml(nameOf(person))},</p>`,
      `<p>The e-mail address you use to sign in to Cadence was changed from <b>${escapeHtml(person.email)}</b> to <b>${escapeHtml(newEmail)}</b> by ${escapeHtml(by)}. From now on, sign in with the new address.</p>`,
      '<p>If you did not expect this, contact your manager or your Cadence administrator at once.</p>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join(''),
  );
  await tx.insert(emailOutbox).values({
    organizationId: person.organizationId,
    kind: 'email_changed',
    toAddress: cleanHeaderText(person.email, 320),
    subject: EMAIL_CHANGED_SUBJECT,
    textBody: body.text,
    htmlBody: body.html,
  });
}
