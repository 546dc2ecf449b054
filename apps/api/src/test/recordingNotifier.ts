import type { Notification, Notifier } from '../modules/notifications';

type ChannelResolver = Parameters<Notifier['useChannelResolver']>[0];

/**
 * A test double of `app.notify` (tests only): records every `send`, keeps the first of each key (as the real
 * one sends a key once) and makes short links that name their path.
 */
export class RecordingNotifier implements Notifier {
  readonly calls: Notification[] = [];
  readonly links: { path: string; expiresAt: Date }[] = [];
  resolver: ChannelResolver | null = null;

  send(notification: Notification): Promise<void> {
    this.calls.push(notification);
    return Promise.resolve();
  }

  shortLink(targetPath: string, options: { expiresAt: Date }): Promise<string> {
    this.links.push({ path: targetPath, expiresAt: options.expiresAt });
    return Promise.resolve(`https://medibridge.test/s/${String(this.links.length)}`);
  }

  useChannelResolver(resolve: ChannelResolver): void {
    this.resolver = resolve;
  }

  /** What would reach the patient: one message per key, in the order first sent. */
  get sent(): Notification[] {
    const seen = new Set<string>();
    return this.calls.filter((n) => (seen.has(n.key) ? false : (seen.add(n.key), true)));
  }

  /** The delivered messages of one kind. */
  ofKind(kind: Notification['kind']): Notification[] {
    return this.sent.filter((n) => n.kind === kind);
  }

  clear(): void {
    this.calls.length = 0;
    this.links.length = 0;
  }
}
