/**
 * In-app notifications (docs/decisions/0017-notifications.md): the header's bell with its
 * list; the profile's Notifications section and the unsubscribe page (decision 19).
 * app/ passes the bell to the header (components/ never import features).
 * Other features and app/ import this feature only from this file.
 */
import { createElement } from 'react';
import { deferred } from '@/client/lib/lazy';
/**
 * The bell, loaded on demand (with its dialog) so the landing page does not carry it; a box of
 * the button's size (40 px) holds its place meanwhile.
 */
export const NotificationBell = deferred(
  () => import('./components/notification-bell'),
  'NotificationBell',
  createElement('span', { 'aria-hidden': true, className: 'inline-block h-10 w-10' }),
);
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
