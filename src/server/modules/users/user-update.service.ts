/**
 * PATCH /api/users/{id} (spec 2.5 Edit User Details, spec 5 "User update").
 * Order: visibility (404) → permission (403, users.policy) → values (400 / 409) → write.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import type { updateUserSchema } from '@/shared/schemas/user';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { isUniqueViolation } from '../auth/unique-violation';
import { scopeOf } from '../../access/scope';
import { emailTaken, findActiveUser } from './users.service';
import { requireManagerChoice } from './manager-choice';
import { reportingLineIds } from './reporting-line';
import { canSeeUser, isManagingRole, refuseUserUpdate, type UserChange } from './users.policy';
import { demoAddressFor } from '../demo/demo.service';
import { EMAIL_IN_USE } from './team-members.service';
import { applyEmailChange, proposeEmail } from '../auth/email-change';
import { retireAccountTokens } from '../accounts/account-tokens';
import { inviteInTransaction, type AccountMail } from '../accounts/invitations';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';
import type { AuditAction } from '@/shared/schemas/audit';

export type UpdateUserBody = z.output<typeof updateUserSchema>;

export const OWN_EMAIL_MESSAGE =
  'Change your sign-in e-mail from your profile, with your current password';

const DETAIL_KEYS = [
  'email',
  'firstName',
  'lastName',
  'jobTitle',
  'department',
  'company',
  'timezone',
] as const;

/**
 * Applies `input` to user `userId` for `actor`.
 * A new sign-in e-mail (decision 30) is, for a person who has signed in, only proposed: the
 * approval link goes to their current address and `proposedEmail` says so; for an account never
 * signed in it is set and, with mail, a new invitation goes to it; in a demo it is set.
 * @returns the updated row and, when the e-mail was proposed, `proposedEmail`.
 * @throws 404 not visible; 403 refused by policy or one's own e-mail; 400
 *   `fieldErrors.managerId|role`; 409 `fieldErrors.email` when another user has it.
 */
