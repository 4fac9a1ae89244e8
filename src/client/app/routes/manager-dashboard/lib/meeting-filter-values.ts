/**
 * Filter values of the all-meetings and scheduled views (spec 2.4, 7): search, a team member
 * (`all` or an id as text) and an exact date (`yyyy-MM-dd` or empty), shown by the meetings
 * feature's `MeetingFilterBar`.
 */
import {
  hasMeetingFilters,
  type MeetingFilterValues as AllFilters,
} from '@/client/features/meetings';

export type MeetingFilterValues = Pick<AllFilters, 'search' | 'teamMember' | 'date'>;

export const NO_FILTERS: MeetingFilterValues = { search: '', teamMember: 'all', date: '' };

export function hasActiveFilters(f: MeetingFilterValues): boolean {
  return hasMeetingFilters(f);
}
