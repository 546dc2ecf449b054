import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  API_ROOT,
  ROUTES,
  SUPPORT_ADDRESS,
  type AppointmentRowRecord,
  bookingPaymentWord,
  bookingStateWord,
  endpointPath,
  toWireAmount,
} from '@medibridge/contract';
import { Link, Button, FactList, Money, Skeleton, useLanguage } from '@medibridge/ui-kit';
import { BookingFrame, Panel, RecordProblem, showDate, useAppointmentRowQuery } from '../shared';
import {
  StatusBadge,
  doctorPrescriptionOf,
  fileHref,
  followUpPrescriptionOf,
  showStampDate,
} from '../records';
import { type DetailsText, useDetailsTexts } from '../i18n/details';
import { MedicineReminders } from '../components/MedicineReminders';

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > span {
    justify-self: start;
  }
  .brand {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    align-content: start;
    min-width: 0;
  }
`;

const Facts = styled(FactList)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Items = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    text-align: left;
    vertical-align: top;
  }
  th:last-child,
  td:last-child {
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  tbody td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  tbody td:first-child {
    overflow-wrap: anywhere;
  }
  tbody small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tfoot .paid th,
  tfoot .paid td {
    padding-top: ${({ theme }) => theme.space.md};
  }
  tfoot th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tfoot .total th,
  tfoot .total td {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Documents = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Download PDF and the way back: stacked on phones, side by side from tablets up. */
const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** '- ₹89.85' for an amount taken off, nothing for zero. */
function Less({ amount }: { amount: string }): ReactNode {
  return Number(amount) > 0 ? (
    <>
      {'− '}
      <Money amount={amount} />
    </>
  ) : (
    <Money amount={0} />
  );
}

/** Where the money of a cancelled booking went: one line per destination with an amount. */
function refundLines(record: AppointmentRowRecord): [DetailsText, string][] {
  const refund = record.invoice.refund;
  if (!refund) return [];
  const lines: [DetailsText, string][] = [];
  if (Number(refund.wallet_amount) > 0)
    lines.push(['Refunded to your wallet', refund.wallet_amount]);
  if (Number(refund.source_amount) > 0)
    lines.push([
      refund.source_state === 'completed'
        ? 'Refunded to your payment method'
        : refund.source_state === 'failed'
          ? 'Refund to your payment method failed; credited to your wallet'
          : 'Refund to your payment method (in progress)',
      refund.source_amount,
    ]);
  return lines;
}

/**
 * /appointment-details/{appt_no} (SPEC §2): the invoice. Number, date, contact details, the booking's real
 * state and its payment (SPEC's 'Booking status: Success' is for a paid booking: docs/deviations.md, 18);
 * what was sold (the consultation, SAC 9993, never the symptoms) and its GST as Indian invoices show it
 * (exempt; the operator's GSTIN or "not registered for GST"); the fee, its discount, the total, how it was
 * paid and, once cancelled, where the money went. The doctor's prescription once the consultation happened
 * (status 3 or 4), the follow-up prescription when there is one, the patient's own prescription, and Download
 * PDF (the server's `appointment-invoice/{appt_no}` in the page's language).
 */
export function AppointmentDetailsPage(): ReactNode {
  const t = useDetailsTexts();
  const language = useLanguage();
  const { appt_no: appointmentNo = '' } = useParams();
  const row = useAppointmentRowQuery(appointmentNo, { skip: appointmentNo === '' });
  const record = row.data;

  if (!record) {
    if (row.isError || appointmentNo === '') return <RecordProblem error={row.error} />;
    return (
      <BookingFrame title={t('Invoice')} wide>
        <Panel>
          <Skeleton height={24} lines={8} />
        </Panel>
      </BookingFrame>
    );
  }

  const doctor = doctorPrescriptionOf(record);
  const followUp = followUpPrescriptionOf(record);
  const own = fileHref(record.prescriptionImage);
  const pdf = `${API_ROOT}/${endpointPath('appointmentInvoice', { appt_no: record.appointment_no })}?lang=${language}`;
  const total = toWireAmount(
    Math.round(Number(record.appt_fee) * 100) - Math.round(Number(record.fee_discount) * 100),
  );
  const { gstin } = record.invoice;

  return (
    <BookingFrame title={t('Invoice')} wide>
      <Panel>
        <Head>
          <div>
            <p className="brand">MediBridge</p>
            <p>{SUPPORT_ADDRESS}</p>
            <p>{gstin ? t('GSTIN: {gstin}', { gstin }) : t('Not registered for GST')}</p>
          </div>
          <StatusBadge state={record.state} />
        </Head>
        <Columns>
          <section aria-labelledby="invoice-appointment">
            <h2 id="invoice-appointment">{t('Appointment')}</h2>
            <Facts>
              <dt>{t('Appointment Number')}</dt>
              <dd>{record.appointment_no}</dd>
              <dt>{t('Booked on')}</dt>
              <dd>{showStampDate(record.created_at, language)}</dd>
              <dt>{t('Department')}</dt>
              <dd>{record.department_name}</dd>
              <dt>{t('When')}</dt>
              <dd>
                {record.appointment_date
                  ? [showDate(record.appointment_date, language), record.appointment_time]
                      .filter(Boolean)
                      .join(', ')
                  : t('Next free doctor')}
              </dd>
              <dt>{t('Appointment Mode')}</dt>
              <dd>{record.appointment_mode === 'audio' ? t('Audio') : t('Video')}</dd>
              <dt>{t('Booking status')}</dt>
              {/* The booking's real state, as its status badge names it (docs/deviations.md, 18). */}
              <dd>{bookingStateWord(record.state, language)}</dd>
              <dt>{t('Payment status')}</dt>
              <dd>
                {bookingPaymentWord(
                  record.state,
                  {
                    refunded: record.invoice.refund !== null,
                    paid: Number(record.amount) + Number(record.wallet_amount) > 0,
                  },
                  language,
                )}
              </dd>
              {record.payment_reference ? (
                <>
                  <dt>{t('Payment reference')}</dt>
                  <dd>{record.payment_reference}</dd>
                </>
              ) : null}
            </Facts>
          </section>
          <section aria-labelledby="invoice-contact">
            <h2 id="invoice-contact">{t('Patient details')}</h2>
            <Facts>
              <dt>{t('Name')}</dt>
              <dd>{record.name}</dd>
              <dt>{t('Mobile')}</dt>
              <dd>{record.mobile}</dd>
              {record.email ? (
                <>
                  <dt>{t('Email')}</dt>
                  <dd>{record.email}</dd>
                </>
              ) : null}
            </Facts>
          </section>
        </Columns>
        <Items>
          <thead>
            <tr>
              <th scope="col">{t('Description')}</th>
              <th scope="col">{t('Amount')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {t('Consultation: {department}', { department: record.department_name })}
                <small>{t('Health care service, SAC 9993')}</small>
              </td>
              <td>
                <Money amount={record.appt_fee} />
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('Discount on Fee')}</th>
              <td>
                <Less amount={record.fee_discount} />
              </td>
            </tr>
            {gstin ? (
              <tr>
                <th scope="row">{t('GST (exempt: health care services)')}</th>
                <td>
                  <Money amount={0} />
                </td>
              </tr>
            ) : null}
            <tr className="total">
              <th scope="row">{t('Total')}</th>
              <td>
                <Money amount={total} />
              </td>
            </tr>
            <tr className="paid">
              <th scope="row">{t('From your wallet')}</th>
              <td>
                <Money amount={record.wallet_amount} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Paid online')}</th>
              <td>
                <Money amount={record.amount} />
              </td>
            </tr>
            {refundLines(record).map(([label, amount]) => (
              <tr key={label}>
                <th scope="row">{t(label)}</th>
                <td>
                  <Money amount={amount} />
                </td>
              </tr>
            ))}
          </tfoot>
        </Items>
        <Note>
          {gstin
            ? t('Health care services are exempt from GST.')
            : t('No GST is charged: MediBridge is not registered for GST.')}
        </Note>
        {doctor || followUp || own ? (
          <section aria-labelledby="invoice-documents">
            <h2 id="invoice-documents">{t('Documents')}</h2>
            <Documents>
              {doctor ? (
                <li>
                  <a href={doctor} download>
                    {t('Doctor prescription')}
                  </a>
                </li>
              ) : null}
              {followUp ? (
                <li>
                  <a href={followUp} download>
                    {t('Follow-up prescription')}
                  </a>
                </li>
              ) : null}
              {own ? (
                <li>
                  <a href={own} target="_blank" rel="noopener noreferrer">
                    {t('Your prescription')}
                  </a>
                </li>
              ) : null}
            </Documents>
          </section>
        ) : null}
        {doctor || followUp ? <MedicineReminders appointmentNo={record.appointment_no} /> : null}
        <Buttons>
          <Button as={Link} to={ROUTES.myAppointment} variant="secondary">
            {t('Go to My Appointments')}
          </Button>
          <Button as="a" href={pdf} download={`MediBridge-${record.appointment_no}.pdf`}>
            {t('Download PDF')}
          </Button>
        </Buttons>
      </Panel>
    </BookingFrame>
  );
}
