/**
 * The machine-readable access matrix of docs/security/promises.md promise 1: every `/api` route (and the calendar feed), who may
 * call it, and what its path parameters name. `access-matrix.test.ts` fails when a route
 * exists that this matrix does not name (or the other way round), then sweeps every route
 * with every actor against targets they may not reach.
 */
import type { Role } from '@/shared/domain/constants';

/** What a path parameter names, so the sweep can put a foreign or unrelated id in it. */
export type ParamKind =
  | 'user'
  | 'meeting'
  | 'organization'
  | 'index'
  | 'demoKind'
  | 'session'
  | 'feedToken'
  | 'talkingPoint'
  | 'template'
  | 'scimToken';

export interface RouteRule {
  /** Answers without a session. */
  public?: boolean;
  /** Open while the user must change their password. */
  duringPasswordChange?: boolean;
  /** Open while the user must set up two-factor sign-in (their organisation requires it). */
  duringTwoFactorSetup?: boolean;
  /** Roles refused outright (403) whatever the target. Others may succeed on their own scope. */
  deniedRoles?: Role[];
  /**
   * Only the organiser of the meeting and those above them may call it: the participant is
   * refused (403) whatever their role (docs/security/promises.md promise 15).
   */
  organiserOnly?: boolean;
  /**
   * Exempt from the CSRF check (the one-click unsubscribe, RFC 8058): a cross-site write answers
   * as a same-site one would (404 for a token that names nobody), still changing nothing.
   */
  csrfExempt?: boolean;
  /** Kinds of the path parameters, by name. */
  params?: Record<string, ParamKind>;
  /** A valid query string for routes that need one (without `?`), so sweeps reach the route's work. */
  query?: string;
  /** A valid body for write routes, so refusals are about access, not validation. */
  body?: Record<string, unknown>;
}

const meetingId = { id: 'meeting' } as const;
const userId = { id: 'user' } as const;

