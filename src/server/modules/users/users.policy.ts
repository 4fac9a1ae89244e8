/**
 * Who may see and change whom (spec 6, docs/product-rules.md, promise 1).
 * Pure functions over the actor, the target and the actor's scope (src/server/access/scope.ts,
 * loaded `withChain`): the ids below the actor (their reporting line, transitively) and above
 * them (their manager chain). Every function
 * assumes nothing about organisations: each check starts with "same organisation, active".
 * `visiblePeopleSql` is the SQL twin of `canSeeUser`, for the paged lists.
 */
import type { Role } from '@/shared/domain/constants';
import type { PersonRights } from '@/shared/schemas/user';
import { MANAGING_ROLES, ROLES } from '@/shared/domain/constants';
import { isLineManager, isSeniorManager, ROLE_RANK } from '@/shared/permissions';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/scope';
import { users } from '../../db/schema';

export interface PolicyUser {
  id: number;
  organizationId: number;
  role: string;
  managerId: number | null;
  isActive: boolean;
}

/** The part of the actor's scope (src/server/access/scope.ts) these rules read. */
type Lines = Pick<Scope, 'line' | 'chain'>;

const rankOf = (role: string): number => ROLE_RANK[role as Role] ?? -1;
export const isManagingRole = (role: string): boolean => MANAGING_ROLES.includes(role as Role);
const sameOrgActive = (actor: PolicyUser, target: PolicyUser) =>
  target.isActive && target.organizationId === actor.organizationId;

/**
 * GET /api/users/{id}: Senior Manager sees everyone of the organisation; Manager/Supervisor
 * sees self, their line, their manager chain and every managing user; Team Member sees self
 * and their own manager. Deactivated and foreign users are never visible.
 */
export function canSeeUser(actor: PolicyUser, target: PolicyUser, scope: Lines): boolean {
  if (!sameOrgActive(actor, target)) return false;
  if (target.id === actor.id || isSeniorManager(actor.role)) return true;
  if (isLineManager(actor.role)) {
    return scope.line.has(target.id) || scope.chain.has(target.id) || isManagingRole(target.role);
  }
  return actor.managerId === target.id;
}

/** GET/POST /api/team-members and DELETE: only people who manage others (spec 6). */
export const canManageTeam = (actor: PolicyUser): boolean =>
  isSeniorManager(actor.role) || isLineManager(actor.role);

/**
 * Roles `actor` may give a new account: a Senior Manager any role up to their own; a Manager
 * Supervisor or Team Member; a Supervisor Team Member; a Team Member none.
 */
export function creatableRoles(actor: PolicyUser): Role[] {
  if (isSeniorManager(actor.role)) return ROLES.filter((r) => rankOf(r) <= rankOf(actor.role));
  if (isLineManager(actor.role)) return ROLES.filter((r) => rankOf(r) < rankOf(actor.role));
  return [];
}

/**
 * Whether `actor` may attach someone to `managerId`: a Senior Manager anywhere in the
 * organisation (checked by the service); a Manager/Supervisor only to themselves or someone
 * in their line.
 */
export function canPlaceUnder(actor: PolicyUser, managerId: number, scope: Lines): boolean {
  if (isSeniorManager(actor.role)) return true;
  if (!isLineManager(actor.role)) return false;
  return managerId === actor.id || scope.line.has(managerId);
}

/**
 * DELETE /api/team-members/{id}: a Senior Manager may deactivate anyone of the organisation
 * but themselves; a Manager/Supervisor anyone in their line. Returns false when refused.
 */
export function canDeactivate(actor: PolicyUser, target: PolicyUser, scope: Lines): boolean {
  if (!sameOrgActive(actor, target) || target.id === actor.id) return false;
  if (isSeniorManager(actor.role)) return true;
  return isLineManager(actor.role) && scope.line.has(target.id);
}

/** What a PATCH asks to change, after no-op fields (same value as stored) are dropped. */
export interface UserChange {
  details: boolean;
  role?: string;
  managerId?: number | null;
}

/**
 * PATCH /api/users/{id} : returns null when allowed, else the reason (a 403).
 * - nobody changes their own role or reporting line;
 * - only a Senior Manager changes another person's role or manager, and never to a role above
 *   their own;
 * - details: self always; a Senior Manager anyone of the organisation; a Manager/Supervisor
 *   people in their line; a Team Member only themselves.
 * Visibility (404) is checked before this; validity of the values (400) after it.
 */
