/** Manager profile (/manager/{id}): the navigation bar and the profile. */
import { useParams } from 'react-router';
import { PageShell } from '@/client/components/layout/page-shell';
import { DirectoryNav } from '@/client/features/directory';
import { ManagerProfileView } from '@/client/features/directory';
import { useUser } from '@/client/features/auth';

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
