/**
 * Talking-point calls of a 1:1 (docs/decisions/0013-shared-1on1.md): GET|POST
 * /api/meetings/{id}/talking-points and PATCH|DELETE /api/meetings/{id}/talking-points/{pointId}.
 * The list refetches on window focus and when the meeting page's live connection reports a
 * `changed` event naming `talkingPoints` (docs/live.md), so the other participant's points appear
 * without a reload and without polling. Errors are `ApiError` (400 `fieldErrors.text`,
 * 403 for someone who may only read, 409 once the 1:1 is completed).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TalkingPoint, UpdateTalkingPointInput } from '@/shared/schemas/talking-point';
import { api } from '@/client/lib/api-client';

/** Key prefix of every talking-point query. */
export const TALKING_POINTS_KEY = ['talking-points'] as const;

export const talkingPointQueries = {
  /** GET /api/meetings/{meetingId}/talking-points, in order (position 0 first). */
  list: (meetingId: number) =>
    queryOptions({
      queryKey: [...TALKING_POINTS_KEY, meetingId] as const,
      queryFn: () => api.get<TalkingPoint[]>(`/api/meetings/${meetingId}/talking-points`),
      refetchOnWindowFocus: true,
      enabled: Number.isInteger(meetingId) && meetingId > 0,
    }),
};

/** `talkingPointQueries.list(meetingId)`. */
export const useTalkingPoints = (meetingId: number) =>
  useQuery(talkingPointQueries.list(meetingId));

function useInvalidatePoints(meetingId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...TALKING_POINTS_KEY, meetingId] });
}

/** POST `{ text }`: adds a point at the end, authored by the caller. */
export function useAddTalkingPoint(meetingId: number) {
  const invalidate = useInvalidatePoints(meetingId);
  return useMutation({
    mutationFn: (text: string) =>
      api.post<TalkingPoint>(`/api/meetings/${meetingId}/talking-points`, { text }),
    onSuccess: () => invalidate(),
  });
}

/**
 * PATCH one point: `text` (author), `discussed` (participants), `position` (manager). A tick
 * shows at once (optimistic) and is rolled back when the server refuses it.
 */
export function useUpdateTalkingPoint(meetingId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePoints(meetingId);
  const { queryKey } = talkingPointQueries.list(meetingId);
  return useMutation({
    mutationFn: ({ pointId, values }: { pointId: number; values: UpdateTalkingPointInput }) =>
      api.patch<TalkingPoint>(`/api/meetings/${meetingId}/talking-points/${pointId}`, values),
    onMutate: async ({ pointId, values }) => {
      if (values.discussed === undefined) return undefined;
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (points) =>
        points?.map((p) => (p.id === pointId ? { ...p, discussed: values.discussed! } : p)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => invalidate(),
  });
}

/** DELETE one point (its author). */
export function useDeleteTalkingPoint(meetingId: number) {
  const invalidate = useInvalidatePoints(meetingId);
  return useMutation({
    mutationFn: (pointId: number) =>
      api.delete<{ ok: true }>(`/api/meetings/${meetingId}/talking-points/${pointId}`),
    onSuccess: () => invalidate(),
  });
}
