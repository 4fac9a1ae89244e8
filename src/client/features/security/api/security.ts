/**
 * The caller's security settings (docs/security/promises.md promises 6 and 20): sessions
 * (GET/DELETE /api/auth/sessions, POST /api/auth/logout-all), sign-in e-mail (POST
 * /api/me/email), two-factor sign-in (/api/auth/two-factor…) and the organisation's
 * requirement (PUT /api/organizations/{id}/two-factor). Every call throws `ApiError` on a
 * non-OK answer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeEmailInput,
  SessionInfo,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@/shared/schemas/auth';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';

const keys = {
  sessions: ['security', 'sessions'] as const,
  twoFactor: ['security', 'two-factor'] as const,
  user: ['auth', 'user'] as const,
};

/** GET /api/auth/sessions: the caller's live sessions, most recently seen first. */
export function useSessions() {
  return useQuery({
    queryKey: keys.sessions,
    queryFn: async () =>
      (await api.get<{ sessions: SessionInfo[] }>('/api/auth/sessions')).sessions,
  });
}

/** DELETE /api/auth/sessions/{id}: signs one of the caller's other sessions out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

/** POST /api/auth/logout-all: signs every other session out; answers `{ ended }`. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/api/auth/logout-all', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

/** POST /api/me/email `{ email, currentPassword }`: the updated user becomes the current user. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => api.post<User>('/api/me/email', input),
    onSuccess: (user) => queryClient.setQueryData(keys.user, user),
  });
}

/** GET /api/auth/two-factor. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: keys.twoFactor,
    queryFn: () => api.get<TwoFactorStatus>('/api/auth/two-factor'),
  });
}

/** POST /api/auth/two-factor/setup: a new secret, its otpauth URI and QR code (shown once). */
export function useBeginTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('/api/auth/two-factor/setup', {}),
  });
}

/** POST /api/auth/two-factor/enable `{ code }`: answers the ten recovery codes (shown once). */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ recoveryCodes: string[] }>('/api/auth/two-factor/enable', { code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.twoFactor });
      void queryClient.invalidateQueries({ queryKey: keys.user });
    },
  });
}

/** POST /api/auth/two-factor/disable `{ password, code }`. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      api.post('/api/auth/two-factor/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.twoFactor }),
  });
}

/** PUT /api/organizations/{id}/two-factor `{ required }` (Senior Manager). */
export function useRequireTwoFactor(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<{ required: boolean }>(`/api/organizations/${organizationId}/two-factor`, {
        required,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.twoFactor });
      void queryClient.invalidateQueries({ queryKey: keys.user });
    },
  });
}
