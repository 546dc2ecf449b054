import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { indiaDateTime, rupeesToPaise, type StaffPaymentDetail } from '@medibridge/contract';
import {
  Alert,
  Button,
  Link,
  RadioGroup,
  Skeleton,
  TextArea,
  TextInput,
  translate,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { Panel, RecordList } from '../components/StaffFrame';
import { type MoneyText, useMoneyTexts } from '../i18n/money';
import {
  useStaffPaymentRecheckMutation,
  useStaffPaymentRefundMutation,
  useStaffPaymentShowQuery,
} from '../moneyApi';
import { rupees } from './PaymentsPage';

const History = styled(RecordList)`
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: 170px 140px minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: baseline;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  button {
    justify-self: start;
  }
`;

/** A key for one refund the admin is about to make: the same key again is the same refund (never two). */
function newKey(): string {
  return `r-${crypto.randomUUID()}`;
}

/** One payment's page: what it is, its history, its refunds, "ask the gateway again" and a refund form. */
export function PaymentDetail({ id, onBack }: { id: string; onBack: () => void }): ReactNode {
  const t = useMoneyTexts();
  const shown = useStaffPaymentShowQuery(id);
  const back = (
    <Link
      to="?"
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      {t('Back to the payments')}
    </Link>
  );
  if (shown.isLoading) return <Skeleton height={160} lines={4} />;
  if (shown.isError || !shown.data)
    return (
      <>
        {back}
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(shown.error, 'The payment could not be loaded.').message)}
        </Alert>
      </>
    );
  const p = shown.data;
  return (
    <>
      {back}
      <Panel>
        <h2>{`${p.number ?? p.purpose} · ${p.patient_name} · ${p.patient_mobile}`}</h2>
        <p>{`${p.merchant_order_id} · ${p.gateway} · ${t(p.state as MoneyText)}`}</p>
        <p>
          {t('Paid {amount}, refunded {refunded}', {
            amount: rupees(p.amount_paise),
            refunded: rupees(p.refunded_paise),
          })}
        </p>
        {p.state === 'pending' ? <AskAgain id={p.merchant_order_id} /> : null}
      </Panel>
      <Columns>
        <section aria-labelledby="payment-history">
          <h2 id="payment-history">{t('History')}</h2>
          <History aria-labelledby="payment-history">
            {p.history.map((h, i) => (
              <li key={`${h.at}-${String(i)}`}>
                <span className="meta">{indiaDateTime(new Date(h.at))}</span>
                <span className="what">{h.kind}</span>
                <span>{h.detail}</span>
              </li>
            ))}
          </History>
        </section>
        <section aria-labelledby="payment-refunds">
          <h2 id="payment-refunds">{t('Refunds')}</h2>
          {p.refunds.length === 0 ? (
            <p>{t('No refund yet.')}</p>
          ) : (
            <RecordList aria-labelledby="payment-refunds">
              {p.refunds.map((r) => (
                <li key={r.reference}>
                  <span className="what">
                    {`${rupees(r.amount_paise)} ${t(r.to === 'wallet' ? 'to the wallet' : 'to the payment method')} · ${t(r.state as MoneyText)}`}
                  </span>
                  <span className="meta">
                    {indiaDateTime(new Date(r.created_at))}
                    {r.by ? ` · ${t('by {name}', { name: r.by })}` : ''}
                  </span>
                  {r.reason ? <span>{r.reason}</span> : null}
                </li>
              ))}
            </RecordList>
          )}
          {p.refundable_paise > 0 ? <RefundForm payment={p} /> : null}
        </section>
      </Columns>
    </>
  );
}

function AskAgain({ id }: { id: string }): ReactNode {
  const t = useMoneyTexts();
  const [ask, { isLoading, error, data }] = useStaffPaymentRecheckMutation();
  return (
    <>
      <Button
        variant="secondary"
        loading={isLoading}
        disabled={isLoading}
        onClick={() => void ask(id)}
      >
        {t('Ask the gateway again')}
      </Button>
      {data ? (
        <Alert tone="info">
          {t('The gateway says: {state}', { state: t(data.data.state as MoneyText) })}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(error, 'The gateway could not be asked.').message)}
        </Alert>
      ) : null}
    </>
  );
}

function RefundForm({ payment }: { payment: StaffPaymentDetail }): ReactNode {
  const t = useMoneyTexts();
  const [refund, { isLoading, error, reset }] = useStaffPaymentRefundMutation();
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState<'wallet' | 'source'>('wallet');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [done, setDone] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const submit = async (): Promise<void> => {
    const rupeesAsked = Number(amount.replace(/[₹,\s]/g, ''));
    if (!Number.isFinite(rupeesAsked) || rupeesAsked <= 0) {
      setAmountError(t('Enter an amount in rupees.'));
      return;
    }
    setAmountError(null);
    const paise = rupeesToPaise(rupeesAsked);
    const answer = await refund({
      id: payment.merchant_order_id,
      body: { idempotency_key: key, amount_paise: paise, to, reason },
    });
    if ('data' in answer) {
      setDone(
        t('Refunded {amount} to the {to}.', {
          amount: rupees(paise),
          to: t(to === 'wallet' ? 'wallet' : 'payment method'),
        }),
      );
      setAmount('');
      setReason('');
      setKey(newKey());
    }
  };
  const problem = error ? problemOf(error, 'The refund could not be made.') : null;
  return (
    <Form
      aria-labelledby="refund-title"
      onSubmit={(event) => {
        event.preventDefault();
        reset();
        setDone(null);
        void submit();
      }}
    >
      <h3 id="refund-title">{t('Refund this payment')}</h3>
      <p>{t('Up to {amount} can be refunded.', { amount: rupees(payment.refundable_paise) })}</p>
      <TextInput
        label={t('Amount in rupees')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError ?? problem?.fieldErrors.amount_paise}
        required
      />
      <RadioGroup
        label={t('Refund to')}
        name="refund-to"
        value={to}
        onChange={(value) => setTo(value === 'source' ? 'source' : 'wallet')}
        options={[
          { value: 'wallet', label: t('The patient’s wallet') },
          ...(payment.can_refund_to_source
            ? [{ value: 'source', label: t('The payment method') }]
            : []),
        ]}
      />
      <TextArea
        label={t('Reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem?.fieldErrors.reason}
        required
        rows={2}
      />
      {problem ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problem.message)}
        </Alert>
      ) : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <Button type="submit" loading={isLoading} disabled={isLoading}>
        {t('Refund')}
      </Button>
    </Form>
  );
}
