import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { canMoveOrder, type OrderDetail } from '@medibridge/contract';
import {
  Alert,
  Button,
  FormError,
  Money,
  Skeleton,
  TextField,
  translate,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import {
  useStaffOrderCancelMutation,
  useStaffOrderRowQuery,
  useStaffOrderStatusMutation,
  useStaffPrescriptionCheckMutation,
} from '../api';
import { problemOf } from '@medibridge/api-client';
import { Facts } from '../components/Facts';
import { ButtonRow, InlineForm, Panel } from '../components/StaffFrame';
import { usePharmacyDeskTexts, type PharmacyDeskText } from '../i18n/pharmacyDesk';

const MOVES = ['packed', 'dispatched', 'delivered'] as const;
const MOVE_NAMES: Record<(typeof MOVES)[number], PharmacyDeskText> = {
  packed: 'Mark packed',
  dispatched: 'Mark dispatched',
  delivered: 'Mark delivered',
};

const Lines = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const reasonSchema = yup.object({
  reason: yup.string().trim().required('Please give the reason.').max(300),
});

/** A reason and a button: rejecting a prescription, cancelling an order. */
function ReasonForm({
  label,
  action,
  onSubmit,
}: {
  label: string;
  action: string;
  onSubmit: (reason: string) => Promise<string | null>;
}): ReactNode {
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={reasonSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(await onSubmit(values.reason.trim()));
      }}
    >
      {({ status, isSubmitting }) => (
        <InlineForm as={Form} noValidate>
          <FormErrorSummary />
          <TextField name="reason" label={label} maxLength={300} />
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {action}
          </Button>
          <FormError>{typeof status === 'string' ? status : null}</FormError>
        </InlineForm>
      )}
    </Formik>
  );
}

const prescriberSchema = yup.object({
  prescriber_name: yup.string().trim().required('Enter the doctor’s name as on the prescription.'),
  prescriber_reg_no: yup
    .string()
    .trim()
    .required('Enter the doctor’s registration number as on the prescription.'),
});

/**
 * Approving an order with a Schedule H1 medicine: the prescriber as written on the prescription, for the H1
 * register (docs/decisions/0068).
 */
function H1ApproveForm({
  initial,
  onSubmit,
}: {
  initial: { prescriber_name: string; prescriber_reg_no: string };
  onSubmit: (values: {
    prescriber_name: string;
    prescriber_reg_no: string;
  }) => Promise<string | null>;
}): ReactNode {
  const t = usePharmacyDeskTexts();
  return (
    <Formik
      initialValues={initial}
      validationSchema={prescriberSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(
          await onSubmit({
            prescriber_name: values.prescriber_name.trim(),
            prescriber_reg_no: values.prescriber_reg_no.trim(),
          }),
        );
      }}
    >
      {({ status, isSubmitting }) => (
        <InlineForm as={Form} noValidate aria-label={t('Schedule H1: the prescriber')}>
          <p>
            {t(
              'This order has a Schedule H1 medicine. Enter the doctor as written on the prescription: it goes into the H1 register.',
            )}
          </p>
          <FormErrorSummary />
          <TextField name="prescriber_name" label={t('Doctor’s name')} maxLength={120} />
          <TextField
            name="prescriber_reg_no"
            label={t('Doctor’s registration number')}
            maxLength={40}
          />
          <Button type="submit" disabled={isSubmitting}>
            {t('Approve prescription')}
          </Button>
          <FormError>{typeof status === 'string' ? status : null}</FormError>
        </InlineForm>
      )}
    </Formik>
  );
}

