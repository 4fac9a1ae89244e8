/**
 * Loading, empty and error states of the own action-item pages (spec 2.16, 9): `count`
 * skeleton rows (5 on the completed page, 3 on the stuck page), an empty message with an
 * icon, and the fetch failure text.
 */
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';

/** `count` placeholder rows, announced once as "Loading action items". */
export function OwnItemsSkeleton({
  count,
  rowClassName = 'h-24',
}: {
  count: number;
  rowClassName?: string;
}) {
  return (
    <div role="status" aria-label="Loading action items" className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={rowClassName} data-testid="own-items-skeleton" />
      ))}
    </div>
  );
}

/** An empty list: a heading-level message and an optional hint. */
export function OwnItemsEmpty({
  icon: Icon,
  title,
  hint,
  tone = 'bg-slate-100 text-slate-700',
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  tone?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className={`rounded-full p-3 ${tone}`}>
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {hint && <p className="max-w-md text-sm text-slate-600">{hint}</p>}
    </div>
  );
}

/** The list could not be read. */
export function OwnItemsError() {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      Failed to load action items. Please try again.
    </p>
  );
}
