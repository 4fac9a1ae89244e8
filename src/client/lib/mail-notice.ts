/**
 * What the screens say about mail after a change. The spec's texts (spec 8 "Success messages")
 * when mail goes out; otherwise the screens must not claim it did:
 * - in a demo sandbox no mail is ever sent (its people have reserved addresses):
 *   `DEMO_MAIL_NOTICE`;
 * - on a server without e-mail (`mailEnabled: false` in GET /api/auth/user: no `SMTP_URL`)
 *   the mail waits in the outbox: `MAIL_OFF_NOTICE`.
 */
import type { User } from '@/shared/schemas/user';

export const DEMO_MAIL_NOTICE =
  'Saved. E-mails are not sent in the demo. The bell shows them instead.';

export const MAIL_OFF_NOTICE =
  'Saved. This server does not send e-mail yet: the other participant sees the change in their notifications.';

type MailUser = Pick<User, 'isDemo' | 'mailEnabled'>;

/**
 * What to say instead of "sent" when no mail goes out for `user`: `DEMO_MAIL_NOTICE` in a demo
 * sandbox, `MAIL_OFF_NOTICE` when the server sends no e-mail; null when mail goes out. A user
 * without `mailEnabled` (not read from GET /api/auth/user) counts as mail on.
 */
export function noMailNotice(user: MailUser): string | null {
  if (user.isDemo) return DEMO_MAIL_NOTICE;
  if (user.mailEnabled === false) return MAIL_OFF_NOTICE;
  return null;
}

/** `text` (a spec text saying mail was sent) when mail goes out for `user`, else {@link noMailNotice}. */
export function mailNotice(user: MailUser, text: string): string {
  return noMailNotice(user) ?? text;
}
