/**
 * In-app notifications (docs/decisions/0017-notifications.md): the header's bell with its
 * list. app/ passes the bell to the header (components/ never import features).
 * Other features and app/ import this feature only from this file.
 */
export { NotificationBell, bellLabel } from './components/notification-bell';
export {
  NOTIFICATIONS_KEY,
  NOTIFICATIONS_REFETCH_MS,
  notificationQueries,
  useMarkNotificationsRead,
  useNotifications,
} from './api/notifications';
