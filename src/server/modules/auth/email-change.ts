/**
 * Only the person decides their sign-in e-mail (docs/decisions/0030-email-change.md; promise 6;
 * OWASP ASVS 6.4, 7.4.5, 8.2.2):
 * - the person asks for a new address with their current password (or, with two-factor sign-in
 *   on, a code of their authenticator); a single-use link goes to the NEW address and the
 *   sign-in address stays as it is until that link is used (`requestOwnEmailChange`);
 * - a manager may only propose an address for someone who has signed in: a link goes to the
 *   person's CURRENT address, and the change happens when the person approves it there or in
 *   the app after signing in (`proposeEmail`, `answerOwnProposal`);
 * - a completed change (`applyEmailChange`) ends the person's other sessions, retires their
 *   reset, invitation and pending e-mail links, and mails the OLD address a notice with a
 *   single-use undo link valid 7 days; undoing restores it and ends every session.
 * Links are `account_tokens` (decision 15: 128-bit selector, 256-bit verifier stored as SHA-256,
 * one answer for every failure), built from APP_URL only, the token in the fragment. Mail is
 * queued in the change's transaction through the one gate (`queuePersonMail`): a demo
 * organisation sends none, so its people (reserved addresses nobody reads) change directly.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { createElement, type ReactNode } from 'react';
import type { Actor, AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { accountTokens, sessions, users, type UserRow } from '../../db/schema';
import type { ChangeEmailInput, EmailLinkAction } from '@/shared/schemas/auth';
import { conflict, fieldError, notFound } from '../../http/errors';
import {
  findAccountToken,
  issueAccountToken,
  linkNoLongerWorks,
  retireAccountTokens,
  useAccountToken,
  type TokenPurpose,
} from '../accounts/account-tokens';
import { demoAddressFor } from '../demo/demo.service';
import { renderAccountMail } from '../mail/layout';
import { queuePersonMail } from '../mail/person-mail';
import { cleanHeaderText } from '../mail/text';
import { ConfirmEmailMail, EmailChangedMail, EmailProposalMail } from './email-change-mail';
import { emailTaken } from '../users/users.service';
import { EMAIL_IN_USE } from '../users/team-members.service';
import { CURRENT_PASSWORD_INCORRECT } from './auth.service';
import { verifyPassword } from './passwords';
import { throttleOf } from './throttle';
import { acceptTotpCode } from './two-factor';
import { isUniqueViolation } from './unique-violation';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

export const EMAIL_CHANGED_SUBJECT = 'Your Cadence sign-in e-mail was changed';
export const CONFIRM_EMAIL_SUBJECT = 'Confirm your new Cadence sign-in e-mail';
export const EMAIL_PROPOSAL_SUBJECT = 'Approve a new sign-in e-mail for Cadence?';
export const SAME_EMAIL = 'This is already your sign-in e-mail';
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const NO_SECOND_FACTOR = 'Two-factor sign-in is off for your account: use your password';

/** The links' pages: `<APP_URL>/<page>#token=<token>`. */
export type EmailLinkPage = 'confirm-email' | 'email-proposal' | 'undo-email-change';

/** Which token purpose each action of POST /api/auth/email-link takes. */
export const PURPOSE_OF_ACTION: Record<EmailLinkAction, TokenPurpose> = {
  confirm: 'email_change',
  approve: 'email_proposal',
  decline: 'email_proposal',
  undo: 'email_undo',
};

/** Every link a completed change retires: none of them may name the old state any more. */
const RETIRED_BY_A_CHANGE: readonly TokenPurpose[] = [
  'password_reset',
  'invitation',
  'email_change',
  'email_proposal',
];

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'username'>) =>
  cleanHeaderText([u.firstName, u.lastName].filter(Boolean).join(' ')) || u.username;

/** `<APP_URL>/<page>#token=<token>` (APP_URL only; the token never reaches a server log). */
export const emailLink = (appUrl: string, page: EmailLinkPage, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}/${page}#token=${encodeURIComponent(token)}`;

