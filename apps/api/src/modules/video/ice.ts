import { createHmac } from 'node:crypto';
import type { IceConfig } from '../../config';

/** TURN credentials from TURN_SECRET outlive the call's window by this much (clock skew, a last refresh). */
export const TURN_CREDENTIAL_MARGIN_MS = 15 * 60_000;

/** An ICE server as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * coturn's time-limited credentials (REST API scheme, `use-auth-secret` with `static-auth-secret`): the
 * username is `<expiry, Unix seconds>:<user id>` and the password base64(HMAC-SHA1(secret, username)). coturn
 * recomputes the password from the username with the same secret and refuses it after the expiry, so the
 * browser never sees the secret and a leaked credential stops working when its call is over.
 */
export function turnRestCredentials(
  secret: string,
  userId: number,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${String(Math.floor(expiresAt.getTime() / 1000))}:${String(userId)}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers handed to one admitted participant: the STUN servers, and the TURN relays with the fixed
 * TURN user, or with credentials of their own valid until the window's end (+ margin) when TURN_SECRET is set.
 */
export function iceServersFor(ice: IceConfig, userId: number, windowEnd: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (ice.stunUrls.length) servers.push({ urls: ice.stunUrls });
  const { turn } = ice;
  if (turn?.auth === 'static')
    servers.push({ urls: turn.urls, username: turn.username, credential: turn.password });
  if (turn?.auth === 'secret')
    servers.push({
      urls: turn.urls,
      ...turnRestCredentials(
        turn.secret,
        userId,
        new Date(windowEnd.getTime() + TURN_CREDENTIAL_MARGIN_MS),
      ),
    });
  return servers;
}
