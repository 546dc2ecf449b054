import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, formatRupees, type WalletEntry } from '@medibridge/contract';
import { Link, Button, Card, Money, useLanguage } from '@medibridge/ui-kit';
import { BookingFrame, Panel } from '../shared';
import { showStampDate, showStampTime, useWalletLedgerQuery } from '../records';
import { ListLoading, ListProblem } from '../components/ListStates';
import { useWalletTexts, type WalletText } from '../i18n/wallet';

const Balance = styled(Card)`
  align-items: flex-start;
  background: ${({ theme }) => theme.colors.primarySoft};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .amount {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  .what {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .when,
  .after {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .money {
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .credit {
    color: ${({ theme }) => theme.colors.success};
  }
  .after {
    text-align: right;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Nothing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What each kind of ledger row means to the patient (the server's kinds, ADR 0023). */
const KINDS: Readonly<Record<string, WalletText>> = {
  referral_bonus: 'Referral bonus',
  booking_wallet: 'Used for consultation',
  booking_wallet_release: 'Returned: booking not paid',
  booking_refund: 'Refund: consultation cancelled',
  late_payment_credit: 'Payment received after the booking expired',
  source_refund_failed: 'Refund to your payment method failed: credited here',
  admin_refund: 'Refund from MediBridge',
};

/** A reference worth showing: an appointment, a service booking or a payment (not internal ids). */
const SHOWN_REFERENCE = /^(APT-|SRV-|MB)[A-Z0-9]+$/;

function Entry({ entry }: { entry: WalletEntry }): ReactNode {
  const t = useWalletTexts();
  const language = useLanguage();
  const amount = Number(entry.amount);
  const credit = amount >= 0;
  const label = KINDS[entry.kind] ?? (credit ? 'Wallet credit' : 'Wallet debit');
  return (
    <li>
      <span>
        <span className="what">{t(label)}</span>
        <br />
        <span className="when">
          {showStampDate(entry.created_at, language)},{' '}
          {showStampTime(entry.created_at).replace(' ', '\u00A0')}
          {SHOWN_REFERENCE.test(entry.reference) ? ` · ${entry.reference}` : null}
        </span>
      </span>
      <span className={credit ? 'money credit' : 'money'}>
        {`${credit ? '+' : '−'}${formatRupees(Math.abs(Number.isFinite(amount) ? amount : 0))}`}
        <br />
        <span className="after">
          {t('Balance {amount}', { amount: formatRupees(Number(entry.balance)) })}
        </span>
      </span>
    </li>
  );
}

/**
 * /my-wallet (ours): the wallet's balance, large, and its ledger, newest first — each credit (green, +) and
 * debit (−) with what it was, when, and the balance after it. The header's wallet amount links here.
 */
export function MyWalletPage(): ReactNode {
  const t = useWalletTexts();
  const ledger = useWalletLedgerQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = ledger.data;
  return (
    <BookingFrame title={t('My Wallet')} lead={t('Refunds and bonuses arrive here at once.')}>
      {data ? (
        <>
          <Balance>
            <div>
              <p>{t('Wallet balance')}</p>
              <p className="amount">
                <Money amount={data.balance} />
              </p>
            </div>
            <Button as={Link} to={ROUTES.appointmentStepFirst}>
              {t('Book a consultation')}
            </Button>
          </Balance>
          <Panel>
            <h2>{t('Wallet history')}</h2>
            {data.entries.length > 0 ? (
              <Entries>
                {data.entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </Entries>
            ) : (
              <Nothing>{t('No wallet activity yet.')}</Nothing>
            )}
          </Panel>
        </>
      ) : ledger.isError ? (
        <ListProblem
          error={ledger.error}
          fallback="Your records could not be loaded."
          onRetry={() => void ledger.refetch()}
        />
      ) : (
        <ListLoading />
      )}
    </BookingFrame>
  );
}
