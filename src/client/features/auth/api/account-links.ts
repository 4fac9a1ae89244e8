/**
 * Account links and sign-up state (docs/decisions/0015-accounts.md):
 * GET /api/auth/signup, POST /api/auth/account-link (is the link still good?),
 * POST /api/auth/accept-invitation and /api/auth/reset-password (choose a password, signed in
 * after), POST /api/auth/forgot-password (always 202, the same answer).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  SetPasswordWithLinkInput,
  SignupState,
} from '@/shared/schemas/auth';
import { api } from '@/client/lib/api-client';
import type { LoginResponse } from './login';
import { setSignedInUser } from './set-signed-in-user';

export type LinkPurpose = 'invitation' | 'password_reset';

export const signupStateQuery = queryOptions({
  queryKey: ['auth', 'signup'] as const,
  queryFn: () => api.get<SignupState>('/api/auth/signup'),
  staleTime: 60_000,
});

/** Whether this server takes sign-ups. */
export const useSignupState = () => useQuery(signupStateQuery);

/**
 * Whether the link `token` of `purpose` still works: `data` true, or `isError` (the server's one
 * 400 for unknown, used and expired links). Not retried.
 */
export function useAccountLinkCheck(token: string | null, purpose: LinkPurpose) {
  return useQuery({
    queryKey: ['auth', 'account-link', purpose, token] as const,
    queryFn: () => api.post<{ valid: true }>('/api/auth/account-link', { token, purpose }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Chooses the password through an invitation or reset link; the answer's user becomes current. */
export function useSetPasswordWithLink(purpose: LinkPurpose) {
  const queryClient = useQueryClient();
  const url = purpose === 'invitation' ? '/api/auth/accept-invitation' : '/api/auth/reset-password';
  return useMutation({
    mutationFn: (input: SetPasswordWithLinkInput) => api.post<LoginResponse>(url, input),
    onSuccess: (data) => {
      if (!data?.twoFactorRequired) setSignedInUser(queryClient, data?.user);
    },
  });
}

/** POST /api/auth/forgot-password: the one answer's `message`. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post<{ message: string }>('/api/auth/forgot-password', input),
  });
}
