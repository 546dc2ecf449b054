import { createHmac } from 'node:crypto';

/** What a LiveKit room token allows: joining one room, publishing and subscribing there, nothing else. */
export interface LiveKitGrant {
  apiKey: string;
  apiSecret: string;
  room: string;
  identity: string;
  name: string;
  /** When the token stops working. */
  expiresAt: Date;
  now: Date;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** A JWT signed with the API secret (HS256), issued by the API key: how LiveKit's tokens are written. */
function signed(apiKey: string, apiSecret: string, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: apiKey, ...claims }));
  const signature = createHmac('sha256', apiSecret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * A LiveKit access token: for one identity in one room (LiveKit's `video` grant), joining, publishing and
 * subscribing there. Written with node:crypto; no SDK.
 */
export function liveKitToken(grant: LiveKitGrant): string {
  const nowSeconds = Math.floor(grant.now.getTime() / 1000);
  return signed(grant.apiKey, grant.apiSecret, {
    sub: grant.identity,
    name: grant.name,
    nbf: nowSeconds - 10,
    exp: Math.max(nowSeconds + 60, Math.floor(grant.expiresAt.getTime() / 1000)),
    video: {
      room: grant.room,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    },
  });
}

/** What the API needs to reach a LiveKit server's room API. */
export interface LiveKitServer {
  livekitUrl: string;
  apiKey: string;
  apiSecret: string;
}

/** The room API's base: the server browsers reach over `wss://`, over HTTPS (`ws://` → `http://`). */
export function roomServiceUrl(livekitUrl: string, method: string): string {
  const url = new URL(livekitUrl);
  url.protocol = url.protocol === 'ws:' || url.protocol === 'http:' ? 'http:' : 'https:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/twirp/livekit.RoomService/${method}`;
  url.search = '';
  return url.toString();
}

/**
 * Ends a consultation's LiveKit room (RoomService DeleteRoom, which disconnects everyone in it): a token that
 * ran out only stops new joins, so a page that ignores our "ended" message would stay in the call. A room
 * that is not there (nobody joined, or it already ended) is ended already. True when the room is gone.
 */
export async function deleteLiveKitRoom(
  server: LiveKitServer,
  room: string,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const token = signed(server.apiKey, server.apiSecret, {
    sub: 'medibridge-api',
    nbf: nowSeconds - 10,
    exp: nowSeconds + 60,
    video: { room, roomCreate: true },
  });
  const res = await fetchImpl(roomServiceUrl(server.livekitUrl, 'DeleteRoom'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ room }),
    signal: AbortSignal.timeout(5_000),
  });
  // Twirp answers 404 (`not_found`) for a room that does not exist.
  return res.ok || res.status === 404;
}
