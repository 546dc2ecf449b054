/**
 * The reminders module (docs/decisions/0050): the notices patients expect on top of `app.notify` —
 * appointment reminders (24 h and 15 min before), "your doctor has joined", follow-up answered, refunds,
 * order moves, medicine dose reminders from the e-prescription — and the patient's channels. Others reach it
 * through `app.reminders` (one-line hooks); they import only this file.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findAppointment } from '../appointments';
import type { Notifier } from '../notifications';
import { ReminderEvents } from './events';
import { MedicineReminders } from './medicines';
import { reminderRoutes } from './routes';
import { Reminders } from './service';

export { ReminderEvents } from './events';
export { Reminders } from './service';

/** What `app.reminders` offers: the rules, the medicine reminders and the hooks other modules call. */
export interface RemindersApi {
  service: Reminders;
  medicines: MedicineReminders;
  events: ReminderEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminders and the notices of other modules' moments (modules/reminders). */
    reminders: RemindersApi;
  }
}

/** The every-minute job that hands due notices to `app.notify`. */
export const DUE_JOB = 'reminders.due';

/**
 * Decorates `app.reminders`, registers its calls and the every-minute job, and gives `app.notify` the
 * patient's channel choice once the app is ready (whichever order the two plugins were registered in).
 * `notifier` replaces `app.notify` (tests).
 */
async function remindersPlugin(
  app: FastifyInstance,
  options: { notifier?: Notifier },
): Promise<void> {
  const notifier = (): Notifier => options.notifier ?? app.notify;
  const lazyNotify: Notifier = {
    send: (n) => notifier().send(n),
    shortLink: (path, o) => notifier().shortLink(path, o),
    useChannelResolver: (r) => {
      notifier().useChannelResolver(r);
    },
  };
  const service = new Reminders({
    db: app.db,
    clock: () => app.clock(),
    notify: lazyNotify,
    log: app.log,
    findAppointment,
  });
  app.decorate('reminders', {
    service,
    medicines: new MedicineReminders(service),
    events: new ReminderEvents(service),
  });
  app.jobs.every(DUE_JOB, '* * * * *', async () => {
    await service.runDue();
  });
  app.addHook('onReady', async () => {
    if (options.notifier || app.hasDecorator('notify'))
      lazyNotify.useChannelResolver(service.resolveChannels);
    else app.log.warn('reminders: app.notify is not registered; notices cannot be sent');
  });
  reminderRoutes(app);
}

export const reminders = fp(remindersPlugin, {
  name: 'medibridge-reminders',
  fastify: '5.x',
  dependencies: ['medibridge-jobs', 'medibridge-database'],
});
