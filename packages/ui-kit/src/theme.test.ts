import { contrastPairs, theme } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) =>
    v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('computes contrast like WCAG (black on white is 21:1)', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });

  it.each(contrastPairs.map(([fg, bg]) => [fg, bg]))(
    '%s text on %s reaches AA (4.5:1)',
    (fg, bg) => {
      expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('covers text and muted text on every page background', () => {
    const bgs = ['background', 'surface', 'surfaceMuted', 'primarySoft'];
    for (const bg of bgs) {
      expect(contrastPairs).toContainEqual(['text', bg]);
      expect(contrastPairs).toContainEqual(['textMuted', bg]);
    }
  });

  it('gives input borders 3:1 against surfaces (non-text contrast)', () => {
    expect(contrast(theme.colors.border, theme.colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.colors.border, theme.colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('treats phones up to 767px as mobile', () => {
    expect(theme.media.mobile).toBe('(max-width: 767px)');
    expect(parseInt(theme.touchTarget, 10)).toBeGreaterThanOrEqual(44);
  });
});
