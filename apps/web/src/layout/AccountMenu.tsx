import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountPatientDetailQuery, useCurrentUser, useLogOut } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { Link, LanguageSwitch, Money, VisuallyHidden } from '@medibridge/ui-kit';
import { Icon } from './icons';
import { declaredLinks, isDeclared } from '../routing/declared';
import { ACCOUNT_LINKS } from './services';
import { useShellTexts } from '../i18n';
import { useMenuTexts } from '../i18n/menus';

/*
 * The header's patient-only parts (the wallet chip, the opened account menu), loaded lazily by Header.tsx:
 * a visitor's first load does not carry them.
 */

const Dropdown = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  li + li.logout {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    margin-top: 4px;
    padding-top: 4px;
  }
  .logout button {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const WalletChip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.colors.success};
    flex: none;
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  @media ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.sm};
    svg {
      display: block;
    }
  }
`;

/**
 * The patient's wallet balance (get-patient-detail-by-id), as ₹… .00, linking to the wallet's ledger
 * (/my-wallet; Refer & Earn until a feature declares it); nothing until it is known.
 */
export function Wallet({ userId }: { userId: number | string }): ReactNode {
  const t = useShellTexts();
  const { data } = useAccountPatientDetailQuery(userId);
  if (!data) return null;
  return (
    <WalletChip
      to={isDeclared(ROUTES.myWallet) ? ROUTES.myWallet : ROUTES.referAndEarn}
      title={t('Wallet balance')}
    >
      <Icon name="wallet" size={18} />
      <VisuallyHidden>{t('Wallet balance')} </VisuallyHidden>
      <Money amount={data.wallet_amount} />
    </WalletChip>
  );
}

/** The opened account menu: the account screens that exist, the language switch, Log Out. */
export function AccountDropdown({ id, onClose }: { id: string; onClose: () => void }): ReactNode {
  const t = useMenuTexts();
  const navigate = useNavigate();
  const endSession = useLogOut();
  const user = useCurrentUser();
  const logOut = (): void => {
    // SPEC §2: Log Out clears local storage and goes to /login; the server session is revoked first.
    void endSession(() => navigate(ROUTES.login, { replace: true }));
  };
  return (
    <Dropdown id={id} onClick={onClose}>
      {user?.is_staff ? (
        <li>
          <Link to={ROUTES.staff}>{t('Staff console')}</Link>
        </li>
      ) : null}
      {declaredLinks(ACCOUNT_LINKS).map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
      <li className="language">
        <LanguageSwitch />
      </li>
      <li className="logout">
        <button type="button" onClick={logOut}>
          {t('Log Out')}
        </button>
      </li>
    </Dropdown>
  );
}
