/**
 * All Managers (/managers, spec 2.18): a search over name, e-mail, department and job title
 * (sent to the server, debounced), the summary of the whole directory (managers, distinct
 * departments, job titles, companies) and one card per manager. Empty texts: No managers
 * found (the search matched nobody) and No managers in organization.
 */
import { useState } from 'react';
import { Briefcase, Building2, UserRoundSearch, Users, UsersRound } from 'lucide-react';
import type { ManagersDirectory as ManagersDirectoryData } from '@/shared/schemas/directory';
import { useManagersDirectory } from '../api/directory';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { LoadMore } from '@/client/components/ui/load-more';
import { CardsLoading, EmptyState, LoadFailed } from './directory-states';
import { ManagerCard } from './manager-card';
import { SearchBox } from './search-box';
import { DirectoryHeader } from './directory-header';

const SEARCH_DEBOUNCE_MS = 250;

export function ManagersDirectory() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const directory = useManagersDirectory(query);
  const data = directory.data;
  return (
    <div className="flex flex-col gap-6">
      <DirectoryHeader
        title="All Managers"
        description="Everyone who leads people in your organization"
        summaryLabel="Managers summary"
        tiles={[
          { label: 'Managers', value: data?.summary.managers, icon: UsersRound },
          { label: 'Departments', value: data?.summary.departments, icon: Users },
          { label: 'Job Titles', value: data?.summary.jobTitles, icon: Briefcase },
          { label: 'Companies', value: data?.summary.companies, icon: Building2 },
        ]}
      />
      <div role="search" aria-label="Find managers" className="max-w-xl">
        <SearchBox
          id="managers-search"
          label="Search managers"
          placeholder="Search by name, email, department or job title..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <ManagersList data={data} failed={directory.failed} refreshing={directory.refreshing} />
      <LoadMore
        hasMore={directory.hasMore}
        loading={directory.loadingMore}
        onLoadMore={directory.loadMore}
        label="managers"
      />
    </div>
  );
}

function ManagersList({
  data,
  failed,
  refreshing,
}: {
  data: ManagersDirectoryData | undefined;
  failed: boolean;
  refreshing: boolean;
}) {
  if (failed) return <LoadFailed>Unable to load managers</LoadFailed>;
  if (!data) return <CardsLoading label="Loading managers" />;
  if (data.total === 0) {
    return (
      <EmptyState icon={<UsersRound className="h-10 w-10" />}>
        No managers in organization
      </EmptyState>
    );
  }
  if (data.people.length === 0) {
    return (
      <EmptyState icon={<UserRoundSearch className="h-10 w-10" />}>No managers found</EmptyState>
    );
  }
  return (
    <ul
      aria-label="Managers"
      aria-busy={refreshing}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {data.people.map((person) => (
        <ManagerCard key={person.id} person={person} />
      ))}
    </ul>
  );
}
