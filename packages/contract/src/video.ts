import { z } from 'zod';
import { SIGNAL_MAX_BYTES } from './videoRules';

/** The consultation call's wire shapes (issue 13 §2): the join answer, the close answer, the signals. */

const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** What the page needs to show and join an appointment's call. */
export const videoRoomSchema = z.object({
  appointment_no: z.string(),
  /** Who the session user is in this room. */
  role: z.enum(['patient', 'doctor']),
  /** The appointment's mode: video, or audio only. */
  mode: z.enum(['video', 'audio']),
  /** The other side's name: the patient's for the doctor; null for the patient (the doctor's comes on joining). */
  other_party: z.string().nullable(),
  department: z.string(),
  /** The window, ISO instants. */
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  state: z.enum(['not_yet', 'open', 'over', 'closed', 'unavailable']),
  /** True when the session user may connect now. */
  can_join: z.boolean(),
  /** Why not, in words, when `can_join` is false. */
  reason: z.string().nullable(),
  provider: z.enum(['builtin', 'livekit']),
  ice_servers: z.array(iceServerSchema),
  /** The browser's iceTransportPolicy: `relay` when the server makes every call go through TURN. */
  ice_transport_policy: z.enum(['all', 'relay']),
  /** The signalling WebSocket's path (built-in provider). */
  signal_path: z.string(),
  /** LiveKit's server and this person's token for this room only (provider livekit, room open). */
  livekit: z.object({ url: z.string(), token: z.string(), room: z.string() }).nullable(),
});
export type VideoRoom = z.infer<typeof videoRoomSchema>;

/** The person's next call they may join now or soon (or null: there is none). */
export const videoNextSchema = z.object({
  appointment_no: z.string(),
  department: z.string(),
  mode: z.enum(['video', 'audio']),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  state: z.enum(['not_yet', 'open']),
});
export type VideoNext = z.infer<typeof videoNextSchema>;

const sdpSchema = z.string().min(1).max(SIGNAL_MAX_BYTES);
const candidateSchema = z
  .object({
    candidate: z.string().max(2048),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .strict();

/** A message a participant may send over the signalling WebSocket; anything else is refused with words. */
export const clientSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('offer'), sdp: sdpSchema }).strict(),
  z.object({ type: z.literal('answer'), sdp: sdpSchema }).strict(),
  z.object({ type: z.literal('ice'), candidate: candidateSchema.nullable() }).strict(),
  z.object({ type: z.literal('mode'), mode: z.enum(['video', 'audio']) }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
