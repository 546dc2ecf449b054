/*
 * Leaving the app for the payment provider, and coming back: an entry of its own (`@medibridge/ui-kit/gateway`)
 * that only the paying screens import, and that their tests stand in for (jsdom cannot leave the page).
 */

/**
 * Sends the browser to the payment provider's page (SPEC §4: "it goes to the payment provider redirect
 * URL"), a full navigation. Only an http(s) address or a path of this site is followed.
 */
export function goToGateway(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}

/**
 * `path` when it is a path of this app (the server's `payment_response`, '/appointment/success-response/…'),
 * else `fallback`: another site's address, or a protocol-relative one, is never followed.
 */
export function appPathOr(path: string, fallback: string): string {
  if (path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')) return path;
  return fallback;
}
