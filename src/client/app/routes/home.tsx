/**
 * Home at `/` for a signed-in user (spec 2.2): Senior Manager → senior manager dashboard;
 * Manager and Supervisor → manager dashboard; Team Member → team member dashboard; any other
 * role → the default dashboard, rendered in place.
 */
import { Navigate } from 'react-router';
import { homePathFor } from '@/shared/permissions';
import { useUser } from '@/client/features/auth';
import { DefaultDashboardRoute } from './default-dashboard';

export function HomeRoute() {
  const user = useUser();
  const home = homePathFor(user.role);
  if (home !== '/') return <Navigate to={home} replace />;
  return <DefaultDashboardRoute />;
}
