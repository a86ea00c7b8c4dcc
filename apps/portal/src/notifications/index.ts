export { NotificationsPage } from './NotificationsPage.tsx';
export { NotificationPreferencesPage } from './NotificationPreferencesPage.tsx';
export { useUnreadNotificationCount } from './notificationQueries.ts';
