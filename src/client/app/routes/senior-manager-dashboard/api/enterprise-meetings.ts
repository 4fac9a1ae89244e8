/**
 * The enterprise meeting list of the Executive Dashboard (spec 2.5, Meetings tab), one page at a
 * time, from `meetingQueries.list`, so any meeting change refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { meetingQueries } from '@/client/features/meetings';

/** Filters of the enterprise list, as sent to GET /api/meetings and /api/meetings/count. */
export interface EnterpriseMeetingParams {
  teamMember?: number;
  manager?: number;
  /** `yyyy-MM-dd`. */
  date?: string;
  status?: string;
}

/** `meetingQueries.list` with the filters and `limit` (the first `limit` rows, newest first). */
export function useEnterpriseMeetings(params: EnterpriseMeetingParams, limit: number) {
  return useQuery({
    ...meetingQueries.list({ ...params, limit }),
    placeholderData: keepPreviousData,
  });
}
