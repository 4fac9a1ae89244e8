/**
 * In-app notifications (docs/decisions/0017-notifications.md): GET /api/notifications and
 * POST /api/notifications/read. Newest first, 20 a page, an opaque cursor for the next page.
 */
import { z } from 'zod';
import { cursorParam } from './page';
import { isoInstant } from './api';

/** Items per page of GET /api/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Most ids one POST /api/notifications/read may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const NOTIFICATION_KINDS = [
  'meeting_scheduled',
  'meeting_updated',
  'meeting_cancelled',
  'talking_point_added',
  'action_item_stuck',
  'meeting_reminder',
  /** An owned action item due today (decision 32). */
  'action_item_due',
  /** A demo organisation's stand-in for an e-mail it does not send (decision 19). */
  'demo_mail',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification: what happened (`message`), when (`createdAt`), where (`link`, an app path or null). */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    message: z.string(),
    createdAt: isoInstant,
    read: z.boolean(),
    link: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET query: `cursor` from the previous page's `nextCursor` (absent: the newest page). */
export const notificationsQuerySchema = z.object({
  cursor: cursorParam,
});

/** A page: `items` newest first, the caller's `unreadCount` (all pages), `nextCursor` or null. */
export const notificationsPageSchema = z
  .object({
    items: z.array(notificationSchema),
    unreadCount: z.number().int(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/**
 * POST body: `{ ids }` (the caller's own; another's answers 404) or `{ all: true }`; one of the
 * two (neither answers 400 on `ids`).
 */
export const notificationsReadInputSchema = z.object({
  ids: z
    .array(z.number({ message: 'Ids must be numbers' }).int().positive(), {
      message: 'Ids must be a list of numbers',
    })
    .min(1, 'Name at least one notification')
    .max(NOTIFICATIONS_READ_MAX_IDS, `At most ${NOTIFICATIONS_READ_MAX_IDS} ids at a time`)
    .optional(),
  all: z.literal(true, { message: 'all must be true' }).optional(),
});
export type NotificationsReadInput = z.infer<typeof notificationsReadInputSchema>;

/** POST answer: the caller's `unreadCount` afterwards. */
export const notificationsReadResultSchema = z
  .object({ unreadCount: z.number().int() })
  .meta({ id: 'NotificationsReadResult' });
