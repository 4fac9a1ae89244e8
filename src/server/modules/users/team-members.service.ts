/**
 * Creating, removing and reactivating accounts (spec 2.4, 2.5, 5, 6; docs/product-rules.md;
 * docs/decisions/0015-accounts.md). With mail configured a new account gets an invitation e-mail
 * (a single-use link to choose a password, valid 7 days); without, a random temporary password
 * (returned once), `mustChangePassword`, and a 72 h expiry. Removal deactivates, so meeting
 * history stays, and ends the person's sessions (reissue and reactivation: `team-access.service.ts`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accountTokens, users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import type { z } from 'zod';
import type { createTeamMemberSchema } from '@/shared/schemas/user';
import { timezoneOrDefault } from '@/shared/domain/timezones';
import { isLineManager } from '@/shared/permissions';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { inviteInTransaction, pendingCredential, type AccountMail } from '../accounts/invitations';
import { deleteUserSessions } from '../auth/sessions';
import { deriveUniqueUsername } from '../auth/usernames';
import { isUniqueViolation } from '../auth/unique-violation';
import { demoAddressFor } from '../demo/demo.service';
import { scopeOf } from '../../access/scope';
import { emailTaken, findActiveUser } from './users.service';
import { requireManagerChoice } from './manager-choice';
import { canDeactivate, canPlaceUnder, canSeeUser, creatableRoles } from './users.policy';
import { retireFeedUrl } from '../calendar/feed-tokens';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

export type CreateTeamMemberBody = z.output<typeof createTeamMemberSchema>;
export const EMAIL_IN_USE = 'Email is already in use';

/** What a new account gets: an invitation e-mail, or (no mail, or a demo) a temporary password. */
export interface CreatedAccount {
  user: UserRow;
  /** Plain text, for the one response only; null when an invitation was sent. */
  temporaryPassword: string | null;
  invitationSent: boolean;
}

/**
 * The 409 for an e-mail that is taken: `DEACTIVATED` with the person's id when it is a
 * deactivated person of the actor's organisation (the dialog offers to reactivate them), else
 * the plain conflict (another organisation's people are never named).
 */
async function emailConflictFor(db: DbOrTx, actor: Actor, email: string): Promise<AppError> {
  const [holder] = await db
    .select({ id: users.id, isActive: users.isActive, organizationId: users.organizationId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (holder && !holder.isActive && holder.organizationId === actor.organizationId) {
    const message = 'This person was deactivated; reactivate them instead';
    return new AppError(409, 'DEACTIVATED', message, { email: [message] }, undefined, {
      userId: holder.id,
    });
  }
  return conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
}

/**
 * POST /api/team-members, and every other creator of accounts (the CSV import). The caller has
 * checked `canManageTeam`. With mail configured (`mail.enabled`) and outside a demo, the person
 * gets an invitation e-mail (link valid 7 days) queued in the creating transaction and no
 * password is returned; otherwise a temporary password (72 h, product rule 3) is returned once.
 * @returns the new row, the temporary password or null, and whether an invitation was sent.
 * @throws 403 for a role the actor may not give; 400 `fieldErrors.managerId` for a bad or
 *   out-of-line manager; 409 `fieldErrors.email` when the e-mail is taken (409 `DEACTIVATED`
 *   with `userId` when a deactivated person of the organisation has it). In a demo sandbox the
 *   e-mail is replaced by `demoAddressFor` (so the conflict never looks outside it).
 */
export async function createTeamMember({
  db,
  actor,
  input,
  now,
  mail,
  source = SYSTEM_SOURCE,
}: {
  /** The database, or the caller's transaction (the people import writes in one). */
  db: DbOrTx;
  actor: Actor;
  input: CreateTeamMemberBody;
  now: Date;
  mail: AccountMail;
  /** Where the request came from, for the `user.created` audit event (decision 37). */
  source?: AuditSource;
}): Promise<CreatedAccount> {
  if (!creatableRoles(actor).includes(input.role)) {
    throw forbidden(`You cannot create an account with the role ${input.role}`);
  }
  // A Manager/Supervisor's new report defaults to themselves, so it lands in their line.
  const managerId = input.managerId ?? (isLineManager(actor.role) ? actor.id : null);
  if (managerId !== null) {
    await requireManagerChoice(db, actor.organizationId, managerId);
    if (!canPlaceUnder(actor, managerId, await scopeOf(db, actor))) {
      throw fieldError('managerId', 'You can only add people to your own team');
    }
  }
  // In a demo sandbox the person gets a reserved address that names the sandbox.
  const email = actor.isDemo ? demoAddressFor(input.email, actor.organizationId) : input.email;
  if (await emailTaken(db, email)) throw await emailConflictFor(db, actor, email);

  const invite = mail.enabled && !actor.isDemo;
  const credential = await pendingCredential(invite, now);
  for (let attempt = 0; ; attempt++) {
    const username = await deriveUniqueUsername(db, email);
    try {
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            organizationId: actor.organizationId,
            email,
            username,
            ...credential.values,
            firstName: input.firstName,
            lastName: input.lastName,
            jobTitle: input.jobTitle,
            department: input.department,
            company: input.company ?? actor.company,
            managerId,
            role: input.role,
            timezone: input.timezone ?? timezoneOrDefault(actor.timezone),
            isDemo: actor.isDemo,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          at: now,
          actorId: actor.id,
          action: 'user.created',
          target: { type: 'user', id: row!.id },
          source,
        });
        if (invite) {
          await inviteInTransaction(tx, {
            person: row!,
            invitedBy: actor,
            appUrl: mail.appUrl,
            now,
          });
        }
        return row!;
      });
      return { user, temporaryPassword: credential.temporaryPassword, invitationSent: invite };
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_idx')) throw await emailConflictFor(db, actor, email);
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * DELETE /api/team-members/{id}: deactivates the user, ends their sessions, their unused
 * invitation and reset links and their calendar feed URL (a reactivation gets a new one), and
 * re-attaches their direct reports to the removed person's
 * manager (or to the actor when there is none).
 * @throws 404 when unknown, deactivated, foreign or not visible; 403 when visible but not
 *   removable (self, or outside a Manager/Supervisor's line).
 */
export async function deactivateTeamMember({
  db,
  actor,
  userId,
  now,
  source = SYSTEM_SOURCE,
}: {
  db: Db;
  actor: Actor;
  userId: number;
  now: Date;
  source?: AuditSource;
}): Promise<void> {
  const target = await findActiveUser(db, actor.organizationId, userId);
  if (!target) throw notFound('User not found');
  const scope = await scopeOf(db, actor, { withChain: true });
  if (!canSeeUser(actor, target, scope)) throw notFound('User not found');
  if (!canDeactivate(actor, target, scope)) {
    throw forbidden(
      target.id === actor.id
        ? 'You cannot remove yourself'
        : 'You can only remove people from your own team',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive: false, deactivatedAt: now, updatedAt: now })
      .where(and(eq(users.id, target.id), eq(users.organizationId, actor.organizationId)));
    await tx
      .update(users)
      .set({ managerId: target.managerId ?? actor.id, updatedAt: now })
      .where(and(eq(users.managerId, target.id), eq(users.organizationId, actor.organizationId)));
    await deleteUserSessions(tx, target.id);
    await retireFeedUrl(tx, target.id);
    // Links mailed before (invitation, reset) die with the account; reactivation does not revive them.
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, target.id), isNull(accountTokens.usedAt)));
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      at: now,
      actorId: actor.id,
      action: 'user.deactivated',
      target: { type: 'user', id: target.id },
      source,
    });
  });
}
