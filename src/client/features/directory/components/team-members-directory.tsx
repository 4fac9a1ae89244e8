/**
 * All Team Members (/all-team-members, spec 2.18): managers, supervisors and team members of
 * the organisation (senior managers excluded). Search, department and role filters are sent
 * to the server; four counters (total, managers, team members, departments) describe the whole
 * directory; "Showing X of Y members"; each card links to /team-member/{id}. Failure text:
 * Unable to load team members.
 */
import { useState } from 'react';
import { Building, UserRoundSearch, Users, UsersRound, UserRound } from 'lucide-react';
import type { TeamMembersDirectory as TeamMembersDirectoryData } from '@/shared/schemas/directory';
import { useTeamMembersDirectory } from '../api/directory';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { LoadMore } from '@/client/components/ui/load-more';
import { CardsLoading, EmptyState, LoadFailed } from './directory-states';
import { MemberCard } from './member-card';
import { ALL, MemberFilters, NO_MEMBER_FILTERS, type MemberFilterValues } from './member-filters';
import { DirectoryHeader } from './directory-header';

const SEARCH_DEBOUNCE_MS = 250;

export function TeamMembersDirectory() {
  const [filters, setFilters] = useState<MemberFilterValues>(NO_MEMBER_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const directory = useTeamMembersDirectory({
    search,
    department: filters.department === ALL ? '' : filters.department,
    role: filters.role === ALL ? '' : filters.role,
  });
  const data = directory.data;
  return (
    <div className="flex flex-col gap-6">
      <DirectoryHeader
        title="All Team Members"
        description="Managers, supervisors and team members of your organization"
        summaryLabel="Team members summary"
        tiles={[
          { label: 'Total Members', value: data?.counters.total, icon: UsersRound },
          { label: 'Managers', value: data?.counters.managers, icon: UserRound },
          { label: 'Team Members', value: data?.counters.teamMembers, icon: Users },
          { label: 'Departments', value: data?.counters.departments, icon: Building },
        ]}
      />
      <MemberFilters values={filters} departments={data?.departments ?? []} onChange={setFilters} />
      <MembersList data={data} failed={directory.failed} refreshing={directory.refreshing} />
      <LoadMore
        hasMore={directory.hasMore}
        loading={directory.loadingMore}
        onLoadMore={directory.loadMore}
        label="team members"
      />
    </div>
  );
}

function MembersList({
  data,
  failed,
  refreshing,
}: {
  data: TeamMembersDirectoryData | undefined;
  failed: boolean;
  refreshing: boolean;
}) {
  if (failed) return <LoadFailed>Unable to load team members</LoadFailed>;
  if (!data) return <CardsLoading label="Loading team members" />;
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="text-sm text-slate-600">
        Showing {data.matching} of {data.total} members
      </p>
      {data.total === 0 ? (
        <EmptyState icon={<UsersRound className="h-10 w-10" />}>
          No team members in organization
        </EmptyState>
      ) : data.people.length === 0 ? (
        <EmptyState icon={<UserRoundSearch className="h-10 w-10" />}>
          No team members match your filters
        </EmptyState>
      ) : (
        <ul
          aria-label="Team members"
          aria-busy={refreshing}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {data.people.map((person) => (
            <MemberCard key={person.id} person={person} />
          ))}
        </ul>
      )}
    </div>
  );
}
