/**
 * The four stat cards of the Executive Dashboard (spec 2.5): Team Members (links to
 * /all-team-members), All Meetings (opens the Meetings tab), Team Progress (percent of meetings
 * completed, links to /team-progress) and Departments (distinct departments among Supervisors
 * and Team Members). Figures come from the server's summary call.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, CalendarDays, TrendingUp, Users } from 'lucide-react';
import type { OrganizationSummary } from '@/shared/schemas/counts';
import { cn } from '@/client/lib/utils';

const CARD =
  'flex w-full items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-5';
const ACTIVE =
  'transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function CardBody({
  title,
  value,
  detail,
  icon,
  tone,
}: {
  title: string;
  value: ReactNode;
  detail: string;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <>
      <span>
        <span className="block text-sm font-medium text-slate-600">{title}</span>
        <span className="mt-1 block text-3xl font-bold text-slate-900">{value}</span>
        <span className="mt-1 block text-sm text-slate-600">{detail}</span>
      </span>
      <span className={cn('hidden rounded-full p-3 sm:block', tone)} aria-hidden="true">
        {icon}
      </span>
    </>
  );
}

export function StatCards({
  summary,
  loading,
  failed,
  onOpenMeetings,
}: {
  summary: OrganizationSummary | undefined;
  loading: boolean;
  failed: boolean;
  onOpenMeetings: () => void;
}) {
  const figure = (value: number | undefined, suffix = '') =>
    loading || value === undefined ? '–' : `${value}${suffix}`;
  const status = loading ? 'Loading...' : failed ? 'Unavailable' : null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Link to="/all-team-members" className={cn(CARD, ACTIVE)}>
        <CardBody
          title="Team Members"
          value={figure(summary?.people.teamMembers)}
          detail={status ?? `${summary?.people.total ?? 0} people in total`}
          icon={<Users className="h-6 w-6" />}
          tone="bg-green-100 text-green-800"
        />
      </Link>
      <button type="button" onClick={onOpenMeetings} className={cn(CARD, ACTIVE)}>
        <CardBody
          title="All Meetings"
          value={figure(summary?.meetings.total)}
          detail={status ?? `${summary?.meetings.completed ?? 0} completed`}
          icon={<CalendarDays className="h-6 w-6" />}
          tone="bg-blue-100 text-blue-800"
        />
      </button>
      <Link to="/team-progress" className={cn(CARD, ACTIVE)}>
        <CardBody
          title="Team Progress"
          value={figure(summary?.completionRate, '%')}
          detail={status ?? 'Meetings completed'}
          icon={<TrendingUp className="h-6 w-6" />}
          tone="bg-purple-100 text-purple-800"
        />
      </Link>
      <div className={CARD}>
        <CardBody
          title="Departments"
          value={figure(summary?.departments)}
          detail={status ?? 'Supervisors and team members'}
          icon={<Building2 className="h-6 w-6" />}
          tone="bg-amber-100 text-amber-900"
        />
      </div>
    </div>
  );
}
