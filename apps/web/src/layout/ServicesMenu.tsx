import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, translate, withBreakHints } from '@medibridge/ui-kit';
import { BOTTOM_BAR_HEIGHT, HEADER_HEIGHT } from './metrics';
import { Icon } from './icons';
import { ServiceIcon } from './serviceIcons';
import { declaredLinks } from '../routing/declared';
import { SERVICE_GROUPS } from './services';
import { useMenuTexts } from '../i18n/menus';

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 64px;
  max-height: calc(100dvh - ${HEADER_HEIGHT}px);
  /* On phones the bottom bar covers the screen's foot: the menu ends above it, so its last items stay tappable. */
  @media ${({ theme }) => theme.media.mobile} {
    max-height: calc(
      100dvh - ${HEADER_HEIGHT}px - ${BOTTOM_BAR_HEIGHT}px - env(safe-area-inset-bottom, 0px)
    );
  }
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const PanelInner = styled.div`
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  li > button {
    display: flex;
    width: 100%;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  li > button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

/**
 * The header's opened services menu: the service pages by group, help, and the language. Nobody sees it before
 * a tap on Services, so it is a chunk of its own, fetched once the header is up (docs/decisions/0029).
 */
export function ServicesMenu({ id }: { id: string }): ReactNode {
  const t = useMenuTexts();
  return (
    <Panel id={id}>
      <PanelInner>
        {SERVICE_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2>{t(group.title)}</h2>
            <ul>
              {declaredLinks(group.links).map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    <ServiceIcon name={link.icon} size={20} />
                    {withBreakHints(translate(link.label))}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('Help')}>
          <h2>{t('Help')}</h2>
          <ul>
            <li>
              <Link to={ROUTES.contactUs}>
                <Icon name="mail" size={20} />
                {t('Contact Us')}
              </Link>
            </li>
            <li>
              <a href={SUPPORT_PHONE_HREF}>
                <Icon name="phone" size={20} />
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              {/* The pharmacy has shipped: the menu opens it instead of SPEC §1's 'coming soon' modal (deviation 11). */}
              <Link to={ROUTES.pharmacy}>
                <Icon name="pill" size={20} />
                {t('Pharmacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </PanelInner>
    </Panel>
  );
}
