/**
 * Welcome banner of the manager dashboard (spec 2.4): "Welcome back, <first name>", the total,
 * completed and upcoming (scheduled) meeting counts, and today's date in the user's timezone.
 */
import { CalendarDays } from 'lucide-react';
import { formatDisplayDate, formatLongDate } from '@/shared/domain/dates';

export function WelcomeBanner({
  firstName,
  today,
  counts,
  loading,
}: {
  firstName: string;
  /** Today as `yyyy-MM-dd` in the user's timezone. */
  today: string;
  counts: { total: number; completed: number; upcoming: number };
  loading: boolean;
}) {
  const stats = [
    { label: 'Total meetings', value: counts.total },
    { label: 'Completed', value: counts.completed },
    { label: 'Upcoming', value: counts.upcoming },
  ];
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-lg bg-brand-700 p-6 text-white shadow-sm"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="welcome-heading" className="text-2xl font-bold">
            Welcome back, {firstName}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-brand-50">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <time dateTime={today} title={formatDisplayDate(today)}>
              {formatLongDate(today)}
            </time>
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-3" aria-busy={loading}>
          {stats.map((s) => (
            <div key={s.label} className="rounded-md bg-white/10 px-4 py-2 text-center">
              <dt className="text-xs font-medium text-brand-50">{s.label}</dt>
              <dd className="text-2xl font-bold">{loading ? '–' : s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
