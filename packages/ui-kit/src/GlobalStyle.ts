import { createGlobalStyle } from 'styled-components';

/** Base document styles: system fonts, calm colours, visible focus, reduced motion honoured everywhere. */
export const GlobalStyle = createGlobalStyle`
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
