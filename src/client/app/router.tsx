/**
 * Routes of spec 2.1. Visitors get the landing page, sign in and sign up; signed-in users get
 * the dashboards and pages; any other path shows Not Found. The password-change dialog blocks
 * everything while `mustChangePassword` is set (spec 2.8).
 */
import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/client/features/auth';
import { PasswordChangeDialog } from '@/client/features/auth';
import { TwoFactorRequiredDialog } from '@/client/features/security';
import { DemoBanner } from '@/client/features/auth';
import { redirectTarget } from '@/client/features/auth';
import { AppFooter } from '@/client/components/layout/app-footer';
import { cleanAddressBar } from '@/client/lib/address';
import { SignedInUserContext } from '@/client/features/auth';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { SignUpRoute } from './routes/signup';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ManagerDashboardRoute } from './routes/manager-dashboard';
import { SeniorManagerDashboardRoute } from './routes/senior-manager-dashboard';
import { TeamMemberDashboardRoute } from './routes/team-member-dashboard';
import { MeetingDetailsRoute } from './routes/meeting-details';
import { TeamProgressRoute } from './routes/team-progress';
import { TeamAnalyticsRoute } from './routes/team-analytics';
import { ActionItemsOverviewRoute } from './routes/action-items-overview';
import { BehindScheduleRoute } from './routes/behind-schedule-overview';
import { ManagersRoute } from './routes/managers';
import { ManagerProfileRoute } from './routes/manager-profile';
import { AllTeamMembersRoute } from './routes/all-team-members';
import { TeamMemberPerformanceRoute } from './routes/team-member-performance';
import { PendingActionItemsRoute } from './routes/pending-action-items';
import { CompletedActionItemsRoute } from './routes/completed-action-items';
import { StuckActionItemsRoute } from './routes/stuck-action-items';
import { TeamMemberMeetingsRoute } from './routes/team-member-meetings';
import { ProfileRoute } from './routes/profile';
import { AcceptInvitationRoute } from './routes/accept-invitation';
import { ResetPasswordRoute } from './routes/reset-password';
import { UnsubscribeRoute } from './routes/unsubscribe';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { MeetingTemplatesRoute } from './routes/meeting-templates';

function Loading() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center p-10 text-slate-600">
      Loading...
    </div>
  );
}

/** Root: cleans the address (spec 1), lays out page + footer. */
function RootLayout() {
  const location = useLocation();
  useEffect(() => {
    cleanAddressBar();
  }, [location.key]);
  return (
    <div className="flex min-h-screen flex-col">
      <Outlet />
      <AppFooter />
    </div>
  );
}

/** Visitor-only pages: a signed-in user goes home. */
function VisitorOnly() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}

/** Signed-in pages: a visitor is sent to sign in, then comes back. */
function SignedIn() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <SignedInUserContext.Provider value={user}>
      {user.isDemo && <DemoBanner />}
      <Outlet />
      {user.mustChangePassword && <PasswordChangeDialog />}
      {!user.mustChangePassword && user.twoFactorSetupRequired && <TwoFactorRequiredDialog />}
    </SignedInUserContext.Provider>
  );
}

/** `/`: the landing page for visitors, the home dashboard for signed-in users (spec 2.2). */
function RootIndex() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading />;
  if (!user) return <LandingRoute />;
  return (
    <SignedInUserContext.Provider value={user}>
      {user.isDemo && <DemoBanner />}
      <HomeRoute />
      {user.mustChangePassword && <PasswordChangeDialog />}
      {!user.mustChangePassword && user.twoFactorSetupRequired && <TwoFactorRequiredDialog />}
    </SignedInUserContext.Provider>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <RootIndex /> },
      // Account links work whoever is signed in on this browser (the link names the person).
      { path: 'accept-invitation', element: <AcceptInvitationRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'unsubscribe/:token', element: <UnsubscribeRoute /> },
      {
        element: <VisitorOnly />,
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'signup', element: <SignUpRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
        ],
      },
      {
        element: <SignedIn />,
        children: [
          { path: 'manager-dashboard', element: <ManagerDashboardRoute /> },
          { path: 'senior-manager-dashboard', element: <SeniorManagerDashboardRoute /> },
          { path: 'team-member-dashboard', element: <TeamMemberDashboardRoute /> },
          { path: 'team-progress', element: <TeamProgressRoute /> },
          { path: 'team-analytics', element: <TeamAnalyticsRoute /> },
          { path: 'action-items-overview', element: <ActionItemsOverviewRoute /> },
          { path: 'behind-schedule-overview', element: <BehindScheduleRoute /> },
          { path: 'managers', element: <ManagersRoute /> },
          { path: 'manager/:id', element: <ManagerProfileRoute /> },
          { path: 'all-team-members', element: <AllTeamMembersRoute /> },
          { path: 'team-member/:id', element: <TeamMemberPerformanceRoute /> },
          {
            path: 'team-member-meetings/:teamMemberId/:filterType',
            element: <TeamMemberMeetingsRoute />,
          },
          { path: 'action-items', element: <PendingActionItemsRoute /> },
          { path: 'completed-action-items', element: <CompletedActionItemsRoute /> },
          { path: 'stuck-action-items', element: <StuckActionItemsRoute /> },
          { path: 'meeting/:id', element: <MeetingDetailsRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'meeting-templates', element: <MeetingTemplatesRoute /> },
          // The completed action items page links back to /team-member (spec 2.16): home.
          { path: 'team-member', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
