/**
 * The manager profile (/manager/{id}): back link to All Managers, the person's
 * details, their 1:1 cadence and their direct reports with last and next 1:1. A 404 shows
 * Manager not found; other failures Unable to load manager profile.
 */
import { UserX } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api-client';
import { useManagerProfile } from '../api/directory';
import { CadenceCard } from './cadence-card';
import { DirectReportsCard } from './direct-reports-card';
import { EmptyState, LoadFailed } from './directory-states';
import { ProfileDetailsCard } from './profile-details-card';

export function ManagerProfileView({ managerId }: { managerId: number }) {
  const profile = useManagerProfile(managerId);
  const notFound =
    !(managerId > 0) || (profile.error instanceof ApiError && profile.error.status === 404);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackLink to="/managers">Back to All Managers</BackLink>
      </div>
      {notFound ? (
        <EmptyState icon={<UserX className="h-10 w-10" />}>
          <h1 className="text-lg font-semibold text-slate-800">Manager not found</h1>
        </EmptyState>
      ) : profile.isError ? (
        <LoadFailed>Unable to load manager profile</LoadFailed>
      ) : !profile.data ? (
        <div role="status" aria-label="Loading manager profile" className="flex flex-col gap-6">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <ProfileDetailsCard person={profile.data.person} />
          <CadenceCard cadence={profile.data.cadence} />
          <DirectReportsCard
            reports={profile.data.directReports}
            canSeeMeetings={profile.data.canSeeMeetings}
            today={profile.data.today}
          />
        </>
      )}
    </div>
  );
}
