import { randomUUID } from 'node:crypto';
import {
  SIGNAL_CLOSE,
  SIGNAL_MAX_BYTES,
  VIDEO_MESSAGES,
  type CallRole,
  type ServerSignal,
  callWindow,
} from '@medibridge/contract';
import { appointmentNoParamsSchema, clientSignalSchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { HttpError } from '../../errors';
import { LOGIN_REQUIRED } from '../../plugins/sessions';
import type { Member, RoomEvent, Rooms } from './rooms';
import { admit, claimToServe, roomState } from './service';

/** How often a connection proves it is alive (WebSocket ping) and refreshes its place. */
const HEARTBEAT_MS = 20_000;

const send = (socket: WebSocket, message: ServerSignal): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** Closes with an application code; the reason (≤ 123 bytes) is a short tag, the words went before. */
function refuse(socket: WebSocket, code: number, message: string): void {
  send(socket, { type: 'error', message });
  socket.close(code, 'refused');
}

/** The call is over for this connection: the words, then the close the page reads as "ended". */
function end(socket: WebSocket, reason: string): void {
  send(socket, { type: 'ended', reason });
  socket.close(SIGNAL_CLOSE.ended, 'ended');
}

/**
 * One participant's signalling connection: admitted like the join call (session, patient or a doctor who may
 * serve, room open; a doctor becomes the one serving it), then holds the role's place and relays offers,
 * answers and ICE candidates to the other place's connection through the room's events. The call ends for
 * the connection when the doctor closes the room or when the window ends: the `video.end-room` job, queued
 * at admission for the window's end (docs/decisions/0051), publishes the end to the room's connections on
 * every replica. The Origin header must be our PUBLIC_URL's: cookies ride on WebSocket handshakes from any
 * site, and browsers send no anti-forgery header there.
 */
export function signalHandler(
  app: FastifyInstance,
  rooms: Rooms,
  originAllowed: (origin: string | undefined) => boolean,
  /** Someone was let in: the room's end is queued for its window's end (a keyed job, once). */
  onAdmitted: (room: string, closesAt: Date) => Promise<void> = async () => undefined,
): (socket: WebSocket, request: FastifyRequest) => void {
  return (socket, request) => {
    const queued: string[] = [];
    let ready: ((raw: string) => void) | null = null;
    let closed = false;
    const cleanups: (() => Promise<void> | void)[] = [];
    socket.on('message', (data, isBinary) => {
      const raw = isBinary ? '' : data.toString();
      if (ready) ready(raw);
      else if (queued.length < 20) queued.push(raw);
    });
    const run = (cleanup: () => Promise<void> | void): void => {
      Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => request.log.warn({ err: error }, 'video: cleanup failed'));
    };
    // What to undo when the connection ends; at once if it already has (it can end while admission awaits).
    const onEnd = (cleanup: () => Promise<void> | void): void => {
      if (closed) run(cleanup);
      else cleanups.push(cleanup);
    };
    socket.on('close', () => {
      closed = true;
      for (const cleanup of cleanups.splice(0).reverse()) run(cleanup);
    });
    socket.on('error', () => socket.terminate());

    const start = async (): Promise<void> => {
      if (!originAllowed(request.headers.origin))
        return refuse(socket, SIGNAL_CLOSE.refused, VIDEO_MESSAGES.origin);
      const user = request.user;
      if (!user) return refuse(socket, SIGNAL_CLOSE.refused, LOGIN_REQUIRED);
      const params = appointmentNoParamsSchema.safeParse(request.params);
      if (!params.success) return refuse(socket, SIGNAL_CLOSE.refused, VIDEO_MESSAGES.notFound);
      const room = params.data.appt_no;
      const admission = await admit(app.db, user, room);
      const admittedAt = app.clock();
      const { state, reason } = roomState(admission.appointment, admittedAt);
      // A call that is over (closed, or past its window) reads as ended; one not open yet as a refusal.
      if (state !== 'open')
        return refuse(
          socket,
          state === 'closed' || state === 'over' ? SIGNAL_CLOSE.ended : SIGNAL_CLOSE.refused,
          reason ?? VIDEO_MESSAGES.unavailable,
        );
      await claimToServe(app.db, admission, user, admittedAt);
      const role: CallRole = admission.role;
      const member: Member = { role, userId: user.id, name: user.name, connection: randomUUID() };

      const onEvent = (event: RoomEvent): void => {
        switch (event.kind) {
          case 'signal':
            if (event.from !== role)
              send(socket, { ...event.payload, from: event.from } as ServerSignal);
            return;
          case 'joined':
            if (event.member.role !== role)
              send(socket, {
                type: 'peer-joined',
                role: event.member.role,
                name: event.member.name,
              });
            return;
          case 'left':
            if (event.role !== role) send(socket, { type: 'peer-left', role: event.role });
            return;
          case 'ended':
            end(socket, event.reason);
            return;
          case 'kick':
            if (event.connection === member.connection)
              socket.close(SIGNAL_CLOSE.replaced, 'replaced');
        }
      };
      const unsubscribe = await rooms.subscribe(room, onEvent);
      onEnd(unsubscribe);
      const claim = await rooms.claim(room, member);
      if (!claim.ok) return refuse(socket, SIGNAL_CLOSE.full, VIDEO_MESSAGES.full);
      onEnd(async () => {
        if (await rooms.release(room, role, member.connection))
          await rooms.publish(room, { kind: 'left', role, connection: member.connection });
      });
      if (closed) return;
      if (claim.replaced) await rooms.publish(room, { kind: 'kick', connection: claim.replaced });
      send(socket, {
        type: 'welcome',
        role,
        peer: claim.peer ? { role: claim.peer.role, name: claim.peer.name } : null,
      });
      await rooms.publish(room, { kind: 'joined', member });

      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
        rooms.refresh(room, member).catch(() => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      onEnd(() => clearInterval(heartbeat));

      // The window's end ends the call (the doctor need not close it): a job, not a timer of this process.
      const window = callWindow(admission.appointment);
      if (window) await onAdmitted(room, window.closesAt);

      const relay = (raw: string): void => {
        if (Buffer.byteLength(raw) > SIGNAL_MAX_BYTES) {
          send(socket, { type: 'error', message: VIDEO_MESSAGES.tooLarge });
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          send(socket, { type: 'error', message: VIDEO_MESSAGES.badMessage });
          return;
        }
        const message = clientSignalSchema.safeParse(parsed);
        if (!message.success) {
          send(socket, { type: 'error', message: VIDEO_MESSAGES.badMessage });
          return;
        }
        if (message.data.type === 'ping') {
          send(socket, { type: 'pong' });
          return;
        }
        rooms
          .publish(room, {
            kind: 'signal',
            from: role,
            connection: member.connection,
            payload: message.data,
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'video: relay failed');
            send(socket, { type: 'error', message: VIDEO_MESSAGES.relayDown });
          });
      };
      ready = relay;
      for (const raw of queued.splice(0)) relay(raw);
    };

    start().catch((error: unknown) => {
      if (error instanceof HttpError) {
        refuse(socket, SIGNAL_CLOSE.refused, error.message);
        return;
      }
      request.log.error({ err: error }, 'video: signalling failed');
      // The words first (e.g. Redis, which carries the call between replicas, is away); the page reconnects.
      send(socket, { type: 'error', message: VIDEO_MESSAGES.relayDown });
      socket.close(1011, 'error');
    });
  };
}
