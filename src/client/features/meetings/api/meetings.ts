/**
 * Meeting calls of spec 7. Every meeting query comes from `meetingQueries` and its key starts
 * with `MEETINGS_KEY` (`['meetings']`); every meeting mutation invalidates exactly that prefix,
 * which also refreshes the lists keyed under it elsewhere (the organisation summary, the
 * caller's own action items). Errors are `ApiError` (message "status: body", spec 8).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MeetingCount } from '@/shared/schemas/counts';
import type {
  EditScope,
  EmailPreview,
  Meeting,
  MeetingDetail,
  MeetingFormInput,
  MeetingsPage,
  RelatedMeetings,
  TeamMemberMeetingEditInput,
  UpdateMeetingInput,
} from '@/shared/schemas/meeting';
import type { ActionItemStatusUpdate } from '@/shared/schemas/action-item';
import { api, toQuery } from '@/client/lib/api-client';

export interface MeetingListParams {
  search?: string;
  /** A team member's id; omitted for all. */
  teamMember?: number;
  /** `yyyy-MM-dd`, or `all` / `today` / `week` / `month` (viewer's timezone). */
  date?: string;
  status?: string;
  manager?: number;
  /** Scheduled meetings dated today (viewer's timezone) or later, earliest first. */
  upcoming?: boolean;
  /** Only meetings with at least one action item. */
  withActionItems?: boolean;
  /** `yyyy-MM-dd`: meetings dated on or after / on or before it (inclusive). */
  from?: string;
  to?: string;
  /** GET /api/meetings/count only: add `byStatus` (the matching meetings per status). */
  byStatus?: boolean;
  /** GET /api/meetings/count only: add `actionItems` (the matching meetings' action items). */
  actionItems?: boolean;
  /** At most this many (1 to 500), after `offset`. */
  limit?: number;
  offset?: number;
}

/** The prefix of every meeting query key; meeting mutations invalidate it. */
export const MEETINGS_KEY = ['meetings'] as const;

/** The query string of GET /api/meetings and /api/meetings/count for `params`. */
export function meetingListQueryString(params: MeetingListParams): string {
  const { upcoming, withActionItems, byStatus, actionItems, ...rest } = params;
  return toQuery({
    ...rest,
    actionItems: actionItems ? 'true' : undefined,
    upcoming: upcoming ? 'true' : undefined,
    withActionItems: withActionItems ? 'true' : undefined,
    byStatus: byStatus ? 'true' : undefined,
  });
}

/**
 * The meeting queries: `list` (GET /api/meetings), `pages` (its keyset pages), `count`
 * (GET /api/meetings/count), `related`, `detail`.
 */
export const meetingQueries = {
  /**
   * GET /api/meetings?cursor=… page by page (50 a page, in the list's order; docs/api.md):
   * the first page asks with an empty cursor, the next with the previous page's `nextCursor`.
   * `limit` and `offset` of `params` are not sent.
   */
  pages: (params: Omit<MeetingListParams, 'limit' | 'offset'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...MEETINGS_KEY, 'pages', params] as const,
      queryFn: ({ pageParam }) => {
        const query = meetingListQueryString(params);
        const cursor = `cursor=${encodeURIComponent(pageParam)}`;
        return api.get<MeetingsPage>(`/api/meetings${query ? `${query}&${cursor}` : `?${cursor}`}`);
      },
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor,
    }),
  /**
   * GET /api/meetings with optional filters; the server scopes it to what the user may read.
   * A screen always sends `limit` or a bounding filter (docs/archive/performance-log.md, Scale "Dashboards"): the
   * unpaged answer grows with the organisation.
   */
  list: (params: MeetingListParams = {}) =>
    queryOptions({
      queryKey: [...MEETINGS_KEY, 'list', params] as const,
      queryFn: () => api.get<Meeting[]>(`/api/meetings${meetingListQueryString(params)}`),
    }),
  /**
   * GET /api/meetings/count with the list's filters: `{ matching, total }` (matching = with the
   * filters, total = every meeting the caller may read). Keeps the previous figures while a new
   * filter loads.
   */
  count: (params: MeetingListParams) =>
    queryOptions({
      queryKey: [...MEETINGS_KEY, 'count', params] as const,
      queryFn: () => api.get<MeetingCount>(`/api/meetings/count${meetingListQueryString(params)}`),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/meetings/{id}/related: the series' next occurrence and the pair's past 1:1s. */
  related: (id: number) =>
    queryOptions({
      queryKey: [...MEETINGS_KEY, 'related', id] as const,
      queryFn: () => api.get<RelatedMeetings>(`/api/meetings/${id}/related`),
      enabled: Number.isInteger(id) && id > 0,
    }),
  /** GET /api/meetings/{id}: the meeting and the pair's open action items of earlier 1:1s. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...MEETINGS_KEY, 'detail', id] as const,
      queryFn: () => api.get<MeetingDetail>(`/api/meetings/${id}`),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

/** `meetingQueries.count(params)`. */
export const useMeetingCount = (params: MeetingListParams) =>
  useQuery(meetingQueries.count(params));

/** `meetingQueries.related(id)`. */
export const useRelatedMeetings = (id: number) => useQuery(meetingQueries.related(id));

/** `meetingQueries.detail(id)`. */
export const useMeeting = (id: number) => useQuery(meetingQueries.detail(id));

function useInvalidateMeetings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MEETINGS_KEY });
}

/** POST /api/meetings `{ meeting }`; the server renders and sends the invitations. */
export function useCreateMeeting() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: (body: { meeting: MeetingFormInput }) => api.post<Meeting>('/api/meetings', body),
    onSuccess: () => invalidate(),
  });
}

/**
 * POST /api/meetings/email-preview `{ meeting }`: the invitations exactly as the server will send
 * them (manager's first). Errors as scheduling (400 fieldErrors, 403).
 */
export function useEmailPreview() {
  return useMutation({
    mutationFn: (body: { meeting: MeetingFormInput }) =>
      api.post<EmailPreview>('/api/meetings/email-preview', body),
  });
}

/** PATCH /api/meetings/{id} (form edit and auto-save). */
export function useUpdateMeeting() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: UpdateMeetingInput }) =>
      api.patch<Meeting>(`/api/meetings/${id}`, values),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/meetings/{id}: the team member's edit of date, start time, agenda and action items. */
export function useEditMeetingAsTeamMember() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: TeamMemberMeetingEditInput }) =>
      api.put<Meeting>(`/api/meetings/${id}`, values),
    onSuccess: () => invalidate(),
  });
}

/**
 * DELETE /api/meetings/{id}: cancels (deletes) the meeting; on an occurrence of a series,
 * `scope: 'following'` ends the series from it on.
 */
export function useCancelMeeting() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: (target: number | { id: number; scope?: EditScope }) => {
      const { id, scope } = typeof target === 'number' ? { id: target, scope: undefined } : target;
      return api.delete<{ ok: true }>(
        `/api/meetings/${id}${scope === 'following' ? '?scope=following' : ''}`,
      );
    },
    onSuccess: () => invalidate(),
  });
}

/** PATCH /api/meetings/{id}/action-items/{index}: one item's status (spec 4). */
export function useUpdateActionItemStatus() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: ({
      meetingId,
      index,
      update,
    }: {
      meetingId: number;
      index: number;
      update: ActionItemStatusUpdate;
    }) => api.patch<Meeting>(`/api/meetings/${meetingId}/action-items/${index}`, update),
    onSuccess: () => invalidate(),
  });
}
