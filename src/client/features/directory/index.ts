/**
 * Directory feature (spec 2.18): the managers and team-members directories and the manager
 * profile. A domain of its own: read-only views of people across the organisation, with their
 * own calls (GET /api/directory/...), distinct from people/ (the caller's team and accounts).
 * Other features and app/ import this feature only from this file.
 */
export { directoryKeys, directoryQueries } from './api/directory';
export { DirectoryNav } from './components/directory-nav';
export { TeamMembersDirectory } from './components/team-members-directory';
export { ManagerProfileView } from './components/manager-profile-view';
export { ManagersDirectory } from './components/managers-directory';
