/**
 * The four levels of the organisation as the Executive Dashboard shows them (spec 2.5), and the
 * dashboard's timezone choices (spec 9). Pure helpers over the hierarchy call's lists.
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

/** The dashboard's timezone options (spec 9), value and label. */
export const DASHBOARD_TIMEZONES: readonly { value: string; label: string }[] = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
  { value: 'Europe/London', label: 'Europe/London' },
  { value: 'Europe/Paris', label: 'Europe/Paris' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
];

/** The options for a user whose stored timezone may be outside the list (kept as its own entry). */
export function timezoneOptions(current: string | null | undefined) {
  if (!current || DASHBOARD_TIMEZONES.some((o) => o.value === current)) return DASHBOARD_TIMEZONES;
  return [...DASHBOARD_TIMEZONES, { value: current, label: current }];
}
