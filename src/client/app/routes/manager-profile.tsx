/** Manager profile (/manager/{id}): the navigation bar and the profile. */
import { useParams } from 'react-router';
import { PageShell } from '@/client/components/layout/page-shell';
import { DirectoryNav } from '@/client/features/directory/components/directory-nav';
import { ManagerProfileView } from '@/client/features/directory/components/manager-profile-view';
import { useUser } from '../user-context';

export function ManagerProfileRoute() {
  const user = useUser();
  const raw = useParams().id ?? '';
  const managerId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return (
    <PageShell user={user} title="Manager Profile">
      <DirectoryNav role={user.role} />
      <ManagerProfileView key={managerId} managerId={managerId} />
    </PageShell>
  );
}
