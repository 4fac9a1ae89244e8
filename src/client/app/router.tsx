/**
 * Routes of spec 2.1. Visitors get the landing page, sign in and sign up; signed-in users get
 * the dashboards and pages; any other path shows Not Found. The password-change dialog blocks
 * everything while `mustChangePassword` is set (spec 2.8). Every page but the landing page is
 * loaded on demand (`lazyNamed`, ./route-fallback.tsx).
 */
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/client/features/auth';
import { PasswordChangeDialog } from '@/client/features/auth';
import { EmailProposalBanner, TwoFactorRequiredDialog } from '@/client/features/security';
import { DemoBanner } from '@/client/features/auth';
import { redirectTarget } from '@/client/features/auth';
import { AppFooter } from '@/client/components/layout/app-footer';
import { cleanAddressBar } from '@/client/lib/address';
import { lazyNamed, preloadElement } from '@/client/lib/lazy';
import { RouteFallback } from './route-fallback';
import { PageFrame, prerenderedLanding } from './page-frame';
import { SignedInUserContext } from '@/client/features/auth';
import { LandingRoute } from './routes/landing';
const LoginRoute = lazyNamed(() => import('./routes/login'), 'LoginRoute');
const SignUpRoute = lazyNamed(() => import('./routes/signup'), 'SignUpRoute');
const HomeRoute = lazyNamed(() => import('./routes/home'), 'HomeRoute');
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');
const ManagerDashboardRoute = lazyNamed(
  () => import('./routes/manager-dashboard'),
  'ManagerDashboardRoute',
);
const SeniorManagerDashboardRoute = lazyNamed(
  () => import('./routes/senior-manager-dashboard'),
  'SeniorManagerDashboardRoute',
);
const TeamMemberDashboardRoute = lazyNamed(
  () => import('./routes/team-member-dashboard'),
  'TeamMemberDashboardRoute',
);
const MeetingDetailsRoute = lazyNamed(
  () => import('./routes/meeting-details'),
  'MeetingDetailsRoute',
);
const TeamProgressRoute = lazyNamed(() => import('./routes/team-progress'), 'TeamProgressRoute');
const TeamAnalyticsRoute = lazyNamed(() => import('./routes/team-analytics'), 'TeamAnalyticsRoute');
const ActionItemsOverviewRoute = lazyNamed(
  () => import('./routes/action-items-overview'),
  'ActionItemsOverviewRoute',
);
const BehindScheduleRoute = lazyNamed(
  () => import('./routes/behind-schedule-overview'),
  'BehindScheduleRoute',
);
const ManagersRoute = lazyNamed(() => import('./routes/managers'), 'ManagersRoute');
const ManagerProfileRoute = lazyNamed(
  () => import('./routes/manager-profile'),
  'ManagerProfileRoute',
);
const AllTeamMembersRoute = lazyNamed(
  () => import('./routes/all-team-members'),
  'AllTeamMembersRoute',
);
const TeamMemberPerformanceRoute = lazyNamed(
  () => import('./routes/team-member-performance'),
  'TeamMemberPerformanceRoute',
);
const PendingActionItemsRoute = lazyNamed(
  () => import('./routes/pending-action-items'),
  'PendingActionItemsRoute',
);
const CompletedActionItemsRoute = lazyNamed(
  () => import('./routes/completed-action-items'),
  'CompletedActionItemsRoute',
);
const StuckActionItemsRoute = lazyNamed(
  () => import('./routes/stuck-action-items'),
  'StuckActionItemsRoute',
);
const TeamMemberMeetingsRoute = lazyNamed(
  () => import('./routes/team-member-meetings'),
  'TeamMemberMeetingsRoute',
);
const ProfileRoute = lazyNamed(() => import('./routes/profile'), 'ProfileRoute');
const SearchRoute = lazyNamed(() => import('./routes/search'), 'SearchRoute');
const AcceptInvitationRoute = lazyNamed(
  () => import('./routes/accept-invitation'),
  'AcceptInvitationRoute',
);
const ResetPasswordRoute = lazyNamed(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const EmailLinkRoute = lazyNamed(() => import('./routes/email-link'), 'EmailLinkRoute');
const UnsubscribeRoute = lazyNamed(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const ForgotPasswordRoute = lazyNamed(
  () => import('./routes/forgot-password'),
  'ForgotPasswordRoute',
);
const MeetingTemplatesRoute = lazyNamed(
  () => import('./routes/meeting-templates'),
  'MeetingTemplatesRoute',
);
const OrganizationSettingsRoute = lazyNamed(
  () => import('./routes/organization-settings'),
  'OrganizationSettingsRoute',
);
const AuditRoute = lazyNamed(() => import('./routes/audit'), 'AuditRoute');

function Loading() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center p-10 text-slate-600">
      <span className="animate-delayed-appear">Loading...</span>
    </div>
  );
}

/** Root: cleans the address (spec 1), lays out page + footer. */
function RootLayout() {
  const location = useLocation();
  useEffect(() => {
    cleanAddressBar();
  }, [location.key]);
  // No footer until the page is there (the signed-in user known, the page's code loaded): it
  // would be pushed down when the page comes, a layout shift.
  const { isPending } = useCurrentUser();
  return (
    <PageFrame footer={false}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
        {(!isPending || prerenderedLanding) && <AppFooter />}
      </Suspense>
    </PageFrame>
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
      {!user.mustChangePassword && !user.twoFactorSetupRequired && <EmailProposalBanner />}
      <Outlet />
      {user.mustChangePassword && <PasswordChangeDialog />}
      {!user.mustChangePassword && user.twoFactorSetupRequired && <TwoFactorRequiredDialog />}
    </SignedInUserContext.Provider>
  );
}

/** `/`: the landing page for visitors, the home dashboard for signed-in users (spec 2.2). */
function RootIndex() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return prerenderedLanding ? <LandingRoute /> : <Loading />;
  if (!user) return <LandingRoute />;
  return (
    <SignedInUserContext.Provider value={user}>
      {user.isDemo && <DemoBanner />}
      {!user.mustChangePassword && !user.twoFactorSetupRequired && <EmailProposalBanner />}
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
      // Sign-in e-mail links (decision 30): confirm, approve or decline, undo.
      { path: 'confirm-email', element: <EmailLinkRoute mode="confirm" /> },
      { path: 'email-proposal', element: <EmailLinkRoute mode="proposal" /> },
      { path: 'undo-email-change', element: <EmailLinkRoute mode="undo" /> },
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
          { path: 'search', element: <SearchRoute /> },
          { path: 'meeting-templates', element: <MeetingTemplatesRoute /> },
          { path: 'organization/settings', element: <OrganizationSettingsRoute /> },
          { path: 'audit', element: <AuditRoute /> },
          // The completed action items page links back to /team-member (spec 2.16): home.
          { path: 'team-member', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

/**
 * The first page's code starts loading now, alongside the request for the signed-in user,
 * rather than once that request has answered. Resolves when it is there (main.tsx waits for it
 * before the first render when the server sent a signed-in page's shell).
 */
export const currentPageLoaded: Promise<unknown> = Promise.all(
  router.state.matches.map((match) => preloadElement(match.route.element)),
);
