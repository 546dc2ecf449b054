import { type ReactNode } from 'react';
import styled from 'styled-components';
import { formatRupees, paiseToRupees, type FeeBreakdown } from '@medibridge/contract';
import { CheckLabel } from '@medibridge/ui-kit';
import { useSummaryTexts } from '../i18n/summary';

const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space.xs};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .detail {
    grid-column: 1 / -1;
    padding-left: 0;
    margin-top: -${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    white-space: normal;
  }
  .total {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Check = CheckLabel;

const WalletLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const rupees = (paise: number): string => formatRupees(paiseToRupees(paise));

/**
 * The fee lines of step three: appointment fee, the department's discount on fee (with its percent), the
 * wallet money used as a line of its own (only when some is used), and the total to pay (docs/deviations.md
 * 18: SPEC folds the wallet into the discount). With a wallet balance, a checkbox lets the patient keep it
 * and pay everything online; the server honours the same choice (`use_wallet`).
 */
export function FeeSummary({
  breakdown,
  percent,
  walletPaise,
  useWallet,
  onUseWalletChange,
  disabled = false,
}: {
  breakdown: FeeBreakdown;
  percent: number;
  /** The wallet's balance, whether or not it is used. */
  walletPaise: number;
  useWallet: boolean;
  onUseWalletChange: (use: boolean) => void;
  disabled?: boolean;
}): ReactNode {
  const t = useSummaryTexts();
  return (
    <>
      <Rows>
        <dt>{t('Appointment Fee')}</dt>
        <dd>{rupees(breakdown.fee)}</dd>
        <dt>{t('Discount on Fee')}</dt>
        <dd>{rupees(breakdown.feeDiscount)}</dd>
        {percent > 0 ? (
          <dd className="detail">{t('{percent}% off the appointment fee', { percent })}</dd>
        ) : null}
        {breakdown.walletApplied > 0 ? (
          <>
            <dt>{t('From your wallet')}</dt>
            <dd>{rupees(breakdown.walletApplied)}</dd>
          </>
        ) : null}
        <dt className="total">{t('Total Fee')}</dt>
        <dd className="total">{rupees(breakdown.total)}</dd>
      </Rows>
      {walletPaise > 0 ? (
        <>
          <Check>
            <input
              type="checkbox"
              checked={useWallet}
              disabled={disabled}
              onChange={(event) => onUseWalletChange(event.target.checked)}
            />
            <span>{t('Use my wallet balance ({balance})', { balance: rupees(walletPaise) })}</span>
          </Check>
          <WalletLine aria-live="polite">
            {useWallet
              ? t('{used} of your wallet balance of {balance} is used for this booking.', {
                  used: rupees(breakdown.walletApplied),
                  balance: rupees(walletPaise),
                })
              : t('Your wallet is kept: the whole amount is paid online.')}
          </WalletLine>
        </>
      ) : null}
      {breakdown.total === 0 ? (
        <WalletLine>{t('Your wallet covers the whole fee: nothing to pay online.')}</WalletLine>
      ) : null}
    </>
  );
}
