// What other modules may use of the notifications module.
export { markNotificationsRead, notify, readNotifications } from './notifications.service.ts';
