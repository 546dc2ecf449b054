// What index.html paints before any script has run (docs/decisions/0033). Plain data and string building
// only, no package imports: vite.config.ts imports this module to write it into index.html at build time,
// and hands it the theme and contract's demo-line meta name and text.
import type { UiTheme } from '@medibridge/ui-kit';
import { HEADER_HEIGHT } from './metrics';

/** The wordmark: the mark, then "Medi" and a coloured "Bridge". The header and the boot bar both draw it. */
export const WORDMARK = { mark: '+', lead: 'Medi', brand: 'Bridge' } as const;

/** The class of the boot bar (tests find it by this). */
export const BOOT_BAR_CLASS = 'mb-boot';

/** The demo line's look (DemoNotice), as declarations: the boot paint draws the same line. */
export function demoLineCss(t: UiTheme): string {
  return `margin:0;padding:${t.space.xxs} ${t.space.md};background:${t.colors.warningSoft};color:${t.colors.warning};font-size:${t.fontSizes.sm};line-height:1.4;text-align:center`;
}

/**
 * The header bar with the wordmark, on the page's background, at the real header's size and place, as a
 * style sheet and markup for index.html. On a slow link the scripts take seconds to arrive; this shows
 * MediBridge at once instead of a blank page. React's first render replaces it (createRoot empties #root),
 * and the real header takes exactly its room, so nothing moves. Hidden from assistive technology: the
 * real header, a moment later, is what they read. On a demo server (the page carries the `sms-demo` meta
 * tag) the demo line above the header is painted too, so the bar does not drop when React adds it.
 */
export function bootPaint(
  t: UiTheme,
  demo: { meta: string; notice: string },
): { style: string; markup: string } {
  const c = BOOT_BAR_CLASS;
  const d = `${c}-demo`;
  const style = [
    `body{margin:0;font-family:${t.fonts.body};font-size:${t.fontSizes.md};line-height:${String(t.lineHeights.normal)};color:${t.colors.text};background:${t.colors.background};-webkit-font-smoothing:antialiased}`,
    `.${c}{position:sticky;top:0;background:${t.colors.surface};border-bottom:1px solid ${t.colors.divider};box-shadow:${t.shadows.sm}}`,
    `.${c}>div{box-sizing:border-box;max-width:${t.containerWidth};margin:0 auto;padding:0 ${t.space.md};height:${String(HEADER_HEIGHT)}px;display:flex;align-items:center}`,
    `.${c} p{margin:0;display:inline-flex;align-items:center;gap:${t.space.xs};font-size:${t.fontSizes.lg};font-weight:${String(t.fontWeights.bold)};letter-spacing:-0.02em;white-space:nowrap}`,
    `.${c} i{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:${t.radii.md};background:${t.colors.primary};color:${t.colors.onPrimary};font-size:20px;line-height:1;font-style:normal}`,
    `.${c} b{color:${t.colors.primary}}`,
    `@media ${t.media.tablet}{.${c} p{font-size:${t.fontSizes.xl}}}`,
    `.${d}{display:none;${demoLineCss(t)}}`,
    `html:has(meta[name="${demo.meta}"]) .${d}{display:block}`,
  ].join('');
  const markup =
    `<p class="${d}" aria-hidden="true">${demo.notice}</p>` +
    `<div class="${c}" aria-hidden="true"><div><p><i>${WORDMARK.mark}</i>` +
    `<span>${WORDMARK.lead}<b>${WORDMARK.brand}</b></span></p></div></div>`;
  return { style, markup };
}
