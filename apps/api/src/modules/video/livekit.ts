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

/**
 * A LiveKit access token: a JWT signed with the API secret (HS256), issued by the API key, for one identity in
 * one room (LiveKit's `video` grant). Written with node:crypto; no SDK.
 */
export function liveKitToken(grant: LiveKitGrant): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const nowSeconds = Math.floor(grant.now.getTime() / 1000);
  const payload = base64url(
    JSON.stringify({
      iss: grant.apiKey,
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
    }),
  );
  const signature = createHmac('sha256', grant.apiSecret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}
