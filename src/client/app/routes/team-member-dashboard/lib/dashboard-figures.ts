/**
 * Display rules of the team member dashboard (spec 2.6). The figures themselves come from the
 * server (see ../api/dashboard-data.ts); this module only names meetings.
 */
import type { Meeting } from '@/shared/schemas/meeting';

/** Title of a meeting in the lists: its own title, else "1:1 with <manager>". */
export function meetingTitle(meeting: Pick<Meeting, 'title' | 'managerName'>): string {
  return meeting.title?.trim() || `1:1 with ${meeting.managerName?.trim() || 'Manager'}`;
}
