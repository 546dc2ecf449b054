/** Notifications: message kinds (DLT/WhatsApp templates), `app.notify`, delivery reports, short links. */
export { default as notifications } from './plugin';
export type {
  Channel,
  ChannelResolver,
  ConsentGate,
  MessageKind,
  Notification,
  Notifier,
} from './types';
export {
  KINDS,
  MAX_VAR_LENGTH,
  MESSAGE_KINDS,
  defaultWhatsappName,
  flowIdEnv,
  render,
  varsIn,
  whatsappTemplateEnv,
} from './kinds';
export { amountVar, clip, dateVar, firstName, refVar, timeVar } from './vars';
export { NotSentError, type NotificationService } from './service';
export type { WhatsappProvider } from './whatsapp';
