import { type ReactNode } from 'react';
import { AppointmentListPage } from '../components/AppointmentListPage';
import { useRecordsTexts } from '../i18n/records';

/**
 * /my-transactions (SPEC §2): the consultations money moved for, as the same cards as My Appointments with
 * the payment's status and reference; Follow Up shows whenever the consultation happened.
 */
export function MyTransactionsPage(): ReactNode {
  const t = useRecordsTexts();
  return (
    <AppointmentListPage
      list="transactions"
      title={t('My Transactions')}
      empty={t('No transactions yet')}
    />
  );
}
