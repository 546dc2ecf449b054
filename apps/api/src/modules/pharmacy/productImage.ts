/**
 * A product's picture, drawn from its facts: a pack of the product's kind (strip, bottle, tube, vial, box)
 * with its name, composition and pack size printed on it, and an Rx mark where a prescription is needed.
 * Real pack shots belong to manufacturers; a drawn pack is honest, always matches the row, weighs ~1.5 KB
 * and has a fixed 400×400 box, so lists reserve its space exactly.
 */

export interface ProductImageFacts {
  title: string;
  composition: string;
  form: string;
  packSize: string;
  rxRequired: boolean;
}

type PackKind = 'strip' | 'bottle' | 'tube' | 'vial' | 'inhaler' | 'box';

/** The pack a form comes in, as a pharmacy shelf shows it. */
export function packKindOf(form: string): PackKind {
  const f = form.toLowerCase();
  if (/tablet|capsule/.test(f)) return 'strip';
  if (/syrup|suspension|solution|liquid|drops|lotion|oral|mouthwash|elixir/.test(f))
    return 'bottle';
  if (/cream|ointment|gel|paste/.test(f)) return 'tube';
  if (/injection|infusion|vial|ampoule/.test(f)) return 'vial';
  if (/inhaler|rotacap|respule|spray/.test(f)) return 'inhaler';
  return 'box';
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A text cut to `max` characters on a word boundary where it can be, with an ellipsis. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Colours per pack kind: calm pharmacy tones that keep dark text at ≥ 4.5:1. */
const TINTS: Record<PackKind, { bg: string; pack: string; band: string }> = {
  strip: { bg: '#eef5fb', pack: '#d7e3ee', band: '#1f6f8b' },
  bottle: { bg: '#f4f1fa', pack: '#e3d9f3', band: '#5b3f8c' },
  tube: { bg: '#eef8f1', pack: '#d6ecdd', band: '#24724a' },
  vial: { bg: '#fdf3ec', pack: '#f6dcc8', band: '#9a4a17' },
  inhaler: { bg: '#eef6f7', pack: '#d3e9ec', band: '#1d6b73' },
  box: { bg: '#f6f4ee', pack: '#e8e2d2', band: '#6b5a2a' },
};

function packShape(kind: PackKind, tint: (typeof TINTS)[PackKind]): string {
  switch (kind) {
    case 'strip': {
      const pills: string[] = [];
      for (let row = 0; row < 2; row += 1)
        for (let col = 0; col < 5; col += 1)
          pills.push(
            `<ellipse cx="${118 + col * 41}" cy="${268 + row * 44}" rx="15" ry="11" fill="#fff" stroke="${tint.band}" stroke-opacity=".35"/>`,
          );
      return `<rect x="84" y="242" width="232" height="96" rx="10" fill="#f8fafc" stroke="${tint.band}" stroke-opacity=".4"/>${pills.join('')}`;
    }
    case 'bottle':
      return `<rect x="172" y="232" width="56" height="22" rx="4" fill="${tint.band}"/><rect x="150" y="252" width="100" height="104" rx="16" fill="#fff" stroke="${tint.band}" stroke-opacity=".45"/><rect x="150" y="284" width="100" height="40" fill="${tint.pack}"/>`;
    case 'tube':
      return `<path d="M110 262h170l20 18v24l-20 18H110z" fill="#fff" stroke="${tint.band}" stroke-opacity=".45"/><rect x="300" y="276" width="22" height="32" rx="4" fill="${tint.band}"/><rect x="118" y="278" width="150" height="28" rx="4" fill="${tint.pack}"/>`;
    case 'vial':
      return `<rect x="182" y="232" width="36" height="16" rx="3" fill="${tint.band}"/><rect x="176" y="248" width="48" height="12" fill="#cfd6de"/><rect x="170" y="260" width="60" height="94" rx="10" fill="#fff" stroke="${tint.band}" stroke-opacity=".45"/><rect x="170" y="292" width="60" height="34" fill="${tint.pack}"/>`;
    case 'inhaler':
      return `<rect x="170" y="236" width="60" height="84" rx="14" fill="#fff" stroke="${tint.band}" stroke-opacity=".45"/><path d="M170 306h92a12 12 0 0 1 12 12v24h-104z" fill="${tint.pack}" stroke="${tint.band}" stroke-opacity=".45"/>`;
    case 'box':
      return `<path d="M120 256l80-24 80 24v88l-80 20-80-20z" fill="#fff" stroke="${tint.band}" stroke-opacity=".45"/><path d="M120 256l80 22 80-22" fill="none" stroke="${tint.band}" stroke-opacity=".45"/><path d="M200 278v86" stroke="${tint.band}" stroke-opacity=".45"/>`;
  }
}

/** The product's picture as an SVG document (400×400, no script, no external reference). */
export function productImageSvg(facts: ProductImageFacts): string {
  const kind = packKindOf(facts.form);
  const tint = TINTS[kind];
  const title = escapeXml(fit(facts.title, 26));
  const composition = escapeXml(fit(facts.composition, 40));
  const pack = escapeXml(fit(facts.packSize, 34));
  const rx = facts.rxRequired
    ? `<g><rect x="300" y="24" width="76" height="40" rx="8" fill="#b3261e"/><text x="338" y="51" text-anchor="middle" font-size="22" font-weight="700" fill="#fff">Rx</text></g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="system-ui,sans-serif" role="img" aria-label="${title}">` +
    `<rect width="400" height="400" rx="24" fill="${tint.bg}"/>` +
    `<rect x="24" y="24" width="${facts.rxRequired ? 264 : 352}" height="40" rx="8" fill="${tint.band}"/>` +
    `<text x="40" y="51" font-size="18" font-weight="600" fill="#fff">MediBridge Pharmacy</text>` +
    rx +
    `<g fill="#1f2430">` +
    `<text x="200" y="122" text-anchor="middle" font-size="28" font-weight="700">${title}</text>` +
    `<text x="200" y="162" text-anchor="middle" font-size="18">${composition}</text>` +
    `<text x="200" y="196" text-anchor="middle" font-size="16" fill="#4a5262">${pack}</text>` +
    `</g>` +
    packShape(kind, tint) +
    `</svg>`
  );
}
