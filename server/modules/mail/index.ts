/** The mail module's public face: the notifications other modules store with their events. */
export { createNotifications, type Notifications } from './notifications.ts';
