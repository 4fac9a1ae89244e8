/**
 * GET /api/auth/oidc/config (decision 16): whether single sign-on is configured, and its
 * button's label. A failure counts as "not configured" (the password form still works).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SsoConfig } from '@/shared/schemas/auth';
import { api } from '@/client/lib/api-client';

export const ssoConfigQuery = queryOptions({
  queryKey: ['auth', 'sso-config'] as const,
  queryFn: async (): Promise<SsoConfig> => {
    try {
      return await api.get<SsoConfig>('/api/auth/oidc/config');
    } catch {
      return { enabled: false, buttonLabel: null };
    }
  },
  staleTime: Infinity,
});

export function useSsoConfig() {
  return useQuery(ssoConfigQuery);
}
