import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, problemOf, type Problem } from '@medibridge/api-client';
import {
  PHARMACY_MESSAGES,
  ROUTES,
  type PharmacyPaymentMethod,
  consentRefusal,
  privacyPath,
} from '@medibridge/contract';
import {
  Link,
  Alert,
  CheckLabel,
  Button,
  EmptyState,
  FactList,
  Money,
  RadioGroup,
  Skeleton,
  StepActions,
  SubmitProblem,
  SummaryColumns,
  translate,
} from '@medibridge/ui-kit';
import { OrderFigures, OrderGstNote, RxBadge } from '../components/parts';
import { useOrderPlaceMutation, useOrderQuoteQuery } from '../api';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { clearDraft, readDraft } from '../draft';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import { orderPath } from '../gateway';
import { useSummaryTexts } from '../i18n/summary';

const Facts = styled(FactList)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 5fr);
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  li span:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Check = CheckLabel;

/** The prescription's part loads only for an order that needs one (the quote says so). */
const PrescriptionPicker = lazy(async () => ({
  default: (await import('./PrescriptionPicker')).PrescriptionPicker,
}));

/**
 * /pharmacy/order-summary (SPEC §2): recipient, phone, address, the server's figures for the chosen payment
 * (online or cash on delivery, with or without the wallet), the items with their quantities, the
 * prescription when a line needs one (a file, or a consultation's prescription), Previous and Confirm.
 * Confirm is disabled while it is being sent; it opens the payment page, or the order when nothing is left
 * to pay online.
 */
