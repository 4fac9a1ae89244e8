/**
 * Organization tab (spec 2.5): the Senior Management Team and the Management Team (Managers,
 * then Supervisors), each person with initials, name, job title and department. Each level is
 * a paged level of the hierarchy call (50 people, then "Load more"); the counts are the
 * levels' totals. Shows "Loading..." while the first pages have not answered.
 */
import type { HierarchyLevelPage } from '@/shared/schemas/user';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { LoadMore } from '@/client/components/ui/load-more';
import type { PagedList } from '@/client/lib/paged-list';
import { RoleBadge, useHierarchyLevel } from '@/client/features/people';
import { PersonSummary } from './person-summary';

/** "1 manager", "2 managers". */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Level = PagedList<HierarchyLevelPage>;

function TeamCard({
  title,
  description,
  levels,
  emptyText,
  showRole,
}: {
  title: string;
  description: string;
  levels: { name: string; list: Level }[];
  emptyText: string;
  showRole?: boolean;
}) {
  const empty = levels.every((l) => (l.list.data?.total ?? 0) === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-slate-600">{emptyText}</p>
        ) : (
          levels.map(({ name, list }) => (
            <div key={name}>
              <ul className="divide-y divide-slate-100" aria-label={name}>
                {list.data?.people.map((p) => (
                  <li key={p.id} className="py-3 first:pt-0 last:pb-0">
                    <PersonSummary
                      person={p}
                      extra={showRole ? <RoleBadge role={p.role} /> : null}
                    />
                  </li>
                ))}
              </ul>
              <LoadMore
                hasMore={list.hasMore}
                loading={list.loadingMore}
                onLoadMore={list.loadMore}
                label={name.toLowerCase()}
              />
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}

export function OrganizationTab({ organizationId }: { organizationId: number }) {
  const seniors = useHierarchyLevel(organizationId, 'seniorManagers');
  const managers = useHierarchyLevel(organizationId, 'managers');
  const supervisors = useHierarchyLevel(organizationId, 'supervisors');
  const all = [seniors, managers, supervisors];
  if (all.some((l) => l.failed)) {
    return <p className="text-slate-700">Unable to load the organisation.</p>;
  }
  if (all.some((l) => !l.data)) {
    return (
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    );
  }
  const total = (l: Level) => l.data?.total ?? 0;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <TeamCard
        title="Senior Management Team"
        description={plural(total(seniors), 'senior manager')}
        levels={[{ name: 'Senior managers', list: seniors }]}
        emptyText="No senior managers yet."
      />
      <TeamCard
        title="Management Team"
        description={`${plural(total(managers), 'manager')} and ${plural(total(supervisors), 'supervisor')}`}
        levels={[
          { name: 'Managers', list: managers },
          { name: 'Supervisors', list: supervisors },
        ]}
        emptyText="No managers or supervisors yet."
        showRole
      />
    </div>
  );
}
