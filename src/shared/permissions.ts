/**
 * Role predicates shared by the server policies and the client (which only hides what the
 * server would refuse). Spec sections 2.2 and 6; docs/product-rules.md.
 */
import type { Role } from './domain/constants';

/** Senior Managers see and manage the whole organisation. */
export const isSeniorManager = (role: string): boolean => role === 'Senior Manager';

/** Managers and Supervisors manage their reporting line (spec 6). */
export const isLineManager = (role: string): boolean => role === 'Manager' || role === 'Supervisor';

/** Anyone who may create accounts and schedule meetings: Senior Manager, Manager, Supervisor. */
export const canManagePeople = (role: string): boolean =>
  isSeniorManager(role) || isLineManager(role);

/** Rank used to refuse granting a role above one's own . Higher is more senior. */
export const ROLE_RANK: Record<Role, number> = {
  'Team Member': 0,
  Supervisor: 1,
  Manager: 2,
  'Senior Manager': 3,
};

/** Home dashboard path for a role (spec 2.2); unknown roles get the default dashboard at `/`. */
export function homePathFor(role: string): string {
  if (isSeniorManager(role)) return '/senior-manager-dashboard';
  if (isLineManager(role)) return '/manager-dashboard';
  if (role === 'Team Member') return '/team-member-dashboard';
  return '/';
}
