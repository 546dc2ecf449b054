import websocket from '@fastify/websocket';
import { SIGNAL_MAX_BYTES, VIDEO_MESSAGES, callWindow } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { STAFF_ONLY } from '../../plugins/sessions';
import { closeRoom, findCallAppointment } from './repository';
import { deleteLiveKitRoom } from './livekit';
import { type Rooms, memoryRooms, redisRooms } from './rooms';
import { admit, claimToServe, nextCall, roomState, roomView } from './service';
import { signalHandler } from './signal';

/** The job that ends a room's call (our sockets on every replica, and a hosted room) at its window's end. */
export const END_ROOM_JOB = 'video.end-room';

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether a WebSocket handshake's Origin is our site: PUBLIC_URL's origin; in development also the web dev
 * server on this machine (Vite proxies the socket from its own port).
 */
export function allowedOrigin(config: Config, origin: string | undefined): boolean {
  if (!origin) return false;
  if (origin === new URL(config.publicUrl).origin) return true;
  return config.env === 'development' && LOOPBACK_ORIGIN.test(origin);
}

/**
 * A Redis connection for the rooms. While Redis is away a call cannot be joined or relayed across replicas
 * (the socket tells the person so in words and the page reconnects, docs/decisions/0051); one warning per
 * outage, not one per reconnection attempt.
 */
function redisClient(app: FastifyInstance, url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  let away = false;
  client.on('error', (error: Error) => {
    if (!away) app.log.warn({ err: error }, 'Redis (video rooms) unreachable: calls wait for it');
    away = true;
  });
  client.on('ready', () => {
    if (away) app.log.warn('Redis (video rooms) is back');
    away = false;
  });
  return client;
}

/**
 * The consultation call (issue 13 §2, docs/decisions/0028): the join answer, the doctor's close, the patient's
 * next call, and the signalling WebSocket. Rooms are in-process, or shared through Redis when REDIS_URL is set.
 */
export async function videoRoutes(
  app: FastifyInstance,
  options: { config: Config },
): Promise<void> {
  const { config } = options;
  const rooms: Rooms = config.redisUrl
    ? redisRooms(redisClient(app, config.redisUrl), redisClient(app, config.redisUrl), app.nowMs)
    : memoryRooms(app.nowMs);
  app.addHook('onClose', async () => {
    await rooms.close();
  });

  /**
   * Ends the consultation's room at the hosted provider too (LiveKit: everyone in it is disconnected). Not
   * awaited by the caller: the call is over for our side whatever the provider answers; a failure is logged.
   */
  const endProviderRoom = (room: string): void => {
    const video = config.video;
    if (video.provider !== 'livekit') return;
    deleteLiveKitRoom(video, room, app.clock())
      .then((gone) => {
        if (!gone) app.log.warn({ room }, 'video: LiveKit did not delete the room');
      })
      .catch((error: unknown) => app.log.warn({ err: error, room }, 'video: LiveKit unreachable'));
  };

  /**
   * The window's end ends the call, on every replica, even when nobody holds a socket then or the process
   * that let someone in is gone: a job on the queue (docs/decisions/0045, 0051), keyed by the room and its
   * window, so it is queued once whichever replica let someone in. It tells the room's connections (through
   * Redis, every replica's) and ends a LiveKit room; it throws when either cannot be reached, so the queue
   * retries it. A job for a window the appointment no longer has (rescheduled) does nothing.
   */
  app.jobs.define<{ room?: unknown; closesAt?: unknown }>(
    END_ROOM_JOB,
    async ({ room, closesAt }) => {
      if (typeof room !== 'string') return;
      const appointment = await findCallAppointment(app.db, room);
      const window = appointment ? callWindow(appointment) : null;
      if (typeof closesAt === 'string' && window?.closesAt.toISOString() !== closesAt) return;
      await rooms.publish(room, { kind: 'ended', reason: VIDEO_MESSAGES.timeUp });
      const video = config.video;
      if (video.provider !== 'livekit') return;
      if (!(await deleteLiveKitRoom(video, room, app.clock())))
        app.log.warn({ room }, 'video: LiveKit did not delete the room');
    },
    { retries: 5, delaySeconds: 5 },
  );
  const endAtWindowEnd = async (room: string, closesAt: Date): Promise<void> => {
    const left = Math.max(0, closesAt.getTime() - app.clock().getTime());
    try {
      await app.jobs.send(
        END_ROOM_JOB,
        { room, closesAt: closesAt.toISOString() },
        { key: `${room}@${closesAt.toISOString()}`, delaySeconds: left / 1000 },
      );
    } catch (error) {
      // The doctor's close still ends the room; the patient is let in either way.
      app.log.error({ err: error, room }, 'video: could not queue the end of the room');
    }
  };

  routeContract(app, 'videoRoom', {
    handle: async ({ params, user }) => {
      const admission = await admit(app.db, user, params.appt_no);
      const now = app.clock();
      // A doctor who opens an open room joins it: they serve the consultation from now on.
      if (roomState(admission.appointment, now).state === 'open') {
        await claimToServe(app.db, admission, user, now);
        if (admission.role === 'doctor') await app.reminders.events.doctorJoined(params.appt_no);
        const window = callWindow(admission.appointment);
        if (window) await endAtWindowEnd(admission.appointment.appointmentNo, window.closesAt);
      }
      return { data: roomView(admission, user, config.video, now) };
    },
  });

  routeContract(app, 'videoRoomClose', {
    handle: async ({ params, user }) => {
      if (user.role !== 'staff') throw new HttpError(403, STAFF_ONLY);
      const admission = await admit(app.db, user, params.appt_no);
      const now = app.clock();
      await claimToServe(app.db, admission, user, now);
      await app.db.transaction(async (tx) => {
        if (await closeRoom(tx, admission.appointment.id, user.id, now))
          await recordAudit(
            tx,
            { userId: user.id, acting: 'doctor' },
            {
              action: 'appointment.call_end',
              subjectType: 'appointment',
              subject: admission.appointment.appointmentNo,
              detail: 'Ended the consultation call.',
              at: now,
            },
          );
      });
      await rooms.publish(admission.appointment.appointmentNo, {
        kind: 'ended',
        reason: VIDEO_MESSAGES.closed,
      });
      endProviderRoom(admission.appointment.appointmentNo);
      const closed = { ...admission.appointment, closedAt: admission.appointment.closedAt ?? now };
      return { data: roomView({ ...admission, appointment: closed }, user, config.video, now) };
    },
  });

  routeContract(app, 'videoNext', {
    handle: async ({ user }) => ({ data: await nextCall(app.db, user.id, app.clock()) }),
  });

  await app.register(websocket, { options: { maxPayload: SIGNAL_MAX_BYTES + 1024 } });
  app.get(
    '/api/video/rooms/:appt_no/signal',
    { websocket: true },
    signalHandler(app, rooms, (origin) => allowedOrigin(config, origin), endAtWindowEnd),
  );
}
