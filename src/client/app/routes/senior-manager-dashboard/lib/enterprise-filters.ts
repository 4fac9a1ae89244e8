/**
 * Filter state of Enterprise Meeting Management (spec 2.5) and its translation into the query
 * parameters of GET /api/meetings and /api/meetings/count (spec 7: teamMember, manager,
 * date as yyyy-MM-dd, status).
 */
import type { EnterpriseMeetingParams } from '../api/enterprise-meetings';

/** Title of a row (spec 2.4): the meetings feature's rule. */
export { meetingTitle as enterpriseMeetingTitle } from '@/client/features/meetings';

export interface EnterpriseFilterValues {
  /** A user id as text, or `all`. */
  teamMember: string;
  /** A user id as text, or `all`. */
  manager: string;
  /** `yyyy-MM-dd` or empty. */
  date: string;
  /** `scheduled`, `in_progress`, `completed` or `all`. */
  status: string;
}

export const NO_ENTERPRISE_FILTERS: EnterpriseFilterValues = {
  teamMember: 'all',
  manager: 'all',
  date: '',
  status: 'all',
};

export function hasEnterpriseFilters(f: EnterpriseFilterValues): boolean {
  return f.teamMember !== 'all' || f.manager !== 'all' || f.date !== '' || f.status !== 'all';
}

/** The query parameters for `f` (only the filters that are set). */
export function toEnterpriseParams(f: EnterpriseFilterValues): EnterpriseMeetingParams {
  const params: EnterpriseMeetingParams = {};
  if (f.teamMember !== 'all') params.teamMember = Number(f.teamMember);
  if (f.manager !== 'all') params.manager = Number(f.manager);
  if (/^\d{4}-\d{2}-\d{2}$/.test(f.date)) params.date = f.date;
  if (f.status !== 'all') params.status = f.status;
  return params;
}

/** "Showing X of Y meetings" (spec 2.5). */
export function showingLine(matching: number, total: number): string {
  return `Showing ${matching} of ${total} ${total === 1 ? 'meeting' : 'meetings'}`;
}
