/**
 * /search?q= (docs/decisions/0033-search.md): the results of a search across the 1:1s the
 * person may read, with the people picker as its person filter (features do not import each
 * other, so the route composes them).
 */
import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '@/client/features/auth';
import { PersonPicker } from '@/client/features/people';
import { SearchResults, type PersonFilter } from '@/client/features/search';

const ANYONE = [{ value: 'all', label: 'Anyone' }] as const;

const personFilter: PersonFilter = ({ id, value, onChange }) => (
  <PersonPicker
    id={id}
    list="all-users"
    value={value || 'all'}
    onValueChange={(v) => onChange(v)}
    extraOptions={ANYONE}
    searchLabel="Search people"
    optionsLabel="People"
  />
);

export function SearchRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Search">
      <h1 className="mb-4 text-2xl font-semibold">Search</h1>
      <div className="max-w-4xl">
        <SearchResults personFilter={personFilter} />
      </div>
    </PageShell>
  );
}
