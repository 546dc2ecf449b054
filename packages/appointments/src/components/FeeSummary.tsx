import { type ReactNode } from 'react';
import styled from 'styled-components';
import { formatRupees, paiseToRupees, type FeeBreakdown } from '@medibridge/contract';
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
 * SPEC §9's fee lines: appointment fee, discount on fee (the department's discount plus the wallet money
 * used, as SPEC displays it) and total fee, with a line saying how much of the wallet is used.
 */
export function FeeSummary({
  breakdown,
  percent,
  walletPaise,
}: {
  breakdown: FeeBreakdown;
  percent: number;
  walletPaise: number;
}): ReactNode {
  const t = useSummaryTexts();
  return (
    <>
      <Rows>
        <dt>{t('Appointment Fee')}</dt>
        <dd>{rupees(breakdown.fee)}</dd>
        <dt>{t('Discount on Fee')}</dt>
        <dd>{rupees(breakdown.displayedDiscount)}</dd>
        {breakdown.walletApplied > 0 ? (
          <dd className="detail">
            {t('{percent}% discount {discount} + {wallet} from your wallet', {
              percent,
              discount: rupees(breakdown.feeDiscount),
              wallet: rupees(breakdown.walletApplied),
            })}
          </dd>
        ) : percent > 0 ? (
          <dd className="detail">{t('{percent}% off the appointment fee', { percent })}</dd>
        ) : null}
        <dt className="total">{t('Total Fee')}</dt>
        <dd className="total">{rupees(breakdown.total)}</dd>
      </Rows>
      {walletPaise > 0 ? (
        <WalletLine>
          {t('{used} of your wallet balance of {balance} is used for this booking.', {
            used: rupees(breakdown.walletApplied),
            balance: rupees(walletPaise),
          })}
        </WalletLine>
      ) : null}
      {breakdown.total === 0 ? (
        <WalletLine>{t('Your wallet covers the whole fee: nothing to pay online.')}</WalletLine>
      ) : null}
    </>
  );
}
