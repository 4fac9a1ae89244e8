/**
 * Content of /team-member/{id} (spec 2.12) with its states: Invalid Team Member ID for an id
 * that is not a number, Loading Team Member..., Team Member Not Found on 404 (unknown or
 * outside the viewer's scope), an error panel otherwise; then the profile, figures and recent
 * meetings from GET /api/analytics/members/{id}.
 */
import { SearchX, UserX } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api-client';
import { useMemberPerformance } from '../../api/analytics-hooks';
import { EmptyState, LoadError } from '../page-states';
import { MemberProfileHeader } from './member-profile-header';
import { MemberInsightPanels, MemberStatCards } from './member-performance-panels';
import { RecentMeetingsCard } from './recent-meetings-card';

function Loading() {
  return (
    <div className="grid gap-6">
      <p role="status" className="text-slate-700">
        Loading Team Member...
      </p>
      <Skeleton className="h-32" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/** `memberId` is null when the address's id is missing or not a number. */
export function MemberPerformancePage({
  memberId,
  backPath,
}: {
  memberId: number | null;
  backPath: string;
}) {
  const query = useMemberPerformance(memberId ?? 0);
  const back = <BackLink to={backPath} />;

  if (memberId === null) {
    return (
      <div className="grid gap-6">
        {back}
        <EmptyState icon={SearchX} title="Invalid Team Member ID">
          No team member ID was provided.
        </EmptyState>
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="grid gap-6">
        {back}
        {notFound ? (
          <EmptyState icon={UserX} title="Team Member Not Found">
            The requested team member could not be found.
          </EmptyState>
        ) : (
          <LoadError error={query.error} fallback="Failed to load team member" />
        )}
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="grid gap-6">
        {back}
        <Loading />
      </div>
    );
  }
  const data = query.data;
  return (
    <div className="grid gap-6">
      {back}
      <MemberProfileHeader person={data.person} />
      <MemberStatCards totals={data.totals} />
      <MemberInsightPanels data={data} />
      <RecentMeetingsCard
        memberId={data.person.id}
        meetings={data.recentMeetings}
        totalCount={data.totalMeetingCount}
      />
    </div>
  );
}
