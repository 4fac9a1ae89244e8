/**
 * Access of a person who is waiting or gone (docs/decisions/0015-accounts.md): a new invitation
 * (or temporary password) for someone who has not chosen a password yet, and reactivation of a
 * deactivated person.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { scopeOf } from '../../access/scope';
import { deleteUserSessions } from '../auth/sessions';
import { inviteInTransaction, pendingCredential, type AccountMail } from '../accounts/invitations';
import { findActiveUser } from './users.service';
import {
  awaitsPassword,
  canDeactivate,
  canReactivate,
  canSeeUser,
  managesAccounts,
} from './users.policy';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

/**
 * POST /api/team-members/{id}/invitation: gives a person who has not chosen a password yet
 * (`mustChangePassword`) a new way in, and retires the earlier one: with mail a new invitation
 * (link valid 7 days; earlier links stop working), otherwise a new temporary password (72 h),
 * returned once. The rights are those of removal (`canDeactivate`).
 * @throws 404 when unknown, deactivated, foreign or not visible; 403 outside the actor's line;
 *   409 when the person already chose their password (they use "Forgot password?").
 */
export async function reissueAccess({
  db,
  actor,
  userId,
  now,
  mail,
}: {
  db: Db;
  actor: Actor;
  userId: number;
  now: Date;
  mail: AccountMail;
}): Promise<{ invitationSent: boolean; temporaryPassword: string | null }> {
  const target = await findActiveUser(db, actor.organizationId, userId);
  if (!target) throw notFound('User not found');
  const scope = await scopeOf(db, actor, { withChain: true });
  if (!canSeeUser(actor, target, scope)) throw notFound('User not found');
  if (!canDeactivate(actor, target, scope)) {
    throw forbidden('You can only invite people of your own team');
  }
  if (!awaitsPassword(target)) {
    throw conflict(
      'This person has already chosen a password; they can use "Forgot password?" on the sign-in page',
    );
  }
  const invite = mail.enabled && !target.isDemo;
  const credential = await pendingCredential(invite, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...credential.values, updatedAt: now })
      .where(and(eq(users.id, target.id), eq(users.organizationId, actor.organizationId)))
      .returning();
    await deleteUserSessions(tx, target.id);
    if (invite)
      await inviteInTransaction(tx, { person: row!, invitedBy: actor, appUrl: mail.appUrl, now });
  });
  return { invitationSent: invite, temporaryPassword: credential.temporaryPassword };
}

/**
 * POST /api/team-members/{id}/reactivate (Senior Manager): the deactivated person `userId` of the
 * organisation is active again, with the same id, so their 1:1s stay theirs. They report to their
 * former manager when that person is still active, else to the actor.
 * @returns the updated row.
 * @throws 403 for other roles; 404 when unknown, foreign or already active.
 */
export async function reactivateTeamMember({
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
  /** Where the request came from, for the `user.reactivated` audit event (decision 37). */
  source?: AuditSource;
}): Promise<UserRow> {
  if (!managesAccounts(actor)) throw forbidden('Only a Senior Manager can reactivate people');
  const [target] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, actor.organizationId),
        eq(users.isActive, false),
      ),
    )
    .limit(1);
  if (!target || !canReactivate(actor, target)) throw notFound('User not found');
  const formerManager =
    target.managerId === null
      ? null
      : await findActiveUser(db, actor.organizationId, target.managerId);
  const managerId =
    formerManager && formerManager.id !== target.id
      ? formerManager.id
      : target.role === 'Senior Manager'
        ? null
        : actor.id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isActive: true, deactivatedAt: null, managerId, updatedAt: now })
      .where(and(eq(users.id, target.id), eq(users.organizationId, actor.organizationId)))
      .returning();
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      at: now,
      actorId: actor.id,
      action: 'user.reactivated',
      target: { type: 'user', id: target.id },
      source,
    });
    return row!;
  });
}
