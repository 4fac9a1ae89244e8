/**
 * The four levels of the organisation as the Executive Dashboard shows them (spec 2.5), each
 * a paged level of the hierarchy call, and pure helpers over lists of people.
 */
import { MANAGING_ROLES, type Role } from '@/shared/domain/constants';
import type { HierarchyLevel, User } from '@/shared/schemas/user';
import { displayName } from '@/client/lib/utils';

/** A level of the User Management list: the hierarchy level and its heading. */
export interface PeopleLevel {
  level: HierarchyLevel;
  role: Role;
  heading: string;
}

/** The four levels, top first. */
export const PEOPLE_LEVELS: readonly PeopleLevel[] = [
  { level: 'seniorManagers', role: 'Senior Manager', heading: 'Senior Managers' },
  { level: 'managers', role: 'Manager', heading: 'Managers' },
  { level: 'supervisors', role: 'Supervisor', heading: 'Supervisors' },
  { level: 'teamMembers', role: 'Team Member', heading: 'Team Members' },
];

const byDisplayName = (a: User, b: User) =>
  displayName(a).localeCompare(displayName(b), 'en', { sensitivity: 'base' });

/** `people` in one list, sorted by name. */
export function everyone(people: readonly User[]): User[] {
  return [...people].sort(byDisplayName);
}

/** People a new member may report to (spec 5): Senior Managers, Managers and Supervisors. */
export function reportsToChoices(people: readonly User[]): User[] {
  return people.filter((p) => MANAGING_ROLES.includes(p.role)).sort(byDisplayName);
}
