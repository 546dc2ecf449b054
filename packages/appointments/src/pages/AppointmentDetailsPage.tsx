import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { API_ROOT, ROUTES, SUPPORT_ADDRESS, endpointPath } from '@medibridge/contract';
import { Link, Button, FactList, Money, Skeleton, useLanguage } from '@medibridge/ui-kit';
import { BookingFrame, Panel, RecordProblem, showDate, useAppointmentRowQuery } from '../shared';
import {
  PAYMENT_STATUS,
  StatusBadge,
  doctorPrescriptionOf,
  fileHref,
  followUpPrescriptionOf,
  showStampDate,
} from '../records';
import { useDetailsTexts } from '../i18n/details';

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
    white-space: pre-line;
    overflow-wrap: anywhere;
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

/**
 * /appointment-details/{appt_no} (SPEC §2): the invoice. Number, date, contact details, fee and payment
 * status; 'Booking status: Success'; one item whose description is the symptoms; the fee, its discount and
 * the wallet money, subtotal and total equal to the amount, VAT 0. The doctor's prescription once the
 * consultation happened (status 3 or 4), the follow-up prescription when there is one, the patient's own
 * prescription, and Download PDF (the server's `appointment-invoice/{appt_no}`).
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
  const pdf = `${API_ROOT}/${endpointPath('appointmentInvoice', { appt_no: record.appointment_no })}`;

  return (
    <BookingFrame title={t('Invoice')} wide>
      <Panel>
        <Head>
          <div>
            <p className="brand">MediBridge</p>
            <p>{SUPPORT_ADDRESS}</p>
            <p>{t('GSTIN: to be issued (placeholder)')}</p>
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
              <dd>{t('Success')}</dd>
              <dt>{t('Payment status')}</dt>
              <dd>{t(PAYMENT_STATUS[record.payment_status])}</dd>
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
              <td>{record.symptoms}</td>
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
            <tr>
              <th scope="row">{t('From your wallet')}</th>
              <td>
                <Less amount={record.wallet_amount} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Subtotal')}</th>
              <td>
                <Money amount={record.amount} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('VAT')}</th>
              <td>
                <Money amount={0} />
              </td>
            </tr>
            <tr className="total">
              <th scope="row">{t('Total')}</th>
              <td>
                <Money amount={record.amount} />
              </td>
            </tr>
          </tfoot>
        </Items>
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
