import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';

/**
 * The reminders module's calls: the patient's channels (GET/PUT), the medicines of an appointment's
 * e-prescription with their reminders (GET/PUT), and the reminder's own stop link (no login, by token).
 */
export function reminderRoutes(app: FastifyInstance): void {
  const { service, medicines } = app.reminders;

  routeContract(app, 'notificationPreferences', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      const { sms, whatsapp, offers } = await service.preferences(user.id);
      return { data: { sms, whatsapp, offers } };
    },
  });

  routeContract(app, 'notificationPreferencesSave', {
    handle: async ({ user, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.savePreferences(user.id, body, request.language) };
    },
  });

  routeContract(app, 'medicineReminders', {
    handle: async ({ user, params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await medicines.list(user.id, params.appt_no) };
    },
  });

  routeContract(app, 'medicineReminderSet', {
    handle: async ({ user, params, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await medicines.set(user.id, params.appt_no, body) };
    },
  });

  routeContract(app, 'medicineReminderStop', {
    handle: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await medicines.stopByToken(params.token) };
    },
  });
}
