/**
 * Chooses the user fields that leave the server (convention 6): never the password hash, the
 * temporary-password expiry or the deactivation flags.
 */
import type { CreatedTeamMember, User } from '@/shared/schemas/user';
import type { Role } from '@/shared/domain/constants';
import { timezoneOrDefault } from '@/shared/domain/timezones';
import type { UserRow } from '../../db/schema';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    department: row.department,
    company: row.company,
    organizationId: row.organizationId,
    managerId: row.managerId,
    role: row.role as Role,
    // A stored zone that is no longer one reads as UTC (product rule 9).
    timezone: timezoneOrDefault(row.timezone),
    profileImageUrl: row.profileImageUrl,
    mustChangePassword: row.mustChangePassword,
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "First Last", falling back to the username. */
export function fullName(row: Pick<UserRow, 'firstName' | 'lastName' | 'username'>): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.username;
}

/**
 * POST /api/team-members response: the user plus the temporary password. The only place the
 * temporary password ever leaves the server (docs/product-rules.md; promise 9).
 */
export function presentCreatedTeamMember(
  row: UserRow,
  temporaryPassword: string,
): CreatedTeamMember {
  return { ...presentUser(row), temporaryPassword };
}
