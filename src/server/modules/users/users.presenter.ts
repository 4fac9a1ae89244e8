/**
 * Chooses the user fields that leave the server (convention 6): never the password hash, the
 * temporary-password expiry or the deactivation flags.
 */
import type { CreatedTeamMember, Person, User } from '@/shared/schemas/user';
import type { Role } from '@/shared/domain/constants';
import { timezoneOrDefault } from '@/shared/domain/timezones';
import type { UserRow } from '../../db/schema';
import type { Scope } from '../../access/scope';
import { personRights, type PolicyUser } from './users.policy';

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

/**
 * A person as GET /api/users/{id} and the people lists present them: {@link presentUser} and
 * `can`, what `actor` may do with them (users.policy.ts `personRights`, from the scope's line).
 */
export function presentPerson(
  row: UserRow,
  actor: PolicyUser,
  scope: Pick<Scope, 'line' | 'chain'>,
): Person {
  return { ...presentUser(row), can: personRights(actor, row, scope) };
}

/** "First Last", falling back to the username. */
export function fullName(row: Pick<UserRow, 'firstName' | 'lastName' | 'username'>): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.username;
}

/** POST /api/team-members answer: the user and the invitation or the one-time password. */
export function presentCreatedTeamMember(
  row: UserRow,
  created: { temporaryPassword: string | null; invitationSent: boolean },
): CreatedTeamMember {
  return {
    ...presentUser(row),
    invitationSent: created.invitationSent,
    ...(created.temporaryPassword ? { temporaryPassword: created.temporaryPassword } : {}),
  };
}
