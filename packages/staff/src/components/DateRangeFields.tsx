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
  from: string | undefined;
  to: string | undefined;
  onChange: (field: 'from' | 'to', value: string) => void;
}): ReactNode {
  const t = useStaffTexts();
  return (
    <>
      <TextInput
        label={t('From')}
        type="date"
        value={from ?? ''}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextInput
        label={t('To')}
        type="date"
        value={to ?? ''}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
