import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, ScrollText, Settings } from 'lucide-react';
import { isSeniorManager } from '@/shared/permissions';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { displayName, initials } from '@/client/lib/utils';
import { Button } from '@/client/components/ui/button';
import { Logo } from './logo';
import { useHeaderActions } from './header-actions';

/** Logs out (POST /api/auth/logout), clears cached data and goes to / (spec 4). Failures are only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(['auth', 'user'], null);
      void navigate('/');
    },
    onError: (error) => console.error('Logout failed', error),
  });
}

/**
 * Header of signed-in screens: wordmark, the user's avatar, name, role or job title, the
 * actions app/ provides (`HeaderActionsContext`: the notification bell), a Senior Manager's
 * Audit trail and Organisation settings links, logout.
 */
export function AppHeader({ user, subtitle }: { user: User; subtitle?: string }) {
  const logout = useLogout();
  const actions = useHeaderActions();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="rounded-md">
          <Logo size="md" />
          <span className="sr-only"> home</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-3">
          <Link to="/profile" className="flex items-center gap-3 rounded-md" title="Your profile">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
            >
              {user.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                initials(user)
              )}
            </span>
            <span className="hidden text-right sm:block">
              <span className="block text-sm font-medium leading-tight">{displayName(user)}</span>
              <span className="block text-xs text-slate-600">
                {subtitle ?? user.jobTitle ?? user.email}
              </span>
            </span>
            <span className="sr-only sm:hidden">Your profile</span>
          </Link>
          {actions}
          {isSeniorManager(user.role) ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/audit" title="Audit trail">
                  <ScrollText aria-hidden="true" />
                  <span className="sr-only">Audit trail</span>
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to="/organization/settings" title="Organisation settings">
                  <Settings aria-hidden="true" />
                  <span className="sr-only">Organisation settings</span>
                </Link>
              </Button>
            </>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" />
            {/* A word on wider screens; on a phone the icon, with the same accessible name. */}
            <span className="sr-only sm:not-sr-only">Logout</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