export async function updateUser({
  db,
  actor,
  userId,
  input,
  now,
  mail,
  source = SYSTEM_SOURCE,
}: {
  db: Db;
  actor: Actor;
  userId: number;
  input: UpdateUserBody;
  now: Date;
  /** Whether invitations are mailed, and APP_URL for the links. */
  mail: AccountMail;
  /** Where the request came from, for the audit events (decision 37). */
  source?: AuditSource;
}): Promise<{ user: UserRow; proposedEmail?: string }> {
  const target = await findActiveUser(db, actor.organizationId, userId);
  if (!target) throw notFound('User not found');
  const scope = await scopeOf(db, actor, { withChain: true });
  if (!canSeeUser(actor, target, scope)) throw notFound('User not found');

  // Fields sent with the value already stored are no change (the edit dialog sends them all).
  const change: UserChange = { details: DETAIL_KEYS.some((k) => input[k] !== undefined) };
  if (input.role !== undefined && input.role !== target.role) change.role = input.role;
  if (input.managerId !== undefined && input.managerId !== target.managerId) {
    change.managerId = input.managerId;
  }
  const refusal = refuseUserUpdate(actor, target, scope, change);
  if (refusal) throw forbidden(refusal);

  const patch: Partial<typeof users.$inferInsert> = {};
  // Checked and made canonical by the shared `timezoneSchema` (product rule 9).
  if (input.timezone !== undefined) patch.timezone = input.timezone;
  const finalRole = change.role ?? target.role;
  const finalManagerId = change.managerId !== undefined ? change.managerId : target.managerId;
  // Refused when this change leaves a Team Member without manager; one who has none already
  // (created by single sign-on or SCIM, decisions 16 and 36) may still change other details.
  const reportingChange = change.role !== undefined || change.managerId !== undefined;
  if (reportingChange && finalRole === 'Team Member' && finalManagerId === null) {
    throw fieldError('managerId', 'Team members must have a manager');
  }
  if (change.managerId !== undefined && change.managerId !== null) {
    await requireManagerChoice(db, actor.organizationId, change.managerId);
    const below = await reportingLineIds(db, target);
    if (change.managerId === target.id || below.includes(change.managerId)) {
      throw fieldError(
        'managerId',
        'A person cannot report to themselves or to someone in their team',
      );
    }
  }
  if (
    change.role !== undefined &&
    !isManagingRole(change.role) &&
    (await hasActiveReports(db, target))
  ) {
    throw fieldError(
      'role',
      'Reassign the people who report to this person before changing their role',
    );
  }
  const emailConflict = () => conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
  // Only the person decides their sign-in e-mail (decision 30): for someone who has signed in,
  // a new address is a proposal they approve; an account still waiting for its person (never
  // signed in, `mustChangePassword`) is corrected directly and invited again at the new address;
  // a demo person (no mail leaves a demo) changes directly.
  let emailChange: { email: string; mode: 'propose' | 'correct' | 'demo' } | null = null;
  if (input.email !== undefined && input.email !== target.email.toLowerCase()) {
    // One's own sign-in e-mail changes only with the current password (POST /api/me/email).
    if (target.id === actor.id) throw forbidden(OWN_EMAIL_MESSAGE);
    // In a demo sandbox the person gets a reserved address that names the sandbox.
    const email = actor.isDemo ? demoAddressFor(input.email, actor.organizationId) : input.email;
    if (email !== target.email.toLowerCase()) {
      if (await emailTaken(db, email, target.id)) throw emailConflict();
      const mode =
        actor.isDemo || target.isDemo ? 'demo' : target.mustChangePassword ? 'correct' : 'propose';
      emailChange = { email, mode };
      if (mode === 'correct') patch.email = email;
    }
  }
  for (const key of ['firstName', 'lastName', 'jobTitle', 'department', 'company'] as const) {
    if (input[key] !== undefined) patch[key] = input[key];
  }
  if (change.role !== undefined) patch.role = change.role;
  if (change.managerId !== undefined) patch.managerId = change.managerId;

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(users.id, target.id), eq(users.organizationId, actor.organizationId)))
        .returning();
      // One event per change of role, of manager and of a corrected sign-in e-mail (a proposal
      // is recorded when the person approves it: user.email_changed by them).
      const audited: AuditAction[] = [];
      if (change.role !== undefined) audited.push('user.role_changed');
      if (change.managerId !== undefined) audited.push('user.manager_changed');
      if (emailChange && emailChange.mode !== 'propose') audited.push('user.email_changed');
      for (const action of audited) {
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          at: now,
          actorId: actor.id,
          action,
          target: { type: 'user', id: target.id },
          source,
        });
      }
      if (!emailChange) return { user: row! };
      const { email, mode } = emailChange;
      if (mode === 'propose') {
        await proposeEmail(tx, mail.appUrl, { target, email, proposedBy: actor, now });
        return { user: row!, proposedEmail: email };
      }
      if (mode === 'demo') {
        const user = await applyEmailChange(tx, mail.appUrl, {
          person: row!,
          newEmail: email,
          proposedBy: actor,
          keepSessionId: null,
          now,
        });
        return { user };
      }
      // Corrected before the person ever signed in: links mailed to the old address stop
      // working and, with mail, a new invitation goes to the corrected one.
      await retireAccountTokens(
        tx,
        target.id,
        ['invitation', 'password_reset', 'email_change', 'email_proposal'],
        now,
      );
      if (mail.enabled) {
        await inviteInTransaction(tx, { person: row!, invitedBy: actor, appUrl: mail.appUrl, now });
      }
      return { user: row! };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_idx')) throw emailConflict();
    throw err;
  }
}

async function hasActiveReports(db: Db, target: UserRow): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.managerId, target.id),
        eq(users.organizationId, target.organizationId),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}
