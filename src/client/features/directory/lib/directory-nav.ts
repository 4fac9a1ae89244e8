/**
 * Links of the directories' role-dependent navigation bar (spec 2.18): the home dashboard of
 * the role (spec 2.2) under its own name, then All Managers and All Team Members.
 */
import { isLineManager, isSeniorManager } from '@/shared/permissions';

export interface NavEntry {
  to: string;
  label: string;
}

/** The home entry: Executive Dashboard, Manager Dashboard, My Dashboard, or Dashboard (`/`). */
export function homeEntryFor(role: string): NavEntry {
  if (isSeniorManager(role))
    return { to: '/senior-manager-dashboard', label: 'Executive Dashboard' };
  if (isLineManager(role)) return { to: '/manager-dashboard', label: 'Manager Dashboard' };
  if (role === 'Team Member') return { to: '/team-member-dashboard', label: 'My Dashboard' };
  return { to: '/', label: 'Dashboard' };
}

/** Every entry of the bar for `role`, in order. */
export function directoryNavFor(role: string): NavEntry[] {
  return [
    homeEntryFor(role),
    { to: '/managers', label: 'All Managers' },
    { to: '/all-team-members', label: 'All Team Members' },
  ];
}
