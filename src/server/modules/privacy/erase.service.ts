/**
 * Erasing a person who has left (docs/decisions/0016-import-sso-data.md): their name becomes
 * "Former employee" everywhere it is shown, their e-mail the non-deliverable
 * `erased-<id>@invalid` (RFC 2606 reserves `.invalid`), the other personal fields are emptied,
 * the password and second factor are made unusable, every session ends and the account is
 * deactivated. Meetings stay, so the other participant keeps their 1:1 history. Every module's
 * erase step (registry.ts) runs in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, users } from '../../db/schema';
import type { Actor } from '../../context';
import { canErase, managesAccounts } from '../users/users.policy';
import { forbidden, notFound } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import type { EraseStep } from './registry';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

/** The placeholder e-mail of an erased account: unique, and never delivered (`.invalid`). */
export const erasedEmail = (userId: number) => `erased-${userId}@invalid`;
export const ERASED_FIRST_NAME = 'Former';
export const ERASED_LAST_NAME = 'employee';

/**
 * POST /api/users/{id}/erase for a Senior Manager of the person's organisation (active or
 * already deactivated). Erasing twice is harmless.
 * @throws 403 for other roles or for oneself; 404 when the user is not in the organisation.
 */
export async function eraseUser({
  db,
  actor,
  userId,
  now,
  steps,
  source = SYSTEM_SOURCE,
}: {
  db: Db;
  actor: Actor;
  userId: number;
  now: Date;
  steps: readonly EraseStep[];
  /** Where the request came from, for the `user.erased` event (decision 37). */
  source?: AuditSource;
}): Promise<void> {
  if (!managesAccounts(actor)) throw forbidden('Only Senior Managers can erase a person');
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, actor.organizationId)))
    .limit(1);
  if (!target) throw notFound('User not found');
  if (!canErase(actor, target)) throw forbidden('You cannot erase yourself');
  // A random password nobody knows: the account cannot sign in even if reactivated.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: erasedEmail(target.id),
        username: `erased-${target.id}`,
        passwordHash,
        firstName: ERASED_FIRST_NAME,
        lastName: ERASED_LAST_NAME,
        jobTitle: null,
        department: null,
        company: null,
        profileImageUrl: null,
        mustChangePassword: false,
        temporaryPasswordExpiresAt: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        recoveryCodeHashes: null,
        isActive: false,
        deactivatedAt: target.deactivatedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, target.id));
    // Their reports move up, as when a person is removed.
    await tx
      .update(users)
      .set({ managerId: target.managerId ?? actor.id, updatedAt: now })
      .where(and(eq(users.managerId, target.id), eq(users.organizationId, actor.organizationId)));
    await deleteUserSessions(tx, target.id);
    // Mail not yet delivered to them is dropped (the address no longer exists).
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, target.email), eq(emailOutbox.status, 'pending')));
    for (const step of steps) await step({ tx, user: target, now });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      at: now,
      actorId: actor.id,
      action: 'user.erased',
      target: { type: 'user', id: target.id },
      source,
    });
  });
}
