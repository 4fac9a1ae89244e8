/**
 * One-click unsubscribe links (RFC 8058; docs/decisions/0019-reminders-digests.md, promise 16).
 * A token names one person and one e-mail kind, `v1.<userId>.<kind>.<HMAC-SHA256>`, signed with
 * a key derived (HKDF) from `SECRET_KEY` or `DATA_DIR/secret-key`, so it lives outside the
 * database and is never stored. It turns off that kind for that person and nothing else: changing
 * the user id or the kind breaks the signature. Changing `SECRET_KEY` voids every link sent.
 */
import { EMAIL_KINDS, type EmailKind } from '@/shared/schemas/notification-preferences';
import type { AppConfig } from '../../env';
import { encryptionKey, signValue, unsignValue } from '../../http/secrets';

/** What the links need from the configuration (a whole `AppConfig` fits). */
export type MailLinkConfig = Pick<AppConfig, 'appUrl' | 'secretKey' | 'dataDir'>;

const PURPOSE = 'cadence unsubscribe token v1';

/** The outbox kinds (`email_outbox.kind`) that a person may turn off, and their e-mail kind. */
const OUTBOX_KIND_TO_EMAIL_KIND: Record<string, EmailKind> = {
  meeting_scheduled: 'meetingChanges',
  meeting_updated: 'meetingChanges',
  meeting_cancelled: 'meetingChanges',
  reminder: 'reminder',
  recap: 'recap',
  digest: 'digest',
  stuck: 'stuck',
  talking_point: 'talkingPoints',
  action_item_due: 'actionItemDue',
};

/**
 * The e-mail kind (preferences) of an outbox row's `kind`; null for account mail (invitation,
 * password reset, e-mail change), which is transactional and carries no unsubscribe link.
 */
export function emailKindOfOutboxKind(outboxKind: string): EmailKind | null {
  return Object.hasOwn(OUTBOX_KIND_TO_EMAIL_KIND, outboxKind)
    ? OUTBOX_KIND_TO_EMAIL_KIND[outboxKind]!
    : null;
}

/** The signed token of (`userId`, `kind`): URL-safe, 256-bit HMAC, no expiry. */
export function unsubscribeToken(config: MailLinkConfig, userId: number, kind: EmailKind): string {
  return signValue(encryptionKey(config, PURPOSE), `v1.${userId}.${kind}`);
}

/**
 * The person and kind a token names when its signature is right (constant-time comparison),
 * else null: a tampered, truncated or foreign token names nothing.
 */
export function readUnsubscribeToken(
  config: MailLinkConfig,
  token: string,
): { userId: number; kind: EmailKind } | null {
  if (token.length > 200) return null;
  const value = unsignValue(encryptionKey(config, PURPOSE), token);
  const match = value ? /^v1\.([1-9][0-9]{0,9})\.([A-Za-z]+)$/.exec(value) : null;
  if (!match) return null;
  const kind = match[2] as EmailKind;
  if (!EMAIL_KINDS.includes(kind)) return null;
  return { userId: Number(match[1]), kind };
}

const base = (config: MailLinkConfig) => config.appUrl.replace(/\/+$/, '');

/** The page a person opens from the mail's footer: `<APP_URL>/unsubscribe/<token>` (GET changes nothing). */
export function unsubscribePageUrl(config: MailLinkConfig, userId: number, kind: EmailKind) {
  return `${base(config)}/unsubscribe/${unsubscribeToken(config, userId, kind)}`;
}

/**
 * The one-click address of the `List-Unsubscribe` header: `<APP_URL>/api/unsubscribe/<token>`,
 * which a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058 section 3.1).
 */
export function oneClickUnsubscribeUrl(config: MailLinkConfig, userId: number, kind: EmailKind) {
  return `${base(config)}/api/unsubscribe/${unsubscribeToken(config, userId, kind)}`;
}

/** The profile's notification settings: `<APP_URL>/profile#notifications`. */
export function notificationSettingsUrl(config: MailLinkConfig): string {
  return `${base(config)}/profile#notifications`;
}
