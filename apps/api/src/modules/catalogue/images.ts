/**
 * Catalogue images drawn by us as SVG: a coloured card with the name on it. No scripts, no external
 * references, no event attributes; every piece of text is XML-escaped.
 */

import type { ServiceIconName } from '@medibridge/contract';

/** Base paths the image-path calls return; files are `<slug>.svg` (services: `<kind>.svg`). */
export const IMAGE_BASE = {
  packages: '/api/images/packages/',
  masters: '/api/images/package-masters/',
  vendors: '/api/images/vendors/',
  services: '/api/images/package-services/',
} as const;

export type ImageKind = keyof typeof IMAGE_BASE;

/** Escapes text for an XML text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Splits text into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
    return kept;
  }
  return lines.map((l) => (l.length > width + 8 ? `${l.slice(0, width + 7)}…` : l));
}

function initials(name: string): string {
  return name
    .split(/[\s&(),-]+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/^(and|of|with|the|for)$/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** A 640×400 card: a gradient in the given hue, a large monogram, the title and a caption. */
export function cardSvg(title: string, caption: string, hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const lines = wrapText(title, 26, 3);
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${String(250 + i * 44 - (lines.length - 1) * 22)}" font-size="36" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img"',
    ` aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${String(h)},62%,42%)"/>`,
    `<stop offset="1" stop-color="hsl(${String((h + 35) % 360)},58%,30%)"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#g)"/>',
    `<circle cx="540" cy="90" r="120" fill="hsl(${String(h)},70%,70%)" fill-opacity="0.18"/>`,
    `<text x="600" y="130" text-anchor="end" font-size="96" font-weight="700" fill="#fff" fill-opacity="0.35" font-family="system-ui,sans-serif">${escapeXml(initials(title))}</text>`,
    `<g font-family="system-ui,sans-serif">${text}`,
    `<text x="40" y="360" font-size="22" fill="#fff" fill-opacity="0.85">${escapeXml(wrapText(caption, 48, 1)[0] ?? '')}</text></g>`,
    '</svg>',
  ].join('');
}

// Keyed by contract's names: the console offers exactly the pictures drawn here.
const SERVICE_ICONS: Record<ServiceIconName, { label: string; hue: number; path: string }> = {
  consultation: {
    label: 'Consultation',
    hue: 205,
    path: 'M40 70a30 30 0 1 1 60 0v20h-60z M55 40h30',
  },
  stay: { label: 'Hospital stay', hue: 190, path: 'M20 100V40 M20 80h100v20 M40 65h30' },
  ot: { label: 'OT and anaesthesia', hue: 160, path: 'M30 100l40-60 40 60z M70 60v20' },
  implant: { label: 'Implant', hue: 265, path: 'M70 20v100 M50 40h40 M50 70h40 M50 100h40' },
  investigations: {
    label: 'Investigations',
    hue: 35,
    path: 'M55 20h30 M60 20v60l-20 40h60l-20-40V20',
  },
  medicines: {
    label: 'Medicines',
    hue: 330,
    path: 'M35 85l50-50a18 18 0 0 1 25 25l-50 50a18 18 0 0 1-25-25z M60 60l25 25',
  },
  followup: {
    label: 'Follow-up',
    hue: 120,
    path: 'M30 70a40 40 0 1 0 12-28 M30 30v20h20 M70 50v22l14 10',
  },
  physiotherapy: {
    label: 'Physiotherapy',
    hue: 20,
    path: 'M70 30a10 10 0 1 0 0 .1 M70 45v35l-20 30 M70 80l20 30 M45 60h50',
  },
  procedure: { label: 'Procedure', hue: 240, path: 'M25 95l60-60 20 20-60 60z M85 35l10-10' },
};

/** Names of the service icons that exist (`<name>.svg` under the package-service base path). */
export const SERVICE_ICON_NAMES: readonly string[] = Object.keys(SERVICE_ICONS);

/** A 140×140 line icon for a package_service kind, or null when there is no such kind. */
export function serviceIconSvg(kind: string): string | null {
  const icon = (SERVICE_ICONS as Partial<Record<string, (typeof SERVICE_ICONS)[ServiceIconName]>>)[
    kind
  ];
  if (!icon) return null;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="140" viewBox="0 0 140 140" role="img"',
    ` aria-label="${escapeXml(icon.label)}">`,
    `<rect width="140" height="140" rx="28" fill="hsl(${String(icon.hue)},70%,94%)"/>`,
    `<path d="${icon.path}" fill="none" stroke="hsl(${String(icon.hue)},60%,35%)" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}
