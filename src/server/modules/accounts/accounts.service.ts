/**
 * Choosing a password through an e-mailed link (docs/decisions/0015-accounts.md; promises 6, 8,
 * 16): accepting an invitation, asking for a password reset, and resetting it.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppContext } from '../../context';
import { accountTokens, users, type UserRow } from '../../db/schema';
import type { ForgotPasswordInput, SetPasswordWithLinkInput } from '@/shared/schemas/auth';
import { AppError } from '../../http/errors';
import type { SignIn } from '../auth/auth.service';
import { hashPassword, verifyAgainstDummy } from '../auth/passwords';
import { assertAcceptablePassword } from '../auth/password-policy';
import { deleteUserSessions } from '../auth/sessions';
import { throttleOf } from '../auth/throttle';
import {
  findAccountToken,
  issueAccountToken,
  linkNoLongerWorks,
  useAccountToken,
  type TokenPurpose,
} from './account-tokens';
import {
  canReceiveAccountMail,
  PasswordResetMail,
  queuePasswordResetMail,
  RESET_SUBJECT,
} from './account-mail';
import { queuePersonMail } from '../mail/person-mail';
import { renderAccountMail } from '../mail/layout';

/** The one answer of POST /api/auth/forgot-password, whatever happened (promise 8). */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for 1 hour.';

/**
 * POST /api/auth/account-link: whether `token` still opens a link of `purpose` (the page asks
 * before showing its form).
 * @returns the address an e-mail link is about (decision 30), else undefined.
 * @throws 400 `fieldErrors.token` (the one answer of promise 16) when it does not.
 */
export async function checkAccountLink(
  ctx: AppContext,
  input: { token: string; purpose: TokenPurpose },
): Promise<{ email?: string }> {
  const found = await findAccountToken(ctx.db, { ...input, now: ctx.now() });
  if (!found) throw linkNoLongerWorks();
  return found.email ? { email: found.email } : {};
}

/**
 * POST /api/auth/accept-invitation and POST /api/auth/reset-password: sets the password of the
 * person the link of `purpose` names (policy as change-password), uses the link up, retires the
 * person's other unused links, ends every session of theirs and clears `mustChangePassword`, in
 * one transaction; then signs them in with `signIn` unless two-factor sign-in is on (then
 * `twoFactorRequired`: the route asks for the code, as sign-in does).
 * @throws 400 `fieldErrors.token` for an unknown, malformed, used, expired or other-purpose link
 *   (one answer); 400 `fieldErrors.newPassword` for a password the policy refuses (the link stays
 *   good).
 */
export async function setPasswordWithLink({
  ctx,
  purpose,
  input,
  signIn,
}: {
  ctx: AppContext;
  purpose: TokenPurpose;
  input: SetPasswordWithLinkInput;
  signIn: SignIn;
}): Promise<{ user: UserRow; twoFactorRequired: boolean }> {
  const now = ctx.now();
  const found = await findAccountToken(ctx.db, { token: input.token, purpose, now });
  if (!found) throw linkNoLongerWorks();
  assertAcceptablePassword(input.newPassword, found.user.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const twoFactorRequired = Boolean(found.user.totpEnabledAt);
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await useAccountToken(tx, found.tokenId, now))) throw linkNoLongerWorks();
    // Every other link stops working, except the undo links of a recent e-mail change: they
    // are the old address's way back (decision 30), a new password must not take it away.
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, found.user.id),
          isNull(accountTokens.usedAt),
          ne(accountTokens.purpose, 'email_undo'),
        ),
      );
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        temporaryPasswordExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(users.id, found.user.id), eq(users.isActive, true)))
      .returning();
    if (!row) throw linkNoLongerWorks();
    await deleteUserSessions(tx, row.id);
    if (!twoFactorRequired) await signIn(tx, row);
    return row;
  });
  return { user, twoFactorRequired };
}

/**
 * POST /api/auth/forgot-password: when `email` names an active person who can receive mail, and
 * neither that address nor the client address is over its limit (3 per address and 20 per
 * client address per hour), issues a reset link (valid 1 hour; earlier reset links stop working)
 * and queues its mail. The caller answers 202 with `FORGOT_PASSWORD_ANSWER` whatever happened:
 * the same work (a lookup, one password hash and a transaction of three statements) is done for
 * unknown addresses, and a refusal of the throttle is silent (promise 8).
 * @returns true when a mail was queued (for the route to wake the mailer; never sent to the client).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: ForgotPasswordInput,
  remoteIp: string,
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  let allowed = true;
  try {
    await throttleOf(ctx).consume([
      { limiter: 'passwordResetAccount', key: email },
      { limiter: 'passwordResetAddress', key: remoteIp },
    ]);
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode !== 429) throw err;
    allowed = false;
  }
  const [person] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  // The same hashing whether or not the address has an account, so the times match.
  await verifyAgainstDummy(email);
  const now = ctx.now();
  const recipient = allowed && person && canReceiveAccountMail(person) ? person : null;
  await ctx.db.transaction(async (tx) => {
    if (!recipient) {
      // The same rendering and statements as the known path, against no row, so the answer
      // takes as long: the mail gate's read of its recipient (user 0: nobody; nothing queued),
      // then three writes that match no row (retire the older links, the link, the outbox row).
      const body = await renderAccountMail(ctx.config.appUrl, {
        body: createElement(PasswordResetMail, {
          name: email,
          appUrl: ctx.config.appUrl,
          token: `${'A'.repeat(22)}.${'B'.repeat(43)}`,
        }),
        recipient: { id: 0 },
      });
      await queuePersonMail(
        tx,
        [{ userId: 0, kind: 'password_reset', subject: RESET_SUBJECT, body }],
        now,
      );
      const nobody = and(eq(accountTokens.id, -1), isNull(accountTokens.usedAt));
      for (let i = 0; i < 3; i++) await tx.update(accountTokens).set({ usedAt: now }).where(nobody);
      return;
    }
    const token = await issueAccountToken(tx, {
      userId: recipient.id,
      purpose: 'password_reset',
      now,
    });
    await queuePasswordResetMail(tx, ctx.config.appUrl, { person: recipient, token });
  });
  return recipient !== null;
}
