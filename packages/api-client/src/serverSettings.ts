import { SMS_DEMO_META } from '@medibridge/contract';

/**
 * Whether the server that served this page keeps texts in its SMS outbox (a demo or development server): it
 * says so with a meta tag. Under `pnpm dev` Vite serves its own index.html without it: no notice there.
 */
export function isSmsDemo(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): boolean {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${SMS_DEMO_META}"]`)?.content === 'outbox';
}
