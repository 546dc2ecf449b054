import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, NavLink, LanguageSwitch, VisuallyHidden } from '@medibridge/ui-kit';
import { WORDMARK } from './bootPaint';
import { Icon } from './icons';
import { HEADER_HEIGHT } from './metrics';
import type { ServicesMenu as ServicesMenuView } from './ServicesMenu';
import { useShellTexts } from '../i18n';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  height: ${HEADER_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  @media ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Wordmark = styled(Link)<{ $markOnlyOnPhone?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  @media (min-width: 400px) {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  white-space: nowrap;
  @media ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
  min-height: ${({ theme }) => theme.touchTarget};
  b {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: inherit;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  /* A patient's phone header carries the wallet and the language: the mark alone stands for the name. */
  @media ${({ theme }) => theme.media.mobile} {
    .name {
      ${({ $markOnlyOnPhone }) => ($markOnlyOnPhone ? 'display: none;' : '')}
    }
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary} !important;
  font-size: 20px;
  line-height: 1;
`;

const TopLinks = styled.nav`
  display: none;
  gap: ${({ theme }) => theme.space.xxs};
  @media ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
  a {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  @media ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/* On a phone the bottom bar has Call: the header gives its room to the language switch (and the wallet). */
const CallLink = styled.a<{ $phoneHidden?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .number {
    display: none;
  }
  @media ${({ theme }) => theme.media.mobile} {
    display: none;
  }
  @media ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.md};
    .number {
      display: inline;
    }
  }
  /* A patient's header also carries the wallet: the number shows only where there is room for both. */
  @media (max-width: 1359px) {
    ${({ $phoneHidden }) => ($phoneHidden ? '.number { display: none; } padding: 0;' : '')}
  }
`;

const Menu = styled.div`
  position: relative;
`;

/*
 * What only a logged-in patient sees, the wallet chip and the opened account menu, is a chunk of its own:
 * a visitor's first load does not carry it (docs/performance.md).
 */
const loadAccountMenu = () => import('./AccountMenu');
const preloadAccountMenu = (): void => void loadAccountMenu();
const AccountDropdown = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountDropdown })),
);
const Wallet = lazy(() => loadAccountMenu().then((module) => ({ default: module.Wallet })));

/*
 * The opened services menu is a chunk of its own too: the header fetches it once it is up (and when a hand
 * reaches for the button), so it is there by the tap without being part of any route's first load
 * (docs/decisions/0029). Once loaded it renders at once; a tap that comes first shows it when it arrives.
 */
let loadedMenu: typeof ServicesMenuView | undefined;
const loadServicesMenu = () =>
  import('./ServicesMenu').then((module) => (loadedMenu = module.ServicesMenu));
const preloadServicesMenu = (): void => void loadServicesMenu().catch(() => undefined);
const LazyServicesMenu = lazy(() => loadServicesMenu().then((menu) => ({ default: menu })));

function ServicesMenuPanel({ id }: { id: string }): ReactNode {
  const Menu = loadedMenu ?? LazyServicesMenu;
  // Suspense here too: the menu's Hindi may still be on its way when the code is already in.
  return (
    <Suspense fallback={null}>
      <Menu id={id} />
    </Suspense>
  );
}

/** Shown from tablet width up (the phone header has no room for it). */
const WideOnly = styled.span`
  display: none;
  @media ${({ theme }) => theme.media.tablet} {
    display: inline-flex;
  }
`;

/** The language switch, on every width: on a phone it is the first screen's way to Hindi (and back). */
const HeaderLanguageSwitch = styled(LanguageSwitch)`
  @media ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const Label = styled.span`
  display: none;
  max-width: 9em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media ${({ theme }) => theme.media.tablet} {
    display: inline;
  }
`;

/** Closes a popup on Escape or a click outside `ref`. */
function useDismiss(
  open: boolean,
  close: () => void,
  ref: React.RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent): void => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, ref]);
}

function ProfileMenu({ name }: { name: string }): ReactNode {
  const t = useShellTexts();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(open, () => setOpen(false), ref);
  return (
    <Menu ref={ref}>
      <IconButton
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        // The menu's code loads when a hand reaches for it, so it is there by the click.
        onPointerEnter={preloadAccountMenu}
        onFocus={preloadAccountMenu}
      >
        <Icon name="user" size={20} />
        <Label>{name}</Label>
        <WideOnly>
          <Icon name="chevron" size={16} />
        </WideOnly>
        <VisuallyHidden>{t('Account menu')}</VisuallyHidden>
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <AccountDropdown id={id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Menu>
  );
}

/** The top bar: wordmark, services menu, call button, and the account menu or a login link. */
export function Header(): ReactNode {
  const t = useShellTexts();
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useDismiss(menuOpen, () => setMenuOpen(false), ref);
  useEffect(preloadServicesMenu, []);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // A navigation closes the services menu.
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <Bar ref={ref}>
      <Inner>
        <Wordmark
          to={user ? ROUTES.home : ROUTES.root}
          aria-label={t('MediBridge home')}
          $markOnlyOnPhone={user !== null}
        >
          <Mark aria-hidden="true">{WORDMARK.mark}</Mark>
          <span className="name">
            {WORDMARK.lead}
            <b>{WORDMARK.brand}</b>
          </span>
        </Wordmark>
        <TopLinks aria-label={t('Main')}>
          <NavLink to={ROUTES.treatmentPackage}>{t('Treatment Packages')}</NavLink>
          <NavLink to={ROUTES.labTests}>{t('Lab Tests')}</NavLink>
          <NavLink to={ROUTES.contactUs}>{t('Contact Us')}</NavLink>
        </TopLinks>
        <IconButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((v) => !v)}
          onPointerEnter={preloadServicesMenu}
          onFocus={preloadServicesMenu}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
          <Label>{t('Services')}</Label>
          <VisuallyHidden>
            {menuOpen ? t('Close services menu') : t('Open services menu')}
          </VisuallyHidden>
        </IconButton>
        <HeaderLanguageSwitch />
        <CallLink
          href={SUPPORT_PHONE_HREF}
          aria-label={t('Call MediBridge support on {phone}', { phone: SUPPORT_PHONE })}
          $phoneHidden={user !== null}
        >
          <Icon name="phone" size={18} />
          <span className="number">{SUPPORT_PHONE}</span>
        </CallLink>
        {user ? (
          <Suspense fallback={null}>
            <Wallet userId={user.id} />
          </Suspense>
        ) : null}
        {user ? (
          <ProfileMenu name={user.name} />
        ) : (
          <IconButton as={Link} to={ROUTES.login}>
            <Icon name="user" size={20} />
            <Label>{t('Login')}</Label>
            <VisuallyHidden>{t('Login or register')}</VisuallyHidden>
          </IconButton>
        )}
      </Inner>
      {menuOpen ? <ServicesMenuPanel id={menuId} /> : null}
    </Bar>
  );
}
