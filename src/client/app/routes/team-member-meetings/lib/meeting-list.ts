/**
 * Pure rules of the team member meetings list, /team-member-meetings/{id}/{filterType}
 * (spec 2.13): the three filter types, their titles and empty messages, the query sent to
 * GET /api/meetings and its count, the card title, and counts with their nouns (the markers
 * are the meetings feature's).
 */
import { formatDisplayDate } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { richTextToLine } from '@/client/lib/rich-text-line';

export const FILTER_TYPES = ['upcoming', 'action-items', 'all'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** The filter type of a route segment, or null when it is none of the three. */
export function parseFilterType(raw: string | undefined): FilterType | null {
  return (FILTER_TYPES as readonly string[]).includes(raw ?? '') ? (raw as FilterType) : null;
}

/** The route's team member id: a positive integer, else null. */
export function parseTeamMemberId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Title of the page before the member's name (spec 2.13). */
export function filterTitle(filterType: FilterType): string {
  if (filterType === 'upcoming') return 'Upcoming Meetings';
  if (filterType === 'action-items') return 'Action Items';
  return 'All Meetings';
}

/** Status choices of the status filter (spec 2.13), hidden for `upcoming`. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export interface ListFilters {
  /** Free text over agenda and notes (the server also looks at the title). */
  search: string;
  /** Exact `yyyy-MM-dd`, or '' for any date. */
  date: string;
  status: StatusFilter;
}

export const NO_FILTERS: ListFilters = { search: '', date: '', status: 'all' };

/** True when a filter narrows the list (the status filter does not count on `upcoming`). */
export function hasActiveFilters(filters: ListFilters, filterType: FilterType): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.date !== '' ||
    (filterType !== 'upcoming' && filters.status !== 'all')
  );
}

/**
 * The GET /api/meetings query of the list: the member, the search and exact date, the status
 * (except on `upcoming`), `upcoming` (scheduled, today or later in the viewer's timezone,
 * earliest first) or `withActionItems`.
 */
export function listQuery(teamMemberId: number, filterType: FilterType, filters: ListFilters) {
  return {
    teamMember: teamMemberId,
    search: filters.search.trim() || undefined,
    date: filters.date || undefined,
    status: filterType !== 'upcoming' && filters.status !== 'all' ? filters.status : undefined,
    upcoming: filterType === 'upcoming' ? true : undefined,
    withActionItems: filterType === 'action-items' ? true : undefined,
  };
}

/** The empty-list message (spec 2.13: it depends on the filter). */
export function emptyMessage(filterType: FilterType, filtered: boolean): string {
  if (filtered) return 'No meetings match your filters';
  if (filterType === 'upcoming') return 'No upcoming meetings scheduled';
  if (filterType === 'action-items') return 'No meetings with action items';
  return 'No meetings found';
}

/** A card's title: the agenda, else "Meeting on dd/MM/yyyy" (spec 2.13). */
export function cardTitle(meeting: Pick<Meeting, 'agenda' | 'date'>): string {
  return richTextToLine(meeting.agenda) || `Meeting on ${formatDisplayDate(meeting.date)}`;
}

/** `1 meeting`, `2 meetings`: a count with its noun, plural unless exactly one. */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
