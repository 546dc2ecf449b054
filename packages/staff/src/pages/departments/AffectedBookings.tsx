import { type ReactNode } from 'react';
import type { AffectedBooking } from '@medibridge/contract';
import { Alert, Button, Money } from '@medibridge/ui-kit';
import { ButtonRow, RecordList } from '../../components/StaffFrame';
import { useDepartmentsTexts } from '../../i18n/departments';

/**
 * The bookings a closure or shorter hours would cancel, shown before anything is written: the operator
 * confirms (each is cancelled, refunded to the patient's wallet and texted) or goes back. Never silent.
 */
export function AffectedBookings({
  affected,
  confirmLabel,
  busy,
  onConfirm,
  onBack,
}: {
  affected: readonly AffectedBooking[];
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}): ReactNode {
  const t = useDepartmentsTexts();
  return (
    <>
      <Alert tone="info" autoDismissMs={null}>
        {t(
          'Paid bookings here: {count}. Confirming cancels them, refunds each patient to their wallet and texts them.',
          { count: affected.length },
        )}
      </Alert>
      <RecordList aria-label={t('Bookings that will be cancelled')}>
        {affected.map((a) => (
          <li key={a.appointment_no}>
            <span className="what">{`${a.appointment_no} · ${a.patient_name}`}</span>
            <span className="meta">
              {`${a.date} ${a.time} · ${t('Paid')} `}
              <Money amount={a.paid} />
            </span>
          </li>
        ))}
      </RecordList>
      <ButtonRow>
        <Button variant="danger" loading={busy} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {t('Go back')}
        </Button>
      </ButtonRow>
    </>
  );
}
