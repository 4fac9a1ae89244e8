/**
 * Presented records for component tests, in the API's shapes (src/shared/schemas).
 */
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';

/**
 * A meeting as `GET /api/meetings` presents it: id `id`, titled `Meeting <id>`, scheduled for
 * 30 minutes on 2031-05-01 at 10:00 UTC between manager 1 (Maya Lee) and team member 2 (Tia
 * Ray), no agenda, notes or action items, seen by its organiser (`can`: every right but the
 * participant's rating, which waits for completion); `over` replaces any field.
 */
export function meetingFixture(id: number, over: Partial<Meeting> = {}): Meeting {
  return {
    id,
    organizationId: 1,
    teamMemberId: 2,
    managerId: 1,
    managerName: 'Maya Lee',
    teamMemberName: 'Tia Ray',
    title: `Meeting ${id}`,
    date: '2031-05-01',
    startTime: '10:00',
    duration: 30,
    timezone: 'UTC',
    isZoomMeeting: false,
    zoomLink: null,
    agenda: null,
    notes: null,
    status: 'scheduled',
    actionItems: [],
    actionItemsStatus: {},
    actionItemIds: [],
    actionItemDetails: [],
    version: 1,
    seriesId: null,
    rrule: null,
    createdAt: '2031-04-01T10:00:00.000Z',
    updatedAt: '2031-04-01T10:00:00.000Z',
    can: {
      edit: true,
      editAsParticipant: true,
      cancel: true,
      reassign: true,
      complete: true,
      changeItems: true,
      addTalkingPoints: true,
      writeNotes: true,
      rate: false,
    },
    ...over,
  };
}

/**
 * A user as the API presents them: id `id`, first name `firstName`, last name Doe, a Team
 * Member of organisation 1 in UTC with no manager, created 2026-01-01; e-mail and username are
 * the lower-cased first name followed by the id. `over` replaces any field.
 */
export function userFixture(id: number, firstName: string, over: Partial<User> = {}): User {
  const name = firstName.toLowerCase();
  return {
    id,
    email: `${name}${id}@example.com`,
    username: `${name}${id}`,
    firstName,
    lastName: 'Doe',
    jobTitle: null,
    department: null,
    company: null,
    organizationId: 1,
    managerId: null,
    role: 'Team Member',
    timezone: 'UTC',
    profileImageUrl: null,
    mustChangePassword: false,
    isDemo: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
