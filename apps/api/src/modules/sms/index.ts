/** Text messages: the provider interface, the outbox and MSG91, the demo outbox route. */
export { default as sms } from './plugin';
export type { SmsMessage, SmsProvider } from './provider';
export { OutboxSmsProvider, type OutboxEntry } from './outbox';
