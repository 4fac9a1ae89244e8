/**
 * "Time zone" section of the profile (product rule 9): the signed-in user's zone, changed with
 * the searchable picker and PATCH /api/me/timezone. Their meeting times, "today" and the zone of
 * the 1:1s they schedule follow it; meetings already scheduled keep their own zone.
 */
import { useState } from 'react';
import type { User } from '@/shared/schemas/user';
import { runtimeTimezone } from '@/shared/domain/timezones';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { FieldError, Label } from '@/client/components/ui/label';
import { TimezoneSelect } from '@/client/components/ui/timezone-select';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useChangeTimezone } from '../api/change-timezone';

export function TimezoneSection({ user }: { user: User }) {
  const changeTimezone = useChangeTimezone();
  const [timezone, setTimezone] = useState(user.timezone);
  const [error, setError] = useState<string | undefined>();
  const browserZone = runtimeTimezone();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    changeTimezone.mutate(
      { timezone },
      {
        onSuccess: (saved) => {
          setTimezone(saved.timezone);
          toast({
            title: 'Time zone changed',
            description: `Times are now shown in ${saved.timezone}.`,
          });
        },
        onError: (err) => {
          const message =
            err instanceof ApiError ? err.body?.fieldErrors?.timezone?.[0] : undefined;
          setError(message);
          if (!message) {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: errorMessage(err, 'Failed to change your time zone'),
            });
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="timezone-heading" className="grid gap-4">
      <h2 id="timezone-heading" className="text-lg font-semibold">
        Time zone
      </h2>
      <Card>
        <CardHeader>
          <CardDescription>
            Meeting times are also shown in this zone, and the 1:1s you schedule start in it.
            Meetings already scheduled keep their own zone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
            <div className="grid min-w-0 content-start gap-1.5">
              <Label htmlFor="profile-timezone">Time zone</Label>
              <TimezoneSelect
                id="profile-timezone"
                value={timezone}
                onValueChange={setTimezone}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'profile-timezone-error' : 'profile-timezone-hint'}
              />
              {!error && (
                <p id="profile-timezone-hint" className="text-xs text-slate-600">
                  Your browser is set to {browserZone}.
                  {browserZone !== timezone && (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="font-medium text-brand-700 underline underline-offset-2"
                        onClick={() => setTimezone(browserZone)}
                      >
                        Use {browserZone}
                      </button>
                    </>
                  )}
                </p>
              )}
              <FieldError id="profile-timezone-error" message={error} />
            </div>
            <div className="sm:col-span-2">
              <Button
                type="submit"
                disabled={timezone === user.timezone || changeTimezone.isPending}
              >
                {changeTimezone.isPending ? 'Saving...' : 'Save time zone'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
