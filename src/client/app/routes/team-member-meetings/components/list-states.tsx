/**
 * The surroundings of the team member meetings list (spec 2.13): the summary footer (the
 * filtered list's meetings, completed ones, their action items, as the server counts them), loading placeholders, and the not-found state
 * shown for an unknown person, an unknown filter, or someone outside the viewer's view.
 */
import { CalendarX2, UserX } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { Skeleton } from '@/client/components/ui/skeleton';

/** The summary footer (spec 2.13): the filtered list's meetings, completed ones, action items. */
export function SummaryFooter({
  figures,
}: {
  figures: { count: number; completed: number; actionItems: number };
}) {
  const { count, completed, actionItems } = figures;
  const shown = [
    { label: 'Meetings', value: count },
    { label: 'Completed', value: completed },
    { label: 'Action items', value: actionItems },
  ];
  return (
    <section
      aria-labelledby="meetings-summary-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id="meetings-summary-heading" className="text-sm font-medium text-slate-700">
        Summary
      </h2>
      <dl className="flex gap-6">
        {shown.map((f) => (
          <div key={f.label} className="text-center">
            <dt className="text-xs text-slate-600">{f.label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ListSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading meetings">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-36" />
      ))}
    </div>
  );
}

export function EmptyList({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <CalendarX2 className="h-8 w-8 text-slate-500" aria-hidden="true" />
      <p className="font-medium text-slate-700">{message}</p>
    </div>
  );
}

export function MemberNotFound() {
  return (
    <div className="grid gap-6">
      <BackLink to="/team-progress">Back to Team Progress</BackLink>
      <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-16 text-center">
        <UserX className="h-10 w-10 text-slate-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Team Member Not Found</h1>
        <p className="text-slate-700">The requested team member could not be found.</p>
      </div>
    </div>
  );
}
