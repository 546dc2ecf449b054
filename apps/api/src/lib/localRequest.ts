import type { FastifyRequest } from 'fastify';

/** Addresses of this machine as a socket reports them (IPv4, IPv6, IPv4-mapped IPv6). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * True only for a person (or program) on the server's own machine talking to it directly: the socket's peer
 * is a loopback address **and** the request carries no forwarding header. A reverse proxy on the same host
 * connects from loopback too, but it forwards someone else's request and says so, so that request counts as
 * remote. `request.ip` is not used: with TRUST_PROXY it is taken from a header the caller writes.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
