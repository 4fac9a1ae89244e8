/**
 * /audit: the Senior Manager's audit trail (the audit feature's `AuditTrail`), times in their
 * zone. Others go to their home page, as on Organisation settings; the server refuses them
 * anyway (403).
 */
import { Navigate } from 'react-router';
import { homePathFor, isSeniorManager } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '@/client/features/auth';
import { AuditTrail } from '@/client/features/audit';

export function AuditRoute() {
  const user = useUser();
  if (!isSeniorManager(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return (
    <PageShell user={user} title="Audit trail">
      <h1 className="mb-4 text-2xl font-semibold">Audit trail</h1>
      <AuditTrail timezone={user.timezone} />
    </PageShell>
  );
}
