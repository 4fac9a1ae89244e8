/**
 * "Signed-in sessions" card of the profile (OWASP ASVS 7.5.2): each live session with its
 * browser, when it started and was last used, "This device" for the current one, a "Sign out"
 * for each other, and "Sign out everywhere else".
 */
import { formatDistanceToNow } from 'date-fns';
import { Monitor } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/security';
import { describeUserAgent } from '../lib/user-agent';

export function SessionsCard() {
  const { data: sessions, isPending, isError } = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions ?? []).filter((s) => !s.current).length;
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'Error',
      description: errorMessage(error, 'Failed to sign out'),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Signed-in sessions</CardTitle>
        <CardDescription>
          Where your account is signed in now. Sign out anything you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <div role="status" aria-label="Loading sessions" className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-red-700">Your sessions could not be loaded.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Sessions">
            {sessions!.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3"
              >
                <Monitor className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {describeUserAgent(s.userAgent)}
                    {s.current && <Badge variant="secondary">This device</Badge>}
                  </p>
                  <p className="text-xs text-slate-600">
                    Signed in {formatDistanceToNow(new Date(s.createdAt), { addSuffix: true })} ·
                    last active {formatDistanceToNow(new Date(s.lastSeenAt), { addSuffix: true })}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={endSession.isPending}
                    aria-label={`Sign out ${describeUserAgent(s.userAgent)}`}
                    onClick={() => endSession.mutate(s.id, { onError: failed })}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others > 0 && (
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: ({ ended }) =>
                    toast({
                      title: 'Signed out elsewhere',
                      description: `${ended} other session${ended === 1 ? '' : 's'} ended.`,
                    }),
                  onError: failed,
                })
              }
            >
              Sign out everywhere else
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
