/**
 * In-app notifications (docs/decisions/0017-notifications.md): the header's bell with its
 * list; the profile's Notifications section and the unsubscribe page (decision 19).
 * app/ passes the bell to the header (components/ never import features).
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
export { NotificationPreferencesSection } from './components/notification-preferences-section';
export { UnsubscribeConfirm } from './components/unsubscribe-confirm';
export {
  preferenceQueries,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './api/preferences';
