// Other packages type-check ui-kit through its sources; this makes them see the font module declaration.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import { createGlobalStyle } from 'styled-components';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';

/**
 * Devanagari text (Hindi screens, and the language switch's "हिन्दी" on English ones): the device's own
 * Devanagari font, found by `local()` under the names Android, Windows, Apple and Linux give theirs, else
 * Noto Sans Devanagari (OFL, its Devanagari subset only). `unicode-range` keeps it to Devanagari characters,
 * and a browser downloads the file only when a page shows them and no local font matched. The rupee signs
 * (₹ U+20B9, ₨ U+20A8) are not in the range, although Noto's Devanagari subset draws them: the system fonts
 * have them, and a bold price on an English page made a device without a Devanagari font download 55 KB.
 */
const LOCAL_REGULAR = [
  'Noto Sans Devanagari',
  'NotoSansDevanagari-Regular',
  'Nirmala UI',
  'Mangal',
  'Kohinoor Devanagari',
  'Devanagari Sangam MN',
  'Lohit Devanagari',
]
  .map((name) => `local('${name}')`)
  .join(', ');
const LOCAL_BOLD = [
  'Noto Sans Devanagari Bold',
  'NotoSansDevanagari-Bold',
  'Nirmala UI Bold',
  'Mangal Bold',
  'Kohinoor Devanagari Bold',
  'Devanagari Sangam MN Bold',
]
  .map((name) => `local('${name}')`)
  .join(', ');
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** Base document styles: system fonts, calm colours, visible focus, reduced motion honoured everywhere. */
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'MediBridge Devanagari';
    font-style: normal;
    font-weight: 100 500;
    font-display: swap;
    src: ${LOCAL_REGULAR}, url(${devanagari400}) format('woff2');
    unicode-range: ${DEVANAGARI_RANGE};
  }
  @font-face {
    font-family: 'MediBridge Devanagari';
    font-style: normal;
    font-weight: 600 900;
    font-display: swap;
    src: ${LOCAL_BOLD}, url(${devanagari700}) format('woff2');
    unicode-range: ${DEVANAGARI_RANGE};
  }
  *, *::before, *::after { box-sizing: border-box; }
  :root { color-scheme: light; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  html { scroll-behavior: smooth; }
  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, h5, h6 { margin: 0; line-height: ${({ theme }) => theme.lineHeights.tight}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  p { margin: 0; }
  img, svg, video, iframe { max-width: 100%; }
  img, video { height: auto; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  :focus { outline: none; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.text}; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
