import type { StoredUser } from '@medibridge/api-client';
import { LAB_PARTNER_DEMO_PATH, LAB_PARTNER_META } from '@medibridge/contract';

/**
 * The lab partner page the server was configured with (LAB_PARTNER_URL, put in a meta tag of the served
 * page). Without the tag (Vite's dev server serves its own index.html) it is the server's demo page.
 */
export function labPartnerUrl(doc: Document = document): string {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${LAB_PARTNER_META}"]`)
    ?.content.trim();
  return content || LAB_PARTNER_DEMO_PATH;
}

/**
 * The frame's address: the partner URL with `name` and `mobile` of a logged-in patient added to its query
 * (SPEC §1), or unchanged for a visitor. Parameters the partner URL already has are kept; a path stays a path.
 */
export function labFrameSrc(
  partnerUrl: string,
  user: StoredUser | null,
  origin: string = window.location.origin,
): string {
  if (!user) return partnerUrl;
  const url = new URL(partnerUrl, origin);
  const name = [user.name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (name) url.searchParams.set('name', name);
  if (user.mobile) url.searchParams.set('mobile', user.mobile);
  return partnerUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}
