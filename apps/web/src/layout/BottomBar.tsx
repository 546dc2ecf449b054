import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { NavLink, useModal } from '@medibridge/ui-kit';
import { isDeclared } from '../routing/declared';
import { Icon } from './icons';
import { BOTTOM_BAR_HEIGHT } from './metrics';
import { useShellTexts } from '../i18n';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.bottomBar};
  height: calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  box-shadow: 0 -2px 8px rgba(16, 42, 54, 0.08);
  ul {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    height: ${BOTTOM_BAR_HEIGHT}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    width: 100%;
    border: 0;
    background: none;
    cursor: pointer;
    font-family: inherit;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    height: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.6875rem;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    text-align: center;
    line-height: 1.1;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  a.call {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** SPEC §2's bottom bar for small screens: Home, Book Appointment, Refer & Earn, Call, Profile. */
export function BottomBar(): ReactNode {
  const t = useShellTexts();
  const user = useCurrentUser();
  const modal = useModal();
  return (
    <Bar aria-label={t('Quick links')}>
      <ul>
        <li>
          <NavLink to={ROUTES.home} end>
            <Icon name="home" />
            {t('Home')}
          </NavLink>
        </li>
        <li>
          {isDeclared(ROUTES.appointmentStepFirst) ? (
            <NavLink to={ROUTES.appointmentStepFirst}>
              <Icon name="calendar" />
              {t('Book Appointment')}
            </NavLink>
          ) : (
            // Until doctor booking ships, the free consultation request serves the same need.
            <button type="button" aria-haspopup="dialog" onClick={() => modal.open('consultation')}>
              <Icon name="calendar" />
              {t('Book Appointment')}
            </button>
          )}
        </li>
        <li>
          <NavLink to={ROUTES.referAndEarn}>
            <Icon name="gift" />
            {t('Refer & Earn')}
          </NavLink>
        </li>
        <li>
          <a className="call" href={SUPPORT_PHONE_HREF}>
            <Icon name="phone" />
            {t('Call')}
          </a>
        </li>
        <li>
          {user ? (
            <NavLink to={ROUTES.manageProfile}>
              <Icon name="user" />
              {t('Profile')}
            </NavLink>
          ) : (
            // A visitor logs in where they are, in the patient login modal, without losing the page.
            <button type="button" aria-haspopup="dialog" onClick={() => modal.open('patientLogin')}>
              <Icon name="user" />
              {t('Profile')}
            </button>
          )}
        </li>
      </ul>
    </Bar>
  );
}
