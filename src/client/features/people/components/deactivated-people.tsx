/**
 * Deactivated people of the organisation, for a Senior Manager (docs/decisions/0015-accounts.md):
 * GET /api/team-members?status=deactivated, each with Reactivate (same person, same id, so their
 * 1:1s stay theirs). Shows nothing while there is no one.
 */
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { displayName } from '@/client/lib/utils';
import { peopleQueries, useReactivate } from '../api/people';

/** Reactivates `person`, with a toast either way; `onDone` after success. */
export function useReactivatePerson(onDone?: (user: User) => void) {
  const reactivate = useReactivate();
  return {
    pending: reactivate.isPending,
    run: (id: number, name: string) =>
      reactivate.mutate(id, {
        onSuccess: (user) => {
          toast({ title: 'Reactivated', description: `${name} can sign in again.` });
          onDone?.(user);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to reactivate.'),
            variant: 'destructive',
          }),
      }),
  };
}

export function DeactivatedPeople({ onChanged }: { onChanged?: () => void }) {
  const people = useQuery(peopleQueries.deactivated());
  const reactivate = useReactivatePerson(() => onChanged?.());
  if (!people.data || people.data.length === 0) return null;
  return (
    <section aria-labelledby="deactivated-people" className="mt-6">
      <h3
        id="deactivated-people"
        className="border-b border-slate-200 pb-2 text-sm font-semibold uppercase tracking-wide text-slate-700"
      >
        Deactivated{' '}
        <span className="font-normal normal-case text-slate-600">({people.data.length})</span>
      </h3>
      <ul className="divide-y divide-slate-100" aria-label="Deactivated people">
        {people.data.map((p) => (
          <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{displayName(p)}</p>
              <p className="truncate text-sm text-slate-600">{p.email}</p>
            </div>
            {p.can.reactivate && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start sm:self-center"
                disabled={reactivate.pending}
                onClick={() => reactivate.run(p.id, displayName(p))}
                aria-label={`Reactivate ${displayName(p)}`}
              >
                <UserCheck aria-hidden="true" />
                Reactivate
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
