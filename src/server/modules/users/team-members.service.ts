/**
 * Creating and removing accounts (spec 2.4, 2.5, 5, 6; docs/product-rules.md). New accounts get a random
 * temporary password (returned once), `mustChangePassword`, and a 72 h expiry. Removal
 * deactivates, so meeting history stays, and ends the person's sessions.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import type { z } from 'zod';
import type { createTeamMemberSchema } from '@/shared/schemas/user';
import { TEMPORARY_PASSWORD_TTL_MS } from '@/shared/domain/constants';
import { timezoneOrDefault } from '@/shared/domain/timezones';
import { isLineManager } from '@/shared/permissions';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { deriveUniqueUsername } from '../auth/usernames';
import { isUniqueViolation } from '../auth/unique-violation';
import { demoAddressFor } from '../demo/demo.service';
import { scopeOf } from '../../access/scope';
import { emailTaken, findActiveUser } from './users.service';
import { requireManagerChoice } from './manager-choice';
import { canDeactivate, canPlaceUnder, canSeeUser, creatableRoles } from './users.policy';

export type CreateTeamMemberBody = z.output<typeof createTeamMemberSchema>;
export const EMAIL_IN_USE = 'Email is already in use';

/**
 * POST /api/team-members. The caller has checked `canManageTeam`.
 * @returns the new row and its temporary password (plain text, for the one response only).
 * @throws 403 for a role the actor may not give; 400 `fieldErrors.managerId` for a bad or
 *   out-of-line manager; 409 `fieldErrors.email` when the e-mail is taken. In a demo sandbox
 *   the e-mail is replaced by `demoAddressFor` (so the conflict never looks outside it).
 */
export async function createTeamMember({
  db,
  actor,
  input,
  now,
}: {
  /** The database, or the caller's transaction (the people import writes in one). */
  db: DbOrTx;
  actor: Actor;
  input: CreateTeamMemberBody;
  now: Date;
}): Promise<{ user: UserRow; temporaryPassword: string }> {
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
  const emailConflict = () => conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
  // In a demo sandbox the person gets a reserved address that names the sandbox.
  const email = actor.isDemo ? demoAddressFor(input.email, actor.organizationId) : input.email;
  if (await emailTaken(db, email)) throw emailConflict();

  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  for (let attempt = 0; ; attempt++) {
    const username = await deriveUniqueUsername(db, email);
    try {
      const [user] = await db
        .insert(users)
        .values({
          organizationId: actor.organizationId,
          email,
          username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          department: input.department,
          company: input.company ?? actor.company,
          managerId,
          role: input.role,
          timezone: input.timezone ?? timezoneOrDefault(actor.timezone),
          mustChangePassword: true,
          temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
          isDemo: actor.isDemo,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { user: user!, temporaryPassword };
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_idx')) throw emailConflict();
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * DELETE /api/team-members/{id}: deactivates the user, ends their sessions and re-attaches their
 * direct reports to the removed person's manager (or to the actor when there is none).
 * @throws 404 when unknown, deactivated, foreign or not visible; 403 when visible but not
 *   removable (self, or outside a Manager/Supervisor's line).
 */
export async function deactivateTeamMember({
  db,
  actor,
  userId,
  now,
}: {
  db: Db;
  actor: Actor;
  userId: number;
  now: Date;
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
  });
}
