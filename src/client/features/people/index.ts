/**
 * People feature (spec 2.4 team members panel, 5): users, the caller's team, adding and
 * removing team members.
 * Other features and app/ import this feature only from this file.
 */
export {
  PEOPLE_KEY,
  peoplePageUrl,
  peopleQueries,
  useHierarchyLevel,
  usePeoplePages,
  type PeopleListName,
  useUpdateUser,
} from './api/people';
export { PersonPicker, type PersonPickerProps } from './components/person-picker';
export { TeamMembersPanel } from './components/team-members-panel';
export { RoleBadge } from './components/role-badge';
export { SelectField } from './components/team-member-form-fields';
export { NO_MANAGER, PersonFormFields } from './components/person-form-fields';
export { AddTeamMemberDialog } from './components/add-team-member-dialog';
export { ImportPeopleDialog } from './components/import-people-dialog';
export { ResendInvitationButton } from './components/resend-invitation-button';
export { DeactivatedPeople } from './components/deactivated-people';
export { YourDetailsSection } from './components/your-details-section';
