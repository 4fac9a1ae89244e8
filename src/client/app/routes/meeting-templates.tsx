/**
 * /meeting-templates: the 1:1 templates screen (docs/decisions/0013-shared-1on1.md), reached
 * from the manager dashboard's tools; managing roles only (others go to their home page).
 */
import { Navigate } from 'react-router';
import { canManagePeople, homePathFor } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '@/client/features/auth';
import { TemplatesManager } from '@/client/features/templates';

export function MeetingTemplatesRoute() {
  const user = useUser();
  if (!canManagePeople(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return (
    <PageShell user={user} title="1:1 Templates">
      <h1 className="mb-4 text-2xl font-semibold">1:1 Templates</h1>
      <div className="max-w-3xl">
        <TemplatesManager viewer={user} />
      </div>
    </PageShell>
  );
}
