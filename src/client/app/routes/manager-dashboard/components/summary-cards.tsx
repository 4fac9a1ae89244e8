/**
 * The two summary cards of the meetings tab (spec 2.4): Team 1:1s (total and percent completed,
 * opens the all-meetings view) and Scheduled (upcoming count, opens the scheduled view).
 */
import type { ReactNode } from 'react';
import { CalendarClock, Users } from 'lucide-react';
import { completionRate } from '@/shared/domain/metrics';

function SummaryCard({
  title,
  value,
  detail,
  icon,
  onOpen,
}: {
  title: string;
  value: ReactNode;
  detail: string;
  icon: ReactNode;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span>
        <span className="block text-sm font-medium text-slate-600">{title}</span>
        <span className="mt-1 block text-3xl font-bold text-slate-900">{value}</span>
        <span className="mt-1 block text-sm text-slate-600">{detail}</span>
      </span>
      <span className="rounded-full bg-brand-100 p-3 text-brand-700" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}

export function SummaryCards({
  counts,
  loading,
  onOpenAll,
  onOpenScheduled,
}: {
  counts: { total: number; completed: number; upcoming: number };
  loading: boolean;
  onOpenAll: () => void;
  onOpenScheduled: () => void;
}) {
  const rate = completionRate(counts.completed, counts.total);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SummaryCard
        title="Team 1:1s"
        value={loading ? '–' : counts.total}
        detail={loading ? 'Loading...' : `${rate}% completed`}
        icon={<Users className="h-6 w-6" />}
        onOpen={onOpenAll}
      />
      <SummaryCard
        title="Scheduled"
        value={loading ? '–' : counts.upcoming}
        detail="Upcoming 1:1s"
        icon={<CalendarClock className="h-6 w-6" />}
        onOpen={onOpenScheduled}
      />
    </div>
  );
}
