/**
 * Bootstrapping a company server from a shell (`npm run admin -- create-organization`,
 * docs/decisions/0015-accounts.md): a new organisation and its first Senior Manager, who
 * chooses their password through a single-use invitation link (valid 7 days).
 */
import { eq, sql } from 'drizzle-orm';
import { canonicalTimezone } from '@/shared/domain/timezones';
import { trimControl } from '@/shared/schemas/person-text';
import type { Db } from '../../db/client';
import { organizations, users, type OrganizationRow, type UserRow } from '../../db/schema';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import { deriveUniqueUsername } from '../auth/usernames';
import { accountLink } from './account-mail';
import { issueAccountToken } from './account-tokens';

export interface NewOrganisation {
  name: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle?: string | null;
  /** IANA zone of the first person; UTC when absent or not a zone. */
  timezone?: string;
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/**
 * Creates the organisation `input.name` and its Senior Manager in one transaction, with a
 * password nobody knows (`mustChangePassword`) and an invitation link.
 * @returns the rows and the link (`<appUrl>/accept-invitation#token=…`), shown once.
 * @throws EmailTakenError when any account already uses `input.email`.
 */
export async function createOrganisationWithOwner(
  db: Db,
  input: NewOrganisation,
  { appUrl, now }: { appUrl: string; now: Date },
): Promise<{ organisation: OrganizationRow; owner: UserRow; link: string }> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (taken) throw new EmailTakenError(`An account already uses ${email}`);
  const timezone = (input.timezone && canonicalTimezone(input.timezone)) || 'UTC';
  const passwordHash = await hashPassword(generateTemporaryPassword());
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .insert(organizations)
      .values({ name: trimControl(input.name), createdAt: now, updatedAt: now })
      .returning();
    const [owner] = await tx
      .insert(users)
      .values({
        organizationId: organisation!.id,
        email,
        username: await deriveUniqueUsername(tx, email),
        passwordHash,
        firstName: trimControl(input.firstName),
        lastName: trimControl(input.lastName),
        jobTitle: trimControl(input.jobTitle ?? '') || null,
        company: trimControl(input.name),
        role: 'Senior Manager',
        timezone,
        mustChangePassword: true,
        temporaryPasswordExpiresAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(organizations)
      .set({ createdById: owner!.id })
      .where(eq(organizations.id, organisation!.id));
    const token = await issueAccountToken(tx, { userId: owner!.id, purpose: 'invitation', now });
    return {
      organisation: organisation!,
      owner: owner!,
      link: accountLink(appUrl, 'accept-invitation', token),
    };
  });
}
