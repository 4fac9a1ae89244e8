/**
 * Registers every API module. Each module exports one `register…Routes(app)` function.
 */
import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerAccountRoutes } from './auth/account.routes';
import { registerTwoFactorRoutes } from './auth/two-factor.routes';
import { registerOidcRoutes } from './auth/oidc.routes';
import { registerUserRoutes } from './users/users.routes';
import { registerAccountsRoutes } from './accounts/accounts.routes';
import { registerOrganizationRoutes } from './organizations/organizations.routes';
import { registerMeetingRoutes } from './meetings/meetings.routes';
import { registerActionItemRoutes } from './action-items/action-items.routes';
import { registerAnalyticsRoutes } from './analytics/analytics.routes';
import { registerDirectoryRoutes } from './directory/directory.routes';
import { registerTalkingPointRoutes } from './talking-points/talking-points.routes';
import { registerPrivateNoteRoutes } from './private-notes/private-notes.routes';
import { registerTemplateRoutes } from './templates/templates.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerCalendarRoutes } from './calendar/calendar.routes';
import { registerPeopleImportRoutes } from './people-import/people-import.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerPreferenceRoutes } from './notifications/preferences.routes';
import { registerSearchRoutes } from './search';
import { installPrivacyRegistry } from './privacy/registry';
import { registerPrivacyRoutes } from './privacy/privacy.routes';
import { registerAuditRoutes } from './audit';
import { registerScimModule } from './scim';

export async function registerModules(app: FastifyInstance): Promise<void> {
  installPrivacyRegistry(app);
  registerAuthRoutes(app);
  registerAccountRoutes(app);
  registerTwoFactorRoutes(app);
  registerOidcRoutes(app);
  registerUserRoutes(app);
  registerAccountsRoutes(app);
  registerOrganizationRoutes(app);
  registerMeetingRoutes(app);
  registerActionItemRoutes(app);
  registerAnalyticsRoutes(app);
  registerDirectoryRoutes(app);
  registerTalkingPointRoutes(app);
  registerPrivateNoteRoutes(app);
  registerTemplateRoutes(app);
  registerFeedbackRoutes(app);
  registerCalendarRoutes(app);
  registerPeopleImportRoutes(app);
  registerNotificationRoutes(app);
  registerPreferenceRoutes(app);
  registerSearchRoutes(app);
  registerPrivacyRoutes(app);
  registerAuditRoutes(app);
  await registerScimModule(app);
}
