/**
 * Invitations of new accounts (docs/decisions/0015-accounts.md): whether mail is configured, the
 * credential of an account waiting for its person, and the invitation link and mail, written in
 * the caller's transaction.
 */
import { eq } from 'drizzle-orm';
import { TEMPORARY_PASSWORD_TTL_MS } from '@/shared/domain/constants';
import type { DbOrTx } from '../../db/client';
import { organizations, type UserRow } from '../../db/schema';
import type { AppConfig } from '../../env';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import { queueInvitationMail } from './account-mail';
import { issueAccountToken } from './account-tokens';

/** Whether new accounts are invited by e-mail: mail is configured (`SMTP_URL`) — and APP_URL for links. */
export interface AccountMail {
  /** True when `SMTP_URL` is set: new people get an invitation instead of a temporary password. */
  enabled: boolean;
  /** APP_URL, the base of the invitation link. */
  appUrl: string;
}

/**
 * Whether this server delivers e-mail: `SMTP_URL` is set. Without it mail waits in the outbox
 * (modules/mail/worker.ts), new people get a temporary password, and GET /api/auth/user answers
 * `mailEnabled: false` so the screens do not claim a mail was sent.
 */
export const mailEnabledOf = (config: Pick<AppConfig, 'smtpUrl'>): boolean =>
  config.smtpUrl !== null;

/** The mail settings of `config` for account creation. */
export const accountMailOf = (config: Pick<AppConfig, 'smtpUrl' | 'appUrl'>): AccountMail => ({
  enabled: mailEnabledOf(config),
  appUrl: config.appUrl,
});

/**
 * A new password credential for an account that is waiting for its person: with mail (and not a
 * demo) a random password nobody knows (the person chooses theirs through the invitation);
 * otherwise a temporary password valid 72 h (product rule 3).
 */
export async function pendingCredential(invite: boolean, now: Date) {
  const temporaryPassword = generateTemporaryPassword();
  return {
    temporaryPassword: invite ? null : temporaryPassword,
    values: {
      passwordHash: await hashPassword(temporaryPassword),
      mustChangePassword: true,
      // An invited person never signs in with a password they were given: it is expired now.
      temporaryPasswordExpiresAt: invite
        ? now
        : new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
    },
  };
}

/**
 * Issues an invitation link for `person` and queues its mail, in `tx` (docs/decisions/0015-accounts.md).
 * Earlier invitation links of the person stop working.
 */
export async function inviteInTransaction(
  tx: DbOrTx,
  input: { person: UserRow; invitedBy: UserRow | null; appUrl: string; now: Date },
): Promise<void> {
  const { person, invitedBy, appUrl, now } = input;
  const token = await issueAccountToken(tx, { userId: person.id, purpose: 'invitation', now });
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, person.organizationId));
  await queueInvitationMail(tx, appUrl, {
    person,
    invitedBy,
    organisationName: org?.name ?? 'your organisation',
    token,
  });
}