export const ACCESS_MATRIX: Record<string, RouteRule> = {
  'GET /api/health': { public: true },
  'GET /api/ready': { public: true },
  // The API documentation (src/server/http/openapi.ts): the document and its reference page.
  'GET /api/openapi.json': { public: true },
  'GET /api/docs': { public: true },
  'GET /api/docs/json': { public: true },
  'GET /api/docs/yaml': { public: true },
  'GET /api/docs/static/index.html': { public: true },
  'GET /api/docs/static/swagger-initializer.js': { public: true },
  'GET /api/docs/static/*': { public: true },
  // The live 1:1's WebSocket: a plain GET answers 426; the upgrade's own access (scope, read-only
  // readers, outsiders, Origin) is swept by live-access.test.ts.
  'GET /api/live': {},
  'GET /api/auth/user': { duringPasswordChange: true, duringTwoFactorSetup: true },
  'POST /api/auth/login': { public: true },
  'POST /api/auth/register': { public: true },
  'POST /api/auth/logout': { public: true, duringPasswordChange: true, duringTwoFactorSetup: true },
  'POST /api/auth/change-password': { duringPasswordChange: true, duringTwoFactorSetup: true },
  'GET /api/recaptcha/sitekey': { public: true },
  'GET /api/auth/oidc/config': { public: true },
  'GET /api/auth/oidc/start': { public: true },
  'GET /api/auth/oidc/callback': {
    public: true,
    duringPasswordChange: true,
    duringTwoFactorSetup: true,
  },
  'GET /api/auth/two-factor': { duringTwoFactorSetup: true },
  'POST /api/auth/two-factor/setup': { duringTwoFactorSetup: true },
  'POST /api/auth/two-factor/enable': { duringTwoFactorSetup: true, body: { code: '000000' } },
  'POST /api/auth/two-factor/disable': { body: { password: 'wrong', code: '000000' } },
  'POST /api/auth/login/two-factor': { public: true, body: { code: '000000' } },
  'PUT /api/organizations/:id/two-factor': {
    deniedRoles: ['Team Member', 'Manager', 'Supervisor'],
    params: { id: 'organization' },
    body: { required: false },
  },
  'GET /api/auth/sessions': {},
  'DELETE /api/auth/sessions/:id': { params: { id: 'session' } },
  'POST /api/auth/logout-all': {},
  'POST /api/me/email': { body: { email: 'moved@example.com', currentPassword: 'wrong' } },
  // A manager's proposal of a new sign-in e-mail (decision 30): only the person's own.
  'GET /api/me/email-proposal': {},
  'POST /api/me/email-proposal': { body: { decision: 'decline' } },
  // Confirm, approve, decline or undo a sign-in e-mail change: the mailed link is the credential.
  'POST /api/auth/email-link': {
    public: true,
    body: { token: 'unknown.token', action: 'confirm' },
  },
  'PATCH /api/me/timezone': { body: { timezone: 'Europe/Berlin' } },
  // The personal calendar feed (decision 12): the URL is the caller's own; the feed itself
  // needs no session (its token is the secret) and answers 404 to any token it does not know.
  'GET /api/me/calendar-feed': {},
  'POST /api/me/calendar-feed': {},
  'GET /calendar/:token.ics': { public: true, params: { token: 'feedToken' } },
  'DELETE /api/users/:id/sessions': {
    deniedRoles: ['Team Member', 'Manager', 'Supervisor'],
    params: userId,
  },
  'POST /api/auth/demo-login/:kind': { public: true, params: { kind: 'demoKind' } },
  // Accounts (docs/decisions/0015-accounts.md): the links are the credential of these routes.
  'GET /api/auth/signup': { public: true },
  'POST /api/auth/account-link': {
    public: true,
    body: { token: 'unknown.token', purpose: 'invitation' },
  },
  'POST /api/auth/accept-invitation': {
    public: true,
    body: { token: 'unknown.token', newPassword: 'Lantern-42-x', confirmPassword: 'Lantern-42-x' },
  },
  'POST /api/auth/forgot-password': { public: true, body: { email: 'nobody@example.com' } },
  'POST /api/auth/reset-password': {
    public: true,
    body: { token: 'unknown.token', newPassword: 'Lantern-42-x', confirmPassword: 'Lantern-42-x' },
  },
  'POST /api/team-members/:id/invitation': { deniedRoles: ['Team Member'], params: userId },
  'POST /api/team-members/:id/reactivate': {
    deniedRoles: ['Team Member', 'Manager', 'Supervisor'],
    params: userId,
  },

  'GET /api/all-users': {},
  'GET /api/team-members': { deniedRoles: ['Team Member'] },
  'POST /api/team-members': {
    deniedRoles: ['Team Member'],
    body: { email: 'new.person@example.com', firstName: 'New', lastName: 'Person' },
  },
  'DELETE /api/team-members/:id': { deniedRoles: ['Team Member'], params: userId },
  'POST /api/team-members/import': { deniedRoles: ['Team Member', 'Manager', 'Supervisor'] },
  // SCIM provisioning tokens (decision 36); /scim/v2 itself is bearer-only, swept by
  // modules/scim/scim.safety.test.ts.
  'GET /api/organization/scim-tokens': { deniedRoles: ['Team Member', 'Manager', 'Supervisor'] },
  'POST /api/organization/scim-tokens': { deniedRoles: ['Team Member', 'Manager', 'Supervisor'] },
  'DELETE /api/organization/scim-tokens/:id': {
    deniedRoles: ['Team Member', 'Manager', 'Supervisor'],
    params: { id: 'scimToken' },
  },
  'GET /api/managers': {},
  'GET /api/senior-managers': {},
  'GET /api/users/:id': { params: userId },
  'PATCH /api/users/:id': { params: userId, body: { jobTitle: 'Changed' } },
  'GET /api/me/export': {},
  'POST /api/users/:id/erase': {
    deniedRoles: ['Team Member', 'Manager', 'Supervisor'],
    params: userId,
  },
  'GET /api/audit': { deniedRoles: ['Team Member', 'Manager', 'Supervisor'] },
  'GET /api/audit.csv': { deniedRoles: ['Team Member', 'Manager', 'Supervisor'] },
  'GET /api/organizations/all': {},
  'GET /api/organizations/:id/hierarchy': { params: { id: 'organization' } },
  'GET /api/organizations/:id/summary': {
    deniedRoles: ['Team Member', 'Manager', 'Supervisor'],
    params: { id: 'organization' },
  },

  'GET /api/meetings': {},
  'GET /api/meetings/count': {},
  'GET /api/meetings/user/:userId': { params: { userId: 'user' } },
  'GET /api/meetings/:id': { params: meetingId },
  'GET /api/meetings/:id/related': { params: meetingId },
  'POST /api/meetings': {
    deniedRoles: ['Team Member'],
    body: { meeting: { teamMemberId: 1, date: '2031-03-03', startTime: '10:00', duration: 30 } },
  },
  'POST /api/meetings/email-preview': {
    deniedRoles: ['Team Member'],
    body: { meeting: { teamMemberId: 1, date: '2031-03-03', startTime: '10:00', duration: 30 } },
  },
  'PATCH /api/meetings/:id': {
    organiserOnly: true,
    params: meetingId,
    body: { agenda: 'Changed', status: 'completed' },
  },
  'PUT /api/meetings/:id': {
    params: meetingId,
    body: { date: '2031-03-03', startTime: '10:00', agenda: 'Changed', actionItems: [] },
  },
  'DELETE /api/meetings/:id': {
    deniedRoles: ['Team Member'],
    organiserOnly: true,
    params: meetingId,
  },
  'GET /api/action-items': {},
  'PATCH /api/meetings/:id/action-items/:index': {
    params: { id: 'meeting', index: 'index' },
    // Status and due date (decision 32): the same rights as the status alone.
    body: { status: 'completed', dueDate: '2031-03-10' },
  },
  'GET /api/meetings/:meetingId/action-items/:index/status': {
    params: { meetingId: 'meeting', index: 'index' },
  },

  'GET /api/analytics/progress': { deniedRoles: ['Team Member'] },
  'GET /api/analytics/team': { deniedRoles: ['Team Member'] },
  'GET /api/analytics/action-items': { deniedRoles: ['Team Member'] },
  'GET /api/analytics/behind-schedule': { deniedRoles: ['Team Member'] },
  'GET /api/analytics/members/:id': { params: userId },

  // The shared 1:1 (docs/decisions/0013-shared-1on1.md): talking points are read by whoever
  // reads the 1:1 and written by its participants; private notes answer 404 to all but their
  // author; feedback is the participants' own; templates are written by managing roles.
  'GET /api/meetings/:id/talking-points': { params: meetingId },
  'POST /api/meetings/:id/talking-points': { params: meetingId, body: { text: 'A point' } },
  'PATCH /api/meetings/:id/talking-points/:pointId': {
    params: { id: 'meeting', pointId: 'talkingPoint' },
    body: { discussed: true },
  },
  'DELETE /api/meetings/:id/talking-points/:pointId': {
    params: { id: 'meeting', pointId: 'talkingPoint' },
  },
  'GET /api/meetings/:id/private-note': { params: meetingId },
  'PUT /api/meetings/:id/private-note': { params: meetingId, body: { html: '<p>Mine</p>' } },
  'GET /api/meetings/:id/feedback': { params: meetingId },
  'PUT /api/meetings/:id/feedback': { params: meetingId, body: { rating: 4 } },
  // Notifications (decision 17): each person's own; another's id answers 404.
  'GET /api/notifications': {},
  'POST /api/notifications/read': { body: { all: true } },
  // Full-text search (decision 33): every actor searches their own scope; the sweep looks for the
  // foreign organisation's mark, and search-sweep.test.ts for planted words of other people.
  'GET /api/search': { query: 'q=Zqforeignmark' },
  'GET /api/me/notification-preferences': {},
  'PUT /api/me/notification-preferences': {
    body: {
      email: {
        meetingChanges: true,
        reminder: true,
        recap: true,
        digest: true,
        stuck: true,
        talkingPoints: true,
      },
      recapSharedNotes: true,
      reminderLeadTime: '1d',
      digestDay: 'monday',
    },
  },
  // The token is the authority (decision 19); the one-click POST is exempt from the CSRF check.
  'GET /api/unsubscribe/:token': { public: true, params: { token: 'feedToken' } },
  'POST /api/unsubscribe/:token': {
    public: true,
    csrfExempt: true,
    params: { token: 'feedToken' },
  },
  'GET /api/meeting-templates': {},
  'POST /api/meeting-templates': {
    deniedRoles: ['Team Member'],
    body: { name: 'Ours', talkingPoints: ['One'] },
  },
  'PATCH /api/meeting-templates/:id': {
    deniedRoles: ['Team Member'],
    params: { id: 'template' },
    body: { name: 'Changed' },
  },
  'DELETE /api/meeting-templates/:id': {
    deniedRoles: ['Team Member'],
    params: { id: 'template' },
  },
  'GET /api/analytics/feedback': { deniedRoles: ['Team Member'] },

  'GET /api/directory/managers': {},
  'GET /api/directory/team-members': {},
  'GET /api/directory/managers/:id': { params: userId },
};
