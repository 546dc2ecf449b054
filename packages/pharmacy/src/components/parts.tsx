import { type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DELIVERY_FEE_PAISE,
  FREE_DELIVERY_FROM_PAISE,
  ORDER_STATE_LABELS,
  formatRupees,
  paiseToRupees,
  type OrderAmounts,
  type OrderGst,
  type OrderState,
} from '@medibridge/contract';
import {
  FactList,
  Money,
  StatusBadge,
  VisuallyHidden,
  translate,
  type StatusTone,
} from '@medibridge/ui-kit';
import { usePharmacyTexts } from '../i18n';

/*
 * The small display pieces of the pharmacy screens in one module (one chunk rather than four: every chunk's
 * name sits in the preload table of every route, docs/decisions/0024): prices, the Rx badge, an order's
 * figures and its state.
 */
const Row = styled.p<{ $large: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px ${({ theme }) => theme.space.xs};
  strong {
    font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.xl : theme.fontSizes.md)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .off {
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The sale price (₹….00), the MRP struck through when it is higher, and the saving in per cent. */
export function Price({
  sale,
  mrp,
  large = false,
}: {
  sale: string;
  mrp: string;
  large?: boolean;
}): ReactNode {
  const t = usePharmacyTexts();
  const saleValue = Number(sale);
  const mrpValue = Number(mrp);
  const off = mrpValue > saleValue ? Math.floor(((mrpValue - saleValue) / mrpValue) * 100) : 0;
  return (
    <Row $large={large}>
      <strong>
        <VisuallyHidden>{t('Price')} </VisuallyHidden>
        <Money amount={sale} />
      </strong>
      {off > 0 ? (
        <>
          <s>
            <VisuallyHidden>{t('MRP')} </VisuallyHidden>
            <Money amount={mrp} />
          </s>
          <span className="off">{t('{percent}% off', { percent: off })}</span>
        </>
      ) : null}
    </Row>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 1px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
`;

/** 'Rx': the medicine is sold only against a doctor's prescription. */
export function RxBadge(): ReactNode {
  const t = usePharmacyTexts();
  return <Badge title={t('Needs a prescription')}>{t('Rx')}</Badge>;
}

const Figures = styled(FactList)`
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: 0;
  dd {
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
  }
  .total {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  .saving {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * An order's figures as the server computed them (deviation 1: subtotal = Σ sale price × quantity), the
 * delivery fee, the wallet part and what is left to pay.
 */
export function OrderFigures({
  amounts,
  totalLabel,
}: {
  amounts: OrderAmounts;
  /** 'Total' by default; 'To pay' where the wallet took a part. */
  totalLabel?: string;
}): ReactNode {
  const t = usePharmacyTexts();
  const delivery = Number(amounts.delivery);
  const wallet = Number(amounts.wallet_applied);
  const savings = Number(amounts.savings);
  return (
    <Figures>
      <dt>{t('Items')}</dt>
      <dd>{amounts.items}</dd>
      <dt>{t('Subtotal')}</dt>
      <dd>
        <Money amount={amounts.subtotal} />
      </dd>
      {savings > 0 ? (
        <>
          <dt>{t('You save on MRP')}</dt>
          <dd className="saving">
            <Money amount={amounts.savings} />
          </dd>
        </>
      ) : null}
      <dt>{t('Delivery')}</dt>
      <dd>{delivery > 0 ? <Money amount={amounts.delivery} /> : t('Free')}</dd>
      {wallet > 0 ? (
        <>
          <dt>{t('From your wallet')}</dt>
          <dd>
            − <Money amount={amounts.wallet_applied} />
          </dd>
        </>
      ) : null}
      <dt className="total">{totalLabel ?? t('Total')}</dt>
      <dd className="total">
        <Money amount={amounts.total} />
      </dd>
    </Figures>
  );
}

const Tax = styled.div`
  display: grid;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

/**
 * The bill's GST (docs/decisions/0046): prices include it, so each rate's line says how much they include;
 * then the operator's GSTIN. Not registered for GST: it says so and names no GST.
 */
export function OrderGstNote({ gst }: { gst: OrderGst }): ReactNode {
  const t = usePharmacyTexts();
  if (!gst.gstin)
    return (
      <Tax>
        <p>{t('Not registered for GST')}</p>
      </Tax>
    );
  return (
    <Tax>
      {gst.rates
        .filter((r) => Number(r.gst) > 0)
        .map((r) => (
          <p key={r.rate}>
            {t('Includes GST {amount} at {rate} %', {
              amount: formatRupees(Number(r.gst)),
              rate: r.rate,
            })}
          </p>
        ))}
      <p>{t('GSTIN: {gstin}', { gstin: gst.gstin })}</p>
    </Tax>
  );
}

/** The delivery rule in words, from contract's figures. */
export function useDeliveryRule(): string {
  const t = usePharmacyTexts();
  return t('Free delivery on orders of {free} or more; below that, delivery costs {fee}.', {
    free: formatRupees(paiseToRupees(FREE_DELIVERY_FROM_PAISE)),
    fee: formatRupees(paiseToRupees(DELIVERY_FEE_PAISE)),
  });
}

const TONES: Readonly<Record<OrderState, StatusTone>> = {
  awaiting_payment: 'info',
  payment_failed: 'problem',
  placed: 'info',
  prescription_checked: 'info',
  packed: 'info',
  dispatched: 'info',
  delivered: 'good',
  cancelled: 'over',
};

/** An order's state as a small coloured label (contract's words, Hindi from hi-pharmacy). */
export function OrderStatusBadge({ status }: { status: OrderState }): ReactNode {
  return <StatusBadge tone={TONES[status]}>{translate(ORDER_STATE_LABELS[status])}</StatusBadge>;
}
