/** Notifications: message kinds (DLT/WhatsApp templates), `app.notify`, delivery reports, short links. */
export { default as notifications } from './plugin';
export type { Channel, MessageKind, Notification, Notifier } from './types';
export { KINDS, MESSAGE_KINDS, render } from './kinds';
export { NotSentError } from './service';
