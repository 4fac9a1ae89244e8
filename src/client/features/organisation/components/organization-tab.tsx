/**
 * Organization tab (spec 2.5): the Senior Management Team and the Management Team (Managers
 * and Supervisors), each person with initials, name, job title and department. Shows
 * "Loading..." while the hierarchy call has not answered.
 */
import type { OrganizationHierarchy, User } from '@/shared/schemas/user';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { RoleBadge } from '@/client/features/people';
import { PersonSummary } from './person-summary';

/** "1 manager", "2 managers". */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function TeamCard({
  title,
  description,
  people,
  emptyText,
  showRole,
}: {
  title: string;
  description: string;
  people: User[];
  emptyText: string;
  showRole?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {people.length === 0 ? (
          <p className="text-sm text-slate-600">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {people.map((p) => (
              <li key={p.id} className="py-3 first:pt-0 last:pb-0">
                <PersonSummary person={p} extra={showRole ? <RoleBadge role={p.role} /> : null} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function OrganizationTab({
  hierarchy,
  failed,
}: {
  hierarchy: OrganizationHierarchy | null | undefined;
  failed: boolean;
}) {
  if (failed) return <p className="text-slate-700">Unable to load the organisation.</p>;
  if (!hierarchy) {
    return (
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    );
  }
  const management = [...hierarchy.managers, ...hierarchy.supervisors];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TeamCard
        title="Senior Management Team"
        description={plural(hierarchy.seniorManagers.length, 'senior manager')}
        people={hierarchy.seniorManagers}
        emptyText="No senior managers yet."
      />
      <TeamCard
        title="Management Team"
        description={`${plural(hierarchy.managers.length, 'manager')} and ${plural(hierarchy.supervisors.length, 'supervisor')}`}
        people={management}
        emptyText="No managers or supervisors yet."
        showRole
      />
    </div>
  );
}
