/**
 * Notification calls (docs/decisions/0017-notifications.md): GET /api/notifications (pages of
 * 20, newest first, `nextCursor`) and POST /api/notifications/read. The list polls every 30 s
 * (`NOTIFICATIONS_REFETCH_MS`) and on window focus, so new notifications reach an open page
 * without a reload. Errors are `ApiError`.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { NotificationsPage } from '@/shared/schemas/notification';
import { api, toQuery } from '@/client/lib/api-client';

/** How often an open page asks for new notifications (milliseconds). */
export const NOTIFICATIONS_REFETCH_MS = 30_000;

/** Key of the notification list. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationQueries = {
  /** GET /api/notifications page by page; the unread count is the first page's `unreadCount`. */
  list: () =>
    infiniteQueryOptions({
      queryKey: NOTIFICATIONS_KEY,
      queryFn: ({ pageParam }) =>
        api.get<NotificationsPage>(`/api/notifications${toQuery({ cursor: pageParam })}`),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      refetchInterval: NOTIFICATIONS_REFETCH_MS,
      refetchOnWindowFocus: true,
    }),
};

/** `notificationQueries.list()`. */
export const useNotifications = () => useInfiniteQuery(notificationQueries.list());

/** POST /api/notifications/read with `{ ids }` or `{ all: true }`, then refreshes the list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) =>
      api.post<{ unreadCount: number }>('/api/notifications/read', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
