/** The four stat cards of the default dashboard (spec 2.3), from GET /api/meetings/count?byStatus=true. */
import type { ReactNode } from 'react';
import { CalendarCheck, CalendarClock, CalendarDays, Timer } from 'lucide-react';
import type { MeetingStatusCounts } from '@/client/features/meetings';

function StatCard({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: string | number;
  detail?: string;
  icon: ReactNode;
}) {
  return (
    <div className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-5 pr-20 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">
        {label}
        <span
          className="absolute right-5 top-5 rounded-full bg-brand-100 p-3 text-brand-700"
          aria-hidden="true"
        >
          {icon}
        </span>
      </dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
      {detail && <dd className="text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

export function StatCards({ stats, loading }: { stats: MeetingStatusCounts; loading: boolean }) {
  const v = (n: number) => (loading ? '–' : n);
  return (
    <dl
      aria-label="Meeting statistics"
      aria-busy={loading}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatCard
        label="Total Meetings"
        value={v(stats.total)}
        detail={loading ? 'Loading...' : `${stats.completionRate}% completion rate`}
        icon={<CalendarDays className="h-6 w-6" />}
      />
      <StatCard
        label="Completed"
        value={v(stats.completed)}
        icon={<CalendarCheck className="h-6 w-6" />}
      />
      <StatCard
        label="Upcoming"
        value={v(stats.upcoming)}
        icon={<CalendarClock className="h-6 w-6" />}
      />
      <StatCard
        label="In Progress"
        value={v(stats.inProgress)}
        icon={<Timer className="h-6 w-6" />}
      />
    </dl>
  );
}
