/**
 * POST /api/auth/demo-login/{kind} (spec 7), kind `senior-manager`, `manager` or `team`: signs the
 * visitor into a fresh demo sandbox (docs/product-rules.md). The answer's `user` becomes the current user.
 * Failures are only logged by the caller (spec 8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoKind } from '@/shared/schemas/auth';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { setSignedInUser } from './set-signed-in-user';

export interface DemoLoginResponse {
  user?: User;
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DemoKind) => api.post<DemoLoginResponse>(`/api/auth/demo-login/${kind}`),
    onSuccess: (data) => setSignedInUser(queryClient, data?.user),
  });
}
