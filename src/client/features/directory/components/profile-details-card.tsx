/** The person's details on the manager profile: avatar, name, role and contact facts. */
import { AtSign, Building2, Clock, Mail, UserRound, Users } from 'lucide-react';
import type { DirectoryPerson } from '@/shared/schemas/directory';
import { RoleBadge } from '@/client/features/people';
import { Card, CardContent } from '@/client/components/ui/card';
import { displayName } from '@/client/lib/utils';
import { PersonAvatar } from './person-avatar';
import { PersonFacts } from './person-facts';

const icon = 'h-4 w-4';

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
            facts={[
              {
                term: 'Department',
                icon: <Users className={icon} aria-hidden="true" />,
                value: person.department || 'No department',
              },
              {
                term: 'Company',
                icon: <Building2 className={icon} aria-hidden="true" />,
                value: person.company || 'No company',
              },
              {
                term: 'Reports to',
                icon: <UserRound className={icon} aria-hidden="true" />,
                value: `Reports to: ${person.managerName ?? 'No Manager'}`,
              },
              {
                term: 'Email',
                icon: <Mail className={icon} aria-hidden="true" />,
                value: (
                  <a href={`mailto:${person.email}`} className="text-brand-700 hover:underline">
                    {person.email}
                  </a>
                ),
              },
              {
                term: 'Username',
                icon: <AtSign className={icon} aria-hidden="true" />,
                value: person.username,
              },
              {
                term: 'Timezone',
                icon: <Clock className={icon} aria-hidden="true" />,
                value: person.timezone,
              },
            ]}
          />
        </div>
      </CardContent>
    </Card>
  );
}
