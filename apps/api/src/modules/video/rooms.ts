import { EventEmitter } from 'node:events';
import type { CallRole } from '@medibridge/contract';
import type { Redis } from 'ioredis';

/** A participant of a room as every replica sees it. */
export interface Member {
  role: CallRole;
  userId: number;
  name: string;
  /** The connection holding the place (a random id). */
  connection: string;
}

/** What travels between the connections of a room, on this replica or through Redis. */
export type RoomEvent =
  | { kind: 'signal'; from: CallRole; connection: string; payload: Record<string, unknown> }
  | { kind: 'joined'; member: Member }
  | { kind: 'left'; role: CallRole; connection: string }
  | { kind: 'ended'; reason: string }
  | { kind: 'kick'; connection: string };

/** The outcome of asking for a place in a room. */
export type Claim = { ok: true; peer: Member | null; replaced: string | null } | { ok: false };

/**
 * Rooms: who holds the patient's and the doctor's place, and the room's events. One place per role; the same
 * person connecting again takes over their place (a reconnection), anyone else is refused. In-process on one
 * replica, through Redis (a hash per room and pub/sub) across several.
 */
export interface Rooms {
  claim(room: string, member: Member): Promise<Claim>;
  /** Gives a place back if `connection` still holds it; true when it did. */
  release(room: string, role: CallRole, connection: string): Promise<boolean>;
  /** Keeps a place alive (a replica that died stops refreshing, and its places lapse). */
  refresh(room: string, member: Member): Promise<void>;
  publish(room: string, event: RoomEvent): Promise<void>;
  /** Listens to a room's events; the returned function stops listening. */
  subscribe(room: string, listener: (event: RoomEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A place not refreshed for this long is free again (a crashed replica's). */
export const PLACE_TTL_MS = 60_000;

const other = (role: CallRole): CallRole => (role === 'patient' ? 'doctor' : 'patient');

/** Rooms of one process. */
export function memoryRooms(nowMs: () => number = Date.now): Rooms {
  const places = new Map<string, Map<CallRole, Member & { seen: number }>>();
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const live = (room: string, role: CallRole): (Member & { seen: number }) | null => {
    const held = places.get(room)?.get(role);
    return held && nowMs() - held.seen < PLACE_TTL_MS ? held : null;
  };
  return {
    async claim(room, member) {
      const held = live(room, member.role);
      if (held && held.userId !== member.userId) return { ok: false };
      const roomPlaces = places.get(room) ?? new Map<CallRole, Member & { seen: number }>();
      places.set(room, roomPlaces);
      roomPlaces.set(member.role, { ...member, seen: nowMs() });
      const peer = live(room, other(member.role));
      return {
        ok: true,
        peer: peer
          ? { role: peer.role, userId: peer.userId, name: peer.name, connection: peer.connection }
          : null,
        replaced: held && held.connection !== member.connection ? held.connection : null,
      };
    },
    async release(room, role, connection) {
      const roomPlaces = places.get(room);
      const held = roomPlaces?.get(role)?.connection === connection;
      if (held) roomPlaces?.delete(role);
      if (roomPlaces && roomPlaces.size === 0) places.delete(room);
      return held;
    },
    async refresh(room, member) {
      const held = places.get(room)?.get(member.role);
      if (held?.connection === member.connection) held.seen = nowMs();
    },
    async publish(room, event) {
      events.emit(room, event);
    },
    async subscribe(room, listener) {
      events.on(room, listener);
      return async () => {
        events.off(room, listener);
      };
    },
    async close() {
      events.removeAllListeners();
      places.clear();
    },
  };
}

const KEY = (room: string): string => `medibridge:video:places:${room}`;
const CHANNEL = (room: string): string => `medibridge:video:room:${room}`;

// KEYS[1] the room's hash; ARGV role, member JSON, now, ttl. A place is free, or the same user's, or lapsed.
const CLAIM_SCRIPT = `
local held = redis.call('HGET', KEYS[1], ARGV[1])
local member = cjson.decode(ARGV[2])
local now = tonumber(ARGV[3])
local replaced = false
if held then
  local h = cjson.decode(held)
  if h.userId ~= member.userId and now - h.seen < tonumber(ARGV[4]) then return {0, false} end
  if h.connection ~= member.connection then replaced = h.connection end
end
member.seen = now
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(member))
redis.call('PEXPIRE', KEYS[1], 86400000)
local peer = redis.call('HGET', KEYS[1], ARGV[5])
if peer then
  local p = cjson.decode(peer)
  if now - p.seen >= tonumber(ARGV[4]) then peer = false end
end
return {1, peer or false, replaced}
`;
// KEYS[1] the hash; ARGV role, connection. Deletes the place only if that connection holds it.
const RELEASE_SCRIPT = `
local held = redis.call('HGET', KEYS[1], ARGV[1])
if held and cjson.decode(held).connection == ARGV[2] then redis.call('HDEL', KEYS[1], ARGV[1]); return 1 end
return 0
`;
// KEYS[1] the hash; ARGV role, connection, now.
const REFRESH_SCRIPT = `
local held = redis.call('HGET', KEYS[1], ARGV[1])
if held then
  local h = cjson.decode(held)
  if h.connection == ARGV[2] then h.seen = tonumber(ARGV[3]); redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(h)) end
end
return 1
`;

/**
 * Rooms shared by several replicas through Redis: places in a hash per room (changed by Lua scripts, so two
 * replicas never both take one), events by pub/sub on one channel per room. `publisher` runs commands;
 * `subscriber` is a second connection in subscriber mode.
 */
export function redisRooms(
  publisher: Redis,
  subscriber: Redis,
  nowMs: () => number = Date.now,
): Rooms {
  const listeners = new Map<string, Set<(event: RoomEvent) => void>>();
  subscriber.on('message', (channel: string, message: string) => {
    const room = channel.slice(CHANNEL('').length);
    const set = listeners.get(room);
    if (!set) return;
    let event: RoomEvent;
    try {
      event = JSON.parse(message) as RoomEvent;
    } catch {
      return;
    }
    for (const listener of set) listener(event);
  });
  return {
    async claim(room, member) {
      const result = (await publisher.eval(
        CLAIM_SCRIPT,
        1,
        KEY(room),
        member.role,
        JSON.stringify(member),
        String(nowMs()),
        String(PLACE_TTL_MS),
        other(member.role),
      )) as [number, string | null, string | null];
      if (result[0] !== 1) return { ok: false };
      const peer = result[1] ? (JSON.parse(result[1]) as Member & { seen?: number }) : null;
      return {
        ok: true,
        peer: peer
          ? { role: peer.role, userId: peer.userId, name: peer.name, connection: peer.connection }
          : null,
        replaced: result[2] ?? null,
      };
    },
    async release(room, role, connection) {
      return (await publisher.eval(RELEASE_SCRIPT, 1, KEY(room), role, connection)) === 1;
    },
    async refresh(room, member) {
      await publisher.eval(
        REFRESH_SCRIPT,
        1,
        KEY(room),
        member.role,
        member.connection,
        String(nowMs()),
      );
    },
    async publish(room, event) {
      await publisher.publish(CHANNEL(room), JSON.stringify(event));
    },
    async subscribe(room, listener) {
      let set = listeners.get(room);
      if (!set) {
        set = new Set();
        listeners.set(room, set);
        await subscriber.subscribe(CHANNEL(room));
      }
      set.add(listener);
      return async () => {
        const current = listeners.get(room);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(room);
          await subscriber.unsubscribe(CHANNEL(room));
        }
      };
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