async function queueAccountMail(
  tx: DbOrTx,
  appUrl: string,
  input: {
    person: UserRow;
    toAddress: string;
    kind: string;
    subject: string;
    body: ReactNode;
    now: Date;
  },
): Promise<void> {
  const { person, toAddress, kind, subject, body, now } = input;
  await queuePersonMail(
    tx,
    [
      {
        userId: person.id,
        toAddress,
        kind,
        subject,
        body: await renderAccountMail(appUrl, { recipient: person, body }),
        // A demo person gets the bell stand-in, never the link.
        demo: { link: '/profile', dedupeKey: `${kind}:${person.id}:${now.toISOString()}` },
      },
    ],
    now,
  );
}

/**
 * Queues the notice of a completed change to the OLD address (`person` is the row before the
 * change), with the undo link (`undoToken`, valid 7 days); `proposedBy` names the manager whose
 * proposal the person approved, if any.
 */
export async function queueEmailChangeNotice(
  tx: DbOrTx,
  appUrl: string,
  input: {
    person: UserRow;
    newEmail: string;
    proposedBy: UserRow | null;
    undoToken: string;
    now: Date;
  },
): Promise<void> {
  const { person, newEmail, proposedBy, undoToken, now } = input;
  const by = proposedBy ? `you, as ${nameOf(proposedBy)} proposed` : 'you';
  await queueAccountMail(tx, appUrl, {
    person,
    toAddress: person.email,
    kind: 'email_changed',
    subject: EMAIL_CHANGED_SUBJECT,
    now,
    body: createElement(EmailChangedMail, {
      name: nameOf(person),
      from: person.email,
      to: newEmail,
      by,
      undoLink: emailLink(appUrl, 'undo-email-change', undoToken),
    }),
  });
}

/**
 * Completes a change of `person`'s sign-in e-mail to `newEmail`, in `tx`: sets it, retires the
 * person's reset, invitation and pending e-mail links, issues the undo link to the old address
 * and queues its notice, and ends every session of the person but `keepSessionId` (the
 * person's own session that completed it, if any).
 * @returns the updated row.
 * @throws 409 `fieldErrors.email` when another account has the address by now.
 */
export async function applyEmailChange(
  tx: DbOrTx,
  appUrl: string,
  input: {
    person: UserRow;
    newEmail: string;
    proposedBy: UserRow | null;
    keepSessionId: string | null;
    now: Date;
    /** Where the request came from, for the `user.email_changed` event (decision 37). */
    source?: AuditSource;
  },
): Promise<UserRow> {
  const { person, newEmail, proposedBy, keepSessionId, now } = input;
  if (await emailTaken(tx, newEmail, person.id)) throw emailInUse();
  const [row] = await tx
    .update(users)
    .set({ email: newEmail, updatedAt: now })
    .where(and(eq(users.id, person.id), eq(users.isActive, true)))
    .returning();
  if (!row) throw linkNoLongerWorks();
  await retireAccountTokens(tx, person.id, RETIRED_BY_A_CHANGE, now);
  const undoToken = await issueAccountToken(tx, {
    userId: person.id,
    purpose: 'email_undo',
    now,
    email: person.email,
  });
  await queueEmailChangeNotice(tx, appUrl, { person, newEmail, proposedBy, undoToken, now });
  const mine = eq(sessions.userId, person.id);
  await tx.delete(sessions).where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
  await recordAudit(tx, {
    organizationId: person.organizationId,
    at: now,
    actorId: person.id,
    action: 'user.email_changed',
    target: { type: 'user', id: person.id },
    source: input.source ?? SYSTEM_SOURCE,
  });
  return row;
}

const emailInUse = () => conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });

/** Runs `work` in a transaction; a unique violation of the address answers 409. */
async function inTransaction<T>(ctx: AppContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_idx')) throw emailInUse();
    throw err;
  }
}

/**
 * POST /api/me/email: the caller asks to sign in with `input.email`. Proof: `currentPassword`,
 * or `code` (6 digits of their authenticator) when two-factor sign-in is on; both count against
 * the password-check throttle (5 per 15 minutes). A single-use link (24 hours) goes to the new
 * address; until it is used the sign-in address stays. In a demo the reserved address
 * (`demoAddressFor`) applies at once (no mail leaves a demo).
 * @returns `pendingEmail` (the address the link went to), or null and the changed `user` in a demo.
 * @throws 400 `fieldErrors.currentPassword|code|email`; 409 `fieldErrors.email` when taken; 429.
 */
