/**
 * Presented records for component tests, in the API's shapes (src/shared/schemas).
 */
import type { Meeting } from '@/shared/schemas/meeting';

/**
 * A meeting as `GET /api/meetings` presents it: id `id`, titled `Meeting <id>`, scheduled for
 * 30 minutes on 2031-05-01 at 10:00 UTC between manager 1 (Maya Lee) and team member 2 (Tia
 * Ray), no agenda, notes or action items; `over` replaces any field.
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
    version: 1,
    seriesId: null,
    rrule: null,
    createdAt: '2031-04-01T10:00:00.000Z',
    updatedAt: '2031-04-01T10:00:00.000Z',
    ...over,
  };
}
