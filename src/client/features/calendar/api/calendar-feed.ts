/**
 * The caller's personal calendar feed (decision 12): `GET /api/me/calendar-feed` answers the
 * private subscription URL (made on first call), `POST /api/me/calendar-feed` replaces it (the
 * old URL stops working at once). Every call throws `ApiError` on a non-OK answer.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@/shared/schemas/calendar';
import { api } from '@/client/lib/api-client';

/** The prefix of every calendar query key. */
export const CALENDAR_KEY = ['calendar'] as const;

/** The calendar queries: `feed` (GET /api/me/calendar-feed). */
export const calendarQueries = {
  /** `{ url }` of the caller's feed. */
  feed: () =>
    queryOptions({
      queryKey: [...CALENDAR_KEY, 'feed'] as const,
      queryFn: () => api.get<CalendarFeed>('/api/me/calendar-feed'),
      staleTime: Infinity,
    }),
};

/** `calendarQueries.feed()`. */
export const useCalendarFeed = () => useQuery(calendarQueries.feed());

/** POST /api/me/calendar-feed: a new URL; the cache takes it at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/api/me/calendar-feed', {}),
    onSuccess: (feed) => queryClient.setQueryData(calendarQueries.feed().queryKey, feed),
  });
}

/** The `webcal://` form of an http(s) feed URL, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
