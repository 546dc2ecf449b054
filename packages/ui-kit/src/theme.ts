/**
 * The MediBridge design tokens. Colours are chosen so that every text colour meets WCAG AA (4.5:1) on every
 * background it is paired with; `theme.test.ts` checks the pairs listed in `contrastPairs`.
 */

const colors = {
  /** Deep teal: buttons, links, active states. */
  primary: '#0B6B6B',
  primaryHover: '#08585A',
  /** Tinted background for selected chips, active tabs and info panels. */
  primarySoft: '#E7F3F2',
  onPrimary: '#FFFFFF',
  /** Trustworthy deep blue for secondary accents and info messages. */
  accent: '#1D4E89',
  accentSoft: '#E9F0F9',
  onAccent: '#FFFFFF',

  /** Page background and the surfaces placed on it. */
  background: '#F4F7F8',
  surface: '#FFFFFF',
  surfaceMuted: '#EEF2F4',

  text: '#1A2B33',
  textMuted: '#4A5C66',
  /** Input borders: 3:1 against white, as WCAG 1.4.11 asks of control boundaries. */
  border: '#7D8C94',
  /** Hairlines between content (decorative, not a control boundary). */
  divider: '#D5DEE2',
  focus: '#1D6FD1',

  success: '#17693B',
  successSoft: '#E8F4EC',
  danger: '#B42318',
  dangerHover: '#8E1B13',
  dangerSoft: '#FDECEA',
  onDanger: '#FFFFFF',
  info: '#1D4E89',
  infoSoft: '#E9F0F9',
  warning: '#7A5A00',
  warningSoft: '#FFF4DC',

  backdrop: 'rgba(10, 25, 32, 0.55)',
  skeleton: '#E2E8EB',
  skeletonShine: '#F1F4F6',
};

/** Max widths in px; `media.mobile` is the bottom-bar layout (≤767px). */
const breakpoints = { mobile: 767, tablet: 768, desktop: 1024, wide: 1280 };

export const theme = {
  colors,
  space: {
    none: '0',
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    // 'MediBridge Devanagari' covers Devanagari only (its unicode-range, GlobalStyle): the device's own
    // Devanagari font when it has one (local()), else Noto Sans Devanagari. It comes first because Chromium
    // draws empty boxes for characters the system-ui font lacks instead of trying the families after it.
    body: "'MediBridge Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    /** 16px: below this, iOS zooms into focused inputs. */
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  breakpoints,
  /** Media query conditions: `@media ${({ theme }) => theme.media.mobile} { … }`. */
  media: {
    mobile: `(max-width: ${breakpoints.mobile}px)`,
    tablet: `(min-width: ${breakpoints.tablet}px)`,
    desktop: `(min-width: ${breakpoints.desktop}px)`,
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 42, 54, 0.08)',
    md: '0 2px 8px rgba(16, 42, 54, 0.10)',
    lg: '0 12px 32px rgba(16, 42, 54, 0.18)',
    focus: '0 0 0 3px rgba(29, 111, 209, 0.45)',
  },
  zIndices: {
    base: 0,
    sticky: 100,
    header: 200,
    bottomBar: 300,
    dropdown: 400,
    modal: 1000,
    toast: 1100,
  },
  /** Minimum size of anything tappable (WCAG 2.5.5, Android guidance). */
  touchTarget: '44px',
  /** Height of inputs and default buttons. */
  controlHeight: '48px',
  /** Max content width of `PageContainer`. */
  containerWidth: '1120px',
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};

/** The shape of the MediBridge theme; styled-components' `DefaultTheme` extends it (see styled.d.ts). */
export type UiTheme = typeof theme;

type ColorName = keyof typeof colors;

/**
 * Text/background pairs the components use. Each must reach 4.5:1 (AA for normal text); the test fails if
 * someone darkens a background or lightens a text colour past that.
 */
export const contrastPairs: ReadonlyArray<readonly [ColorName, ColorName]> =
  // Built by a call marked pure, so a bundle that never reads the list (the app) drops it whole.
  /* @__PURE__ */ (() => [
    ...(['background', 'surface', 'surfaceMuted', 'primarySoft', 'accentSoft'] as const).flatMap(
      (bg) =>
        (['text', 'textMuted', 'primary', 'danger', 'accent'] as const).map(
          (fg) => [fg, bg] as const,
        ),
    ),
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['onAccent', 'accent'],
    ['onDanger', 'danger'],
    ['onDanger', 'dangerHover'],
    ['success', 'successSoft'],
    ['danger', 'dangerSoft'],
    ['info', 'infoSoft'],
    ['warning', 'warningSoft'],
    ['text', 'successSoft'],
    ['text', 'dangerSoft'],
    ['text', 'infoSoft'],
    ['text', 'warningSoft'],
    ['primaryHover', 'primarySoft'],
  ])();