export function refuseUserUpdate(
  actor: PolicyUser,
  target: PolicyUser,
  scope: Lines,
  change: UserChange,
): string | null {
  if (!sameOrgActive(actor, target)) return 'You do not have permission to edit this user';
  const self = target.id === actor.id;
  const senior = isSeniorManager(actor.role);
  if (change.role !== undefined) {
    if (self) return 'You cannot change your own role';
    if (!senior) return 'Only a Senior Manager can change roles';
    if (rankOf(change.role) > rankOf(actor.role)) return 'You cannot grant a role above your own';
  }
  if (change.managerId !== undefined) {
    if (self) return 'You cannot change your own reporting line';
    if (!senior) return 'Only a Senior Manager can change reporting lines';
  }
  if (self || senior) return null;
  if (isLineManager(actor.role) && scope.line.has(target.id)) return null;
  return 'You do not have permission to edit this user';
}

/**
 * SQL on `users`, the same rule as {@link canSeeUser} for the people of the actor's own
 * organisation (the paged people lists): active, and for a Manager/Supervisor self, their line,
 * their manager chain or a managing role; for a Team Member self and their manager.
 */
export function visiblePeopleSql(actor: PolicyUser, scope: Lines): SQL {
  const base = and(eq(users.organizationId, actor.organizationId), eq(users.isActive, true))!;
  if (isSeniorManager(actor.role)) return base;
  if (isLineManager(actor.role)) {
    const ids = [actor.id, ...scope.line, ...scope.chain];
    return and(base, or(inArray(users.id, ids), inArray(users.role, [...MANAGING_ROLES])))!;
  }
  return and(base, inArray(users.id, actor.managerId ? [actor.id, actor.managerId] : [actor.id]))!;
}

/** PATCH /api/users/{id} of the person's details (no role or manager change): {@link refuseUserUpdate}. */
export function canEditUser(actor: PolicyUser, target: PolicyUser, scope: Lines): boolean {
  return refuseUserUpdate(actor, target, scope, { details: true }) === null;
}

/** Who reactivates and erases people (POST …/reactivate, POST …/erase): Senior Managers. */
export const managesAccounts = (actor: Pick<PolicyUser, 'role'>): boolean =>
  isSeniorManager(actor.role);

/** POST /api/team-members/{id}/reactivate: a Senior Manager, a deactivated person of their organisation. */
export function canReactivate(actor: PolicyUser, target: PolicyUser): boolean {
  return (
    managesAccounts(actor) && target.organizationId === actor.organizationId && !target.isActive
  );
}

/** POST /api/users/{id}/erase: a Senior Manager, anyone of their organisation (active or not) but themselves. */
export function canErase(actor: PolicyUser, target: PolicyUser): boolean {
  return (
    managesAccounts(actor) &&
    target.organizationId === actor.organizationId &&
    target.id !== actor.id
  );
}

/** True while a person has not chosen their password yet (a new invitation may be sent). */
export const awaitsPassword = (target: { mustChangePassword: boolean }): boolean =>
  target.mustChangePassword;

/**
 * POST /api/team-members/{id}/invitation: the rights of removal ({@link canDeactivate}) over a
 * person who has not chosen their password yet ({@link awaitsPassword}).
 */
export function canResendInvitation(
  actor: PolicyUser,
  target: PolicyUser & { mustChangePassword: boolean },
  scope: Lines,
): boolean {
  return canDeactivate(actor, target, scope) && awaitsPassword(target);
}

/**
 * Everything `actor` may do with the person `target`, each flag computed by the predicate the
 * matching route checks (docs/decisions/0038-rights-from-the-server.md). Pure: the people
 * lists compute it per row from the scope they loaded (`line` is all it reads).
 */
export function personRights(
  actor: PolicyUser,
  target: PolicyUser & { mustChangePassword: boolean },
  scope: Lines,
): PersonRights {
  return {
    edit: canEditUser(actor, target, scope),
    deactivate: canDeactivate(actor, target, scope),
    reactivate: canReactivate(actor, target),
    erase: canErase(actor, target),
    resendInvitation: canResendInvitation(actor, target, scope),
  };
}
