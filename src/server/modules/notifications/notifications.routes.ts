/**
 * GET /api/notifications and POST /api/notifications/read (docs/decisions/0017-notifications.md):
 * every signed-in person reads and marks only their own notifications. Registers the
 * `notifications` export section and the erase step (modules/privacy/registry.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadInputSchema,
  notificationsReadResultSchema,
} from '@/shared/schemas/notification';
import { z } from 'zod';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, orEmptyBody } from '../../http/route-schemas';
import {
  eraseNotifications,
  exportNotifications,
  listNotifications,
  markNotificationsRead,
} from './notifications.service';

const tags = ['notifications'];

/** Registers the notification routes and their privacy export section and erase step. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, 20 a page",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listNotifications({ ctx, actor: actorOf(request), cursor: request.query.cursor }),
  );

  r.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: "Mark the caller's notifications read: `{ ids }` or `{ all: true }`",
        body: orEmptyBody(notificationsReadInputSchema),
        response: { 200: notificationsReadResultSchema, ...errorResponses },
      },
    },
    async (request) => markNotificationsRead({ ctx, actor: actorOf(request), body: request.body }),
  );

  app.privacy.addExportSection({
    name: 'notifications',
    collect: async ({ db, user }) =>
      z.array(notificationSchema).parse(await exportNotifications(db, user.id)),
  });
  app.privacy.addEraseStep(({ tx, user }) => eraseNotifications(tx, user.id));
}
