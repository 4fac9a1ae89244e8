/**
 * Organisation feature (spec 2.5): hierarchy levels, the Organization and User Management tabs,
 * editing a user and the organisation summary.
 * Other features and app/ import this feature only from this file.
 */
export { useOrganizationSummary, useRefreshSummary } from './api/organisation-summary';
export { everyone, PEOPLE_LEVELS, reportsToChoices } from './lib/people-levels';
export { OrganizationTab } from './components/organization-tab';
export { UserManagementTab } from './components/user-management-tab';
export { ScimSection } from './components/scim-section';
