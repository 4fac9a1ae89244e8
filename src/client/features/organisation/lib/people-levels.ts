/**
 * The four levels of the organisation as the Executive Dashboard shows them (spec 2.5). Pure
 * helpers over the hierarchy call's lists.
 */
import type { Role } from '@/shared/domain/constants';
import type { OrganizationHierarchy, User } from '@/shared/schemas/user';
import { displayName } from '@/client/lib/utils';

/** A level of the User Management list: its heading and its people (hierarchy order). */
export interface PeopleLevel {
  role: Role;
  heading: string;
  people: User[];
}

/** The four levels, top first, each sorted as the server sent it (by first name). */
export function peopleLevels(h: OrganizationHierarchy): PeopleLevel[] {
  return [
    { role: 'Senior Manager', heading: 'Senior Managers', people: h.seniorManagers },
    { role: 'Manager', heading: 'Managers', people: h.managers },
    { role: 'Supervisor', heading: 'Supervisors', people: h.supervisors },
    { role: 'Team Member', heading: 'Team Members', people: h.teamMembers },
  ];
}

/** Everyone of the hierarchy in one list, sorted by name. */
export function everyone(h: OrganizationHierarchy): User[] {
  return [...h.seniorManagers, ...h.managers, ...h.supervisors, ...h.teamMembers].sort((a, b) =>
    displayName(a).localeCompare(displayName(b), 'en', { sensitivity: 'base' }),
  );
}

/** People a new member may report to (spec 5): Senior Managers, Managers and Supervisors. */
export function reportsToChoices(h: OrganizationHierarchy): User[] {
  return [...h.seniorManagers, ...h.managers, ...h.supervisors].sort((a, b) =>
    displayName(a).localeCompare(displayName(b), 'en', { sensitivity: 'base' }),
  );
}
