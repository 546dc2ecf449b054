import { Field } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useEnquiryTexts } from './i18n';

// Off-screen rather than display:none: form-filling bots skip fields they can tell are not shown.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** contract's ENQUIRY_HONEYPOT_FIELD, spelled here so the forms load no zod (checked in api.test.ts). */
export const HONEYPOT_FIELD = 'website';

/**
 * The honeypot of `store-contact-inquiry` (docs/decisions/0009): a field people never see or reach (hidden
 * from screen readers, out of the tab order) and bots fill. The server answers a filled one like a success
 * and stores nothing. The form's values hold it as `website`.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }): ReactNode {
  const t = useEnquiryTexts();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>{t('Website (leave empty)')}</label>
      <Field
        id={`${idPrefix}-website`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </Trap>
  );
}

/** The honeypot's value for the payload: only when something was typed into it. */
export function honeypotOf(values: { website?: string }): { website?: string } {
  return values.website ? { website: values.website } : {};
}
