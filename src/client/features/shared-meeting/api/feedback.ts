/**
 * "Was this 1:1 useful?" (docs/decisions/0013-shared-1on1.md): the caller's own rating of a
 * completed 1:1 (GET|PUT /api/meetings/{id}/feedback; 409 before completion, 403 for readers
 * who are not participants) and the managers' trend (GET /api/analytics/feedback?months=N).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackTrend, OwnFeedback } from '@/shared/schemas/feedback';
import { api, toQuery } from '@/client/lib/api-client';

export const feedbackQueries = {
  /** GET /api/meetings/{id}/feedback: the caller's own rating (all null when none). */
  own: (meetingId: number) =>
    queryOptions({
      queryKey: ['feedback', meetingId] as const,
      queryFn: () => api.get<OwnFeedback>(`/api/meetings/${meetingId}/feedback`),
      enabled: Number.isInteger(meetingId) && meetingId > 0,
    }),
  /** GET /api/analytics/feedback: average per manager by month (1–24 months back). */
  trend: (months?: number) =>
    queryOptions({
      queryKey: ['analytics', 'feedback', months ?? null] as const,
      queryFn: () => api.get<FeedbackTrend>(`/api/analytics/feedback${toQuery({ months })}`),
    }),
};

/** `feedbackQueries.own(meetingId)`; pass `enabled` false when the caller may not rate. */
export const useOwnFeedback = (meetingId: number, enabled = true) =>
  useQuery({ ...feedbackQueries.own(meetingId), enabled: enabled && meetingId > 0 });

/** `feedbackQueries.trend(months)`. */
export const useFeedbackTrend = (months?: number) => useQuery(feedbackQueries.trend(months));

/** PUT `{ rating, comment }`: rates the 1:1 (again); the cache takes the answer. */
export function useSaveFeedback(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      api.put<OwnFeedback>(`/api/meetings/${meetingId}/feedback`, input),
    onSuccess: (saved) => queryClient.setQueryData(feedbackQueries.own(meetingId).queryKey, saved),
  });
}
