import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ModalHost, theme, useMediaQuery } from '@medibridge/ui-kit';
import { modalRegistry } from '../modals';
import { BottomBar } from './BottomBar';
import { BOTTOM_BAR_HEIGHT, HEADER_HEIGHT } from './metrics';
import { DemoNotice } from './DemoNotice';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { useShellTexts } from '../i18n';
import { NetworkNotices } from './NetworkNotices';

/* Below the fold on every screen: its code loads after the page's, off the first load (docs/performance.md). */
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

const Shell = styled.div<{ $withBar: boolean }>`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ $withBar }) => ($withBar ? `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))` : '0')};
`;

/**
 * At least a screen tall: the footer starts below the fold, so a page whose content arrives late (every lazy
 * route) grows downwards without pushing a visible footer (layout shift).
 */
const Main = styled.main`
  /* Where content that sticks while the page scrolls (a form's error summary) stops: under the header. */
  --sticky-top: ${HEADER_HEIGHT + 1 + 8}px;
  flex: 1;
  width: 100%;
  min-height: 100vh;
  min-height: 100dvh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme: t }) => t.space.md};
    top: ${({ theme: t }) => t.space.xs};
    z-index: ${({ theme: t }) => t.zIndices.toast};
    padding: ${({ theme: t }) => t.space.xs} ${({ theme: t }) => t.space.md};
    background: ${({ theme: t }) => t.colors.surface};
  }
`;

/** Every screen's frame: header, the page, footer, the bottom bar on phones (< 768 px) and the open modal. */
export function Layout(): ReactNode {
  const t = useShellTexts();
  const phone = useMediaQuery(theme.media.mobile);
  return (
    <Shell $withBar={phone}>
      <ScrollToTop />
      <SkipLink href="#main">{t('Skip to content')}</SkipLink>
      <DemoNotice />
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {phone ? <BottomBar /> : null}
      <NetworkNotices />
      {/* Inside the router, so a registered modal can link and navigate. */}
      <ModalHost registry={modalRegistry} />
    </Shell>
  );
}
