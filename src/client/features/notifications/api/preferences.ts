/**
 * Notification preferences and unsubscribe links (docs/decisions/0019-reminders-digests.md):
 * GET|PUT /api/me/notification-preferences (the whole object), GET /api/unsubscribe/{token}
 * (what a link turns off; changes nothing) and POST /api/unsubscribe/{token} (turns it off).
 * Errors are `ApiError` carrying the server's `fieldErrors`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UnsubscribeInfo,
} from '@/shared/schemas/notification-preferences';
import { api } from '@/client/lib/api-client';

const PREFERENCES_URL = '/api/me/notification-preferences';
export const PREFERENCES_KEY = ['notification-preferences'] as const;

export const preferenceQueries = {
  /** The caller's preferences (the defaults until saved). */
  mine: () =>
    queryOptions({
      queryKey: PREFERENCES_KEY,
      queryFn: () => api.get<NotificationPreferences>(PREFERENCES_URL),
    }),
  /** What the unsubscribe link `token` turns off. */
  unsubscribe: (token: string) =>
    queryOptions({
      queryKey: ['unsubscribe', token],
      queryFn: () => api.get<UnsubscribeInfo>(`/api/unsubscribe/${encodeURIComponent(token)}`),
      retry: false,
    }),
};

export const useNotificationPreferences = () => useQuery(preferenceQueries.mine());

/** PUT the whole object; the cache takes the saved answer. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      api.put<NotificationPreferences>(PREFERENCES_URL, body),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}

export const useUnsubscribeInfo = (token: string) => useQuery(preferenceQueries.unsubscribe(token));

/** POST /api/unsubscribe/{token}: turns that kind off for that person (no session needed). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnsubscribeInfo>(`/api/unsubscribe/${encodeURIComponent(token)}`),
    onSuccess: (info) => queryClient.setQueryData(['unsubscribe', token], info),
  });
}
