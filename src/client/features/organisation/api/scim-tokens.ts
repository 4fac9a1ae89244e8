/**
 * The SCIM tokens of the organisation (decision 36): list, create (the answer carries the token
 * once), revoke. Senior Managers only; the server answers 403 to anyone else.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedScimToken, ScimToken } from '@/shared/schemas/scim';
import { api } from '@/client/lib/api-client';

const scimTokenKeys = { all: ['organization', 'scim-tokens'] as const };

/** GET /api/organization/scim-tokens. */
export function useScimTokens() {
  return useQuery({
    queryKey: scimTokenKeys.all,
    queryFn: () => api.get<{ tokens: ScimToken[] }>('/api/organization/scim-tokens'),
  });
}

/** POST /api/organization/scim-tokens → `{ id, token }`; refreshes the list. */
export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CreatedScimToken>('/api/organization/scim-tokens'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokenKeys.all }),
  });
}

/** DELETE /api/organization/scim-tokens/{id}; refreshes the list. */
export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/api/organization/scim-tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokenKeys.all }),
  });
}
