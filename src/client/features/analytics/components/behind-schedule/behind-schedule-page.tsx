/**
 * Content of /behind-schedule-overview (spec 2.15), from GET /api/analytics/behind-schedule:
 * totals (total behind schedule, overdue action items, overdue meetings) and the members most
 * behind first; empty state "All Caught Up!".
 */
import { AlertTriangle, CalendarClock, ClipboardX, PartyPopper } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useBehindSchedule } from '../../api/behind-schedule';
import { EmptyState, LoadError, PageSkeleton } from '../page-states';
import { StatCard } from '../stat-card';
import { BehindMemberCard } from './behind-member-card';

export function BehindSchedulePage() {
  const { data, isPending, isError, error } = useBehindSchedule();
  return (
    <div className="grid gap-6">
      <div>
        <BackLink to="/team-progress">Back to Team Progress</BackLink>
        <h1 className="mt-3 text-2xl font-bold">Behind Schedule Overview</h1>
        <p className="text-slate-600">Overdue 1:1s and action items, most urgent first.</p>
      </div>
      {isError ? (
        <LoadError error={error} fallback="Failed to load behind-schedule items" />
      ) : isPending ? (
        <PageSkeleton label="Loading behind-schedule items..." cards={3} rows={2} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              title="Total Behind Schedule"
              value={data.totals.totalBehind}
              hint={`${data.totals.membersBehind} ${data.totals.membersBehind === 1 ? 'member' : 'members'} behind`}
              icon={AlertTriangle}
              tone={data.totals.totalBehind > 0 ? 'red' : 'green'}
              testId="bs-total"
            />
            <StatCard
              title="Overdue Action Items"
              value={data.totals.overdueActionItems}
              icon={ClipboardX}
              tone="amber"
              testId="bs-items"
            />
            <StatCard
              title="Overdue Meetings"
              value={data.totals.overdueMeetings}
              icon={CalendarClock}
              tone="orange"
              testId="bs-meetings"
            />
          </div>
          {data.members.length === 0 ? (
            <EmptyState icon={PartyPopper} title="All Caught Up!" tone="text-green-700">
              Nobody in your team has overdue meetings or action items.
            </EmptyState>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {data.members.map((m) => (
                <BehindMemberCard key={m.id} member={m} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
