import { QueryClient } from '@tanstack/react-query';

/** Spec 7: data queries are not retried, never go stale and do not refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
