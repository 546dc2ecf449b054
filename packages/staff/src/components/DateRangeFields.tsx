import { type ReactNode } from 'react';
import { TextInput } from '@medibridge/ui-kit';
import { useStaffTexts } from '../i18n';

/**
 * The From and To date fields of a console filter row (the inbox, the audit log): two fields of the row's
 * grid, so they sit beside the other filters. `onChange` names the field that changed.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  /** The filters' values (a filter object may hold numbers too, such as its page). */
  from: string | number | undefined;
  to: string | number | undefined;
  onChange: (field: 'from' | 'to', value: string) => void;
}): ReactNode {
  const t = useStaffTexts();
  return (
    <>
      <TextInput
        label={t('From')}
        type="date"
        value={String(from ?? '')}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextInput
        label={t('To')}
        type="date"
        value={String(to ?? '')}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
