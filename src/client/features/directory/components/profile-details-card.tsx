/** The person's details on the manager profile: avatar, name, role and contact facts. */
import type { DirectoryPerson } from '@/shared/schemas/directory';
import { RoleBadge } from '@/client/features/people';
import { Card, CardContent } from '@/client/components/ui/card';
import { displayName } from '@/client/lib/utils';
import { PersonAvatar } from './person-avatar';
import { PersonFacts } from './person-facts';

export function ProfileDetailsCard({ person }: { person: DirectoryPerson }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-5 md:flex-row md:items-start">
        <PersonAvatar person={person} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900">{displayName(person)}</h1>
            <RoleBadge role={person.role} />
          </div>
          <p className="text-slate-600">{person.jobTitle || 'No job title'}</p>
          <PersonFacts
            className="mt-4 sm:grid-cols-2 lg:grid-cols-3"
            person={person}
            show={['department', 'company', 'reportsTo', 'emailLink', 'username', 'timezone']}
          />
        </div>
      </CardContent>
    </Card>
  );
}