export function OrderSummaryPage(): ReactNode {
  const t = useSummaryTexts();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [draft] = useState(readDraft);
  const [method, setMethod] = useState<PharmacyPaymentMethod>('online');
  const [useWallet, setUseWallet] = useState(false);
  const [source, setSource] = useState<'upload' | string>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const quote = useOrderQuoteQuery(
    { payment_method: method, use_wallet: useWallet },
    { skip: !draft || !user },
  );
  const [place] = useOrderPlaceMutation();

  if (!draft) return <Navigate to={ROUTES.placeOrder} replace />;
  const data = quote.data;
  const walletBalance = Number(data?.wallet_balance ?? 0);

  const onConfirm = async (): Promise<void> => {
    if (sending || !user || !data) return;
    setProblem(null);
    if (data.rx_required && source === 'upload' && !file) {
      setProblem({ status: 422, message: PHARMACY_MESSAGES.prescriptionRequired, fieldErrors: {} });
      return;
    }
    setSending(true);
    const form = new FormData();
    for (const [name, value] of Object.entries(draft)) form.append(name, value);
    form.append('payment_method', method);
    form.append('use_wallet', useWallet ? '1' : '0');
    form.append('user_id', String(user.id));
    if (data.rx_required) {
      if (source === 'upload' && file) form.append('prescription', file, file.name);
      else if (source !== 'upload') form.append('prescription_appointment_no', source);
    }
    const result = await place(form);
    const fallback = 'We could not place your order just now. Please try again.';
    if ('data' in result && result.data) {
      const answer = result.data;
      clearDraft();
      if (answer.status === 'order_placed') {
        void navigate(orderPath(answer.payment_response, answer.data.order_no), {
          state: { notice: answer.message },
        });
        return;
      }
      if (goToGateway(answer.data.instrumentResponse.redirectInfo.url)) return;
      setProblem({ status: 200, message: fallback, fieldErrors: {} });
    } else {
      const problem = problemOf('error' in result ? result.error : null, fallback);
      // No consent to care or payments yet (an account from before the notice): the notice, then back here.
      if (consentRefusal({ errors: problem.fieldErrors })) {
        void navigate(privacyPath(ROUTES.orderSummary));
        return;
      }
      setProblem(problem);
    }
    setSending(false);
  };

  return (
    <PharmacyFrame
      title={t('Order Summary')}
      lead={t('Check the details, choose how to pay, then confirm your order.')}
      links={false}
    >
      {data && data.lines.length === 0 ? (
        <Panel>
          <EmptyState
            title={translate(PHARMACY_MESSAGES.cartEmpty)}
            action={
              <Button as={Link} to={ROUTES.pharmacy}>
                {t('Order Medicines')}
              </Button>
            }
          />
        </Panel>
      ) : (
        <SummaryColumns>
          <Panel as="section" aria-labelledby="deliver-title">
            <h2 id="deliver-title">{t('Deliver to')}</h2>
            <Facts>
              <dt>{t('Recipient')}</dt>
              <dd>{[draft.firstName, draft.last_name].filter(Boolean).join(' ')}</dd>
              <dt>{t('Phone')}</dt>
              <dd>{draft.mobile}</dd>
              <dt>{t('Email')}</dt>
              <dd>{draft.email}</dd>
              <dt>{t('Address')}</dt>
              <dd>
                {[draft.address, draft.locationTown, draft.city_district, draft.state].join(', ')}{' '}
                {draft.pinCode}, {t('India')}
              </dd>
            </Facts>
            <Button as={Link} to={ROUTES.placeOrder} variant="ghost" size="sm">
              {t('Change address')}
            </Button>
            <h2>{t('Items')}</h2>
            {data ? (
              <Items>
                {data.lines.map((line) => (
                  <li key={line.session_cart_id}>
                    <span>
                      {line.title} {line.rx_required ? <RxBadge /> : null}
                      <small>
                        {t('Quantity: {count}', { count: line.session_qty })} ·{' '}
                        <Money amount={line.sale_price} /> {t('each')}
                      </small>
                    </span>
                    <Money amount={line.line_total} />
                  </li>
                ))}
              </Items>
            ) : (
              <Skeleton height={20} lines={3} />
            )}
          </Panel>
          <Panel as="section" aria-labelledby="pay-title">
            <h2 id="pay-title">{t('Payment')}</h2>
            <RadioGroup
              label={t('How will you pay?')}
              name="payment_method"
              direction="column"
              value={method}
              onChange={(value) => setMethod(value === 'cod' ? 'cod' : 'online')}
              disabled={sending}
              options={[
                { value: 'online', label: t('Pay online (UPI, card, net banking)') },
                { value: 'cod', label: t('Cash on delivery') },
              ]}
            />
            {walletBalance > 0 ? (
              <Check>
                <input
                  type="checkbox"
                  checked={useWallet}
                  disabled={sending}
                  onChange={(event) => setUseWallet(event.target.checked)}
                />
                <span>
                  {t('Use my wallet balance')} (<Money amount={data?.wallet_balance ?? 0} />)
                </span>
              </Check>
            ) : null}
            {data ? (
              <>
                <OrderFigures
                  amounts={data}
                  totalLabel={method === 'cod' ? t('To pay on delivery') : t('To pay now')}
                />
                <OrderGstNote gst={data.gst} />
              </>
            ) : quote.isError ? (
              <Alert tone="error" autoDismissMs={null}>
                {translate(problemOf(quote.error, 'The total could not be worked out.').message)}
              </Alert>
            ) : (
              <Skeleton height={24} lines={4} />
            )}
            {data?.rx_required ? (
              <Suspense fallback={<Skeleton height={48} lines={3} />}>
                <PrescriptionPicker
                  quote={data}
                  source={source}
                  onSource={setSource}
                  file={file}
                  onFile={setFile}
                  disabled={sending}
                />
              </Suspense>
            ) : null}
            {problem ? <SubmitProblem problem={problem} translate={translate} /> : null}
            <StepActions
              previous={t('Previous')}
              onPrevious={() => void navigate(ROUTES.placeOrder)}
              forward={t('Confirm')}
              onForward={() => void onConfirm()}
              ready={Boolean(data)}
              busy={sending}
              busyText={t('Placing your order…')}
            />
          </Panel>
        </SummaryColumns>
      )}
    </PharmacyFrame>
  );
}
