/**
 * Default dashboard (spec 2.3) for roles without a dashboard of their own. For now: the header,
 * the greeting "Welcome back, <first name or User>" and today's date (a calendar day in the
 * user's timezone); issue 3 adds the stat cards, recent meetings and side cards.
 */
import { formatLongDate, todayIn } from '@/shared/domain/dates';
import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '../user-context';

export function DefaultDashboardRoute() {
  const user = useUser();
  const today = todayIn(user.timezone);
  return (
    <PageShell user={user} title="Dashboard">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        Welcome back, {user.firstName || 'User'}
      </h1>
      <p className="mt-1 text-slate-600">
        <time dateTime={today}>{formatLongDate(today)}</time>
      </p>
    </PageShell>
  );
}
