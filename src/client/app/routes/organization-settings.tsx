/**
 * /organization/settings: the Senior Manager's organisation settings, a page of sections (each
 * a feature's widget; more join later). Others go to their home page; the server refuses them
 * anyway (403).
 */
import { Navigate } from 'react-router';
import { homePathFor, isSeniorManager } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '@/client/features/auth';
import { ScimSection } from '@/client/features/organisation';
import { AuditTrailSection } from '@/client/features/audit';

export function OrganizationSettingsRoute() {
  const user = useUser();
  if (!isSeniorManager(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return (
    <PageShell user={user} title="Organisation settings">
      <h1 className="mb-4 text-2xl font-semibold">Organisation settings</h1>
      <div className="grid max-w-3xl gap-8">
        <ScimSection />
        <AuditTrailSection />
      </div>
    </PageShell>
  );
}
