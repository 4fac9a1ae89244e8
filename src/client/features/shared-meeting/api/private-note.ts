/**
 * The caller's private note on a 1:1 (promise 17; docs/decisions/0013-shared-1on1.md):
 * GET|PUT /api/meetings/{id}/private-note. Only its author ever reads it; everyone else gets
 * 404, which `privateNoteQueries.own` turns into `null` (nothing to show). Saving never mails.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivateNote } from '@/shared/schemas/private-note';
import { api, ApiError } from '@/client/lib/api-client';

export const privateNoteQueries = {
  /** GET …/private-note; null on 404 (not a participant: the section is not shown). */
  own: (meetingId: number) =>
    queryOptions({
      queryKey: ['private-note', meetingId] as const,
      queryFn: async (): Promise<PrivateNote | null> => {
        try {
          return await api.get<PrivateNote>(`/api/meetings/${meetingId}/private-note`);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      enabled: Number.isInteger(meetingId) && meetingId > 0,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    }),
};

/** `privateNoteQueries.own(meetingId)`. */
export const usePrivateNote = (meetingId: number) => useQuery(privateNoteQueries.own(meetingId));

/** PUT `{ html }` (a blank note removes it); the cache takes the answer. */
export function useSavePrivateNote(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (html: string) =>
      api.put<PrivateNote>(`/api/meetings/${meetingId}/private-note`, { html }),
    onSuccess: (note) => queryClient.setQueryData(privateNoteQueries.own(meetingId).queryKey, note),
  });
}