/** One order for the pharmacist: lines, prescription and the moves its state allows. */
export default function OrderDesk({ orderNo }: { orderNo: string }): ReactNode {
  const t = usePharmacyDeskTexts();
  const row = useStaffOrderRowQuery(orderNo);
  const [check] = useStaffPrescriptionCheckMutation();
  const [move, moving] = useStaffOrderStatusMutation();
  const [cancel] = useStaffOrderCancelMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const refusal = (error: unknown): string =>
    translate(problemOf(error, 'The order could not be changed.').message);
  if (row.isLoading) return <Skeleton height={160} lines={4} />;
  if (row.isError || !row.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(row.error, 'The order could not be loaded.').message)}
      </Alert>
    );
  const o: OrderDetail = row.data;
  const rx = o.prescription;
  const rxPending = o.rx_required && rx !== null && rx.check === 'pending' && o.status === 'placed';
  const run = async (action: () => Promise<unknown>): Promise<string | null> => {
    setProblem(null);
    try {
      await action();
      return null;
    } catch (error) {
      return refusal(error);
    }
  };
  return (
    <Panel as="section" aria-labelledby="order-title">
      <h2 id="order-title">{t('Order {number}', { number: o.order_no })}</h2>
      <Facts
        rows={[
          [t('Status'), translate(o.status_label)],
          [t('Placed'), o.created_at],
          [t('Patient'), o.patient ? `${o.patient.name} · ${o.patient.mobile}` : o.recipient],
          [t('Deliver to'), `${o.recipient}, ${o.address} ${o.pin_code}`],
          [t('Payment'), o.payment_method === 'cod' ? t('Cash on delivery') : t('Online payment')],
          [t('Total'), <Money key="total" amount={o.total} />],
        ]}
      />
      <Lines aria-label={t('Medicines')}>
        {o.lines.map((l) => (
          <li key={l.product_id}>
            {t('{title}, quantity {quantity}', { title: l.title, quantity: l.quantity })}
          </li>
        ))}
      </Lines>
      {rx ? (
        <Facts
          rows={[
            [
              t('Prescription'),
              rx.url ? (
                <a href={rx.url} target="_blank" rel="noreferrer">
                  {rx.appointment_no
                    ? t('Consultation {number}', { number: rx.appointment_no })
                    : t('Open the uploaded prescription')}
                </a>
              ) : (
                t('Not available')
              ),
            ],
            [
              t('Check'),
              rx.check === 'pending'
                ? t('Waiting for a pharmacist')
                : rx.check === 'approved'
                  ? t('Approved')
                  : t('Rejected'),
            ],
            [t('Reason'), rx.reason],
            ...(rx.prescriber_name
              ? [
                  [t('Prescriber'), `${rx.prescriber_name} · ${rx.prescriber_reg_no}`] as [
                    string,
                    string,
                  ],
                ]
              : []),
          ]}
        />
      ) : null}
      {rxPending && rx.h1_required ? (
        <H1ApproveForm
          initial={{ prescriber_name: rx.prescriber_name, prescriber_reg_no: rx.prescriber_reg_no }}
          onSubmit={(prescriber) =>
            run(() =>
              check({
                orderNo: o.order_no,
                decision: 'approve',
                reason: '',
                ...prescriber,
              }).unwrap(),
            )
          }
        />
      ) : null}
      {rxPending ? (
        <>
          {rx.h1_required ? null : (
            <ButtonRow>
              <Button
                onClick={() =>
                  void run(() =>
                    check({ orderNo: o.order_no, decision: 'approve', reason: '' }).unwrap(),
                  ).then(setProblem)
                }
              >
                {t('Approve prescription')}
              </Button>
            </ButtonRow>
          )}
          <ReasonForm
            label={t('Why is the prescription rejected?')}
            action={t('Reject prescription')}
            onSubmit={(reason) =>
              run(() => check({ orderNo: o.order_no, decision: 'reject', reason }).unwrap())
            }
          />
        </>
      ) : null}
      {!rxPending ? (
        <ButtonRow>
          {MOVES.filter((to) => canMoveOrder(o.status, to)).map((to) => (
            <Button
              key={to}
              disabled={moving.isLoading}
              onClick={() =>
                void run(() => move({ orderNo: o.order_no, status: to }).unwrap()).then(setProblem)
              }
            >
              {t(MOVE_NAMES[to])}
            </Button>
          ))}
        </ButtonRow>
      ) : null}
      {problem ? (
        <Alert tone="error" autoDismissMs={null}>
          {problem}
        </Alert>
      ) : null}
      {canMoveOrder(o.status, 'cancelled') ? (
        <ReasonForm
          label={t('Reason for cancelling')}
          action={t('Cancel order')}
          onSubmit={(reason) => run(() => cancel({ orderNo: o.order_no, reason }).unwrap())}
        />
      ) : null}
    </Panel>
  );
}