export async function requestOwnEmailChange(
  ctx: AppContext,
  actor: Actor,
  input: ChangeEmailInput,
  sessionId: string | null,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<{ pendingEmail: string | null; user: UserRow }> {
  const keys = [{ limiter: 'passwordCheck' as const, key: String(actor.id) }];
  await throttleOf(ctx).consume(keys);
  if (input.currentPassword) {
    if (!(await verifyPassword(actor.passwordHash, input.currentPassword))) {
      throw fieldError('currentPassword', CURRENT_PASSWORD_INCORRECT);
    }
  } else {
    if (!actor.totpEnabledAt) throw fieldError('code', NO_SECOND_FACTOR);
    if (!(await acceptTotpCode(ctx, actor, input.code ?? ''))) throw fieldError('code', WRONG_CODE);
  }
  await throttleOf(ctx).reset(keys);
  const email = actor.isDemo ? demoAddressFor(input.email, actor.organizationId) : input.email;
  if (email === actor.email.toLowerCase()) throw fieldError('email', SAME_EMAIL);
  if (await emailTaken(ctx.db, email, actor.id)) throw emailInUse();
  const now = ctx.now();
  const result = await inTransaction(ctx, async (tx) => {
    if (actor.isDemo) {
      const user = await applyEmailChange(tx, ctx.config.appUrl, {
        source,
        person: actor,
        newEmail: email,
        proposedBy: null,
        keepSessionId: sessionId,
        now,
      });
      return { pendingEmail: null, user };
    }
    const token = await issueAccountToken(tx, {
      userId: actor.id,
      purpose: 'email_change',
      now,
      email,
    });
    await queueAccountMail(tx, ctx.config.appUrl, {
      person: actor,
      toAddress: email,
      kind: 'email_confirm',
      subject: CONFIRM_EMAIL_SUBJECT,
      now,
      body: createElement(ConfirmEmailMail, {
        name: nameOf(actor),
        from: actor.email,
        to: email,
        link: emailLink(ctx.config.appUrl, 'confirm-email', token),
      }),
    });
    return { pendingEmail: email, user: actor };
  });
  ctx.wakeMailer();
  return result;
}

/**
 * A manager's proposal (from PATCH /api/users/{id}) that `target` sign in with `email`, in `tx`:
 * issues the approval link (7 days; an earlier proposal stops working) and mails it to the
 * target's CURRENT address. Nothing about the account changes.
 */
export async function proposeEmail(
  tx: DbOrTx,
  appUrl: string,
  input: { target: UserRow; email: string; proposedBy: UserRow; now: Date },
): Promise<void> {
  const { target, email, proposedBy, now } = input;
  const token = await issueAccountToken(tx, {
    userId: target.id,
    purpose: 'email_proposal',
    now,
    email,
    requestedById: proposedBy.id,
  });
  await queueAccountMail(tx, appUrl, {
    person: target,
    toAddress: target.email,
    kind: 'email_proposal',
    subject: EMAIL_PROPOSAL_SUBJECT,
    now,
    body: createElement(EmailProposalMail, {
      name: nameOf(target),
      proposer: nameOf(proposedBy),
      from: target.email,
      to: email,
      link: emailLink(appUrl, 'email-proposal', token),
    }),
  });
}

/** The person who proposed, or null when gone. */
async function proposerOf(db: DbOrTx, id: number | null): Promise<UserRow | null> {
  if (id === null) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * POST /api/auth/email-link: uses the link `token` for `action` (public: the link is the
 * credential). `confirm` (an `email_change` link) and `approve` (an `email_proposal` link)
 * complete the change (`applyEmailChange`; the caller's own session of that person stays);
 * `decline` retires the proposal; `undo` (an `email_undo` link) restores the old address,
 * retires every other link of the person and ends all their sessions.
 * @returns the person's sign-in e-mail afterwards.
 * @throws 400 `fieldErrors.token` (the one answer of promise 16) for an unknown, malformed,
 *   used, expired or other-purpose link; 409 `fieldErrors.email` when the address was taken
 *   meanwhile (the link stays good).
 */
export async function redeemEmailLink(
  ctx: AppContext,
  input: { token: string; action: EmailLinkAction },
  caller: { actorId: number | null; sessionId: string | null },
  source: AuditSource = SYSTEM_SOURCE,
): Promise<{ email: string }> {
  const now = ctx.now();
  const purpose = PURPOSE_OF_ACTION[input.action];
  const found = await findAccountToken(ctx.db, { token: input.token, purpose, now });
  if (!found || !found.email) throw linkNoLongerWorks();
  const person = found.user;
  const keepSessionId = caller.actorId === person.id ? caller.sessionId : null;
  const email = await inTransaction(ctx, async (tx) => {
    if (!(await useAccountToken(tx, found.tokenId, now))) throw linkNoLongerWorks();
    if (input.action === 'decline') return person.email;
    if (input.action === 'undo') {
      if (await emailTaken(tx, found.email!, person.id)) throw emailInUse();
      const [row] = await tx
        .update(users)
        .set({ email: found.email!, updatedAt: now })
        .where(and(eq(users.id, person.id), eq(users.isActive, true)))
        .returning();
      if (!row) throw linkNoLongerWorks();
      await retireAccountTokens(tx, person.id, [...RETIRED_BY_A_CHANGE, 'email_undo'], now);
      await tx.delete(sessions).where(eq(sessions.userId, person.id));
      return row.email;
    }
    const row = await applyEmailChange(tx, ctx.config.appUrl, {
      source,
      person,
      newEmail: found.email!,
      proposedBy: input.action === 'approve' ? await proposerOf(tx, found.requestedById) : null,
      keepSessionId,
      now,
    });
    return row.email;
  });
  ctx.wakeMailer();
  return { email };
}

/** A pending proposal of a new sign-in e-mail, as GET /api/me/email-proposal shows it. */
export interface PendingProposal {
  email: string;
  /** The proposer's name, or null when they are gone. */
  proposedBy: string | null;
  expiresAt: Date;
}

async function latestProposal(ctx: AppContext, actor: Actor) {
  const [row] = await ctx.db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, actor.id),
        eq(accountTokens.purpose, 'email_proposal'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row && row.email ? row : null;
}

/** GET /api/me/email-proposal: the caller's pending proposal, or null. */
export async function pendingProposalOf(
  ctx: AppContext,
  actor: Actor,
): Promise<PendingProposal | null> {
  const row = await latestProposal(ctx, actor);
  if (!row) return null;
  const proposer = await proposerOf(ctx.db, row.requestedById);
  return {
    email: row.email!,
    proposedBy: proposer ? nameOf(proposer) : null,
    expiresAt: row.expiresAt,
  };
}

/**
 * POST /api/me/email-proposal: the signed-in person approves or declines their pending
 * proposal (the banner after sign-in). Approving completes the change as the mailed link would,
 * keeping this session.
 * @returns the caller's sign-in e-mail afterwards.
 * @throws 404 when there is no pending proposal; 409 `fieldErrors.email` when taken meanwhile.
 */
export async function answerOwnProposal(
  ctx: AppContext,
  actor: Actor,
  decision: 'approve' | 'decline',
  sessionId: string | null,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<{ email: string }> {
  const row = await latestProposal(ctx, actor);
  if (!row) throw notFoundProposal();
  const now = ctx.now();
  const email = await inTransaction(ctx, async (tx) => {
    if (!(await useAccountToken(tx, row.id, now))) throw notFoundProposal();
    if (decision === 'decline') return actor.email;
    const updated = await applyEmailChange(tx, ctx.config.appUrl, {
      source,
      person: actor,
      newEmail: row.email!,
      proposedBy: await proposerOf(tx, row.requestedById),
      keepSessionId: sessionId,
      now,
    });
    return updated.email;
  });
  ctx.wakeMailer();
  return { email };
}

const notFoundProposal = () => notFound('There is no pending e-mail change to answer');
