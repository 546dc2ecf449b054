import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from '@medibridge/ui-kit';
import type { PageEnquiryFormProps } from './PageEnquiryForm';
import { useEnquiryTexts } from '../i18n';

// The same rhythm as the form: rows 12px apart, each a label line 4px above its control; two fields side by
// side on a desktop. Heights are what the browser gives the real controls (e2e enquiryLayout compares them).
const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A line of 14px text (label, hint) at line height 1.5, with a bar a little shorter than the line. */
const Line = styled.div`
  height: 21px;
  display: flex;
  align-items: center;
`;

/** An input or select: 48px inside its 1px borders. */
const CONTROL = 50;
/** rows={3} of 16px text at line height 1.5 with the control's padding and borders. */
const TEXT_AREA = 112;
/** A row of radios: each choice is a 44px touch target. */
const RADIOS = 44;
/** The submit button. */
const BUTTON = 48;

function FieldBlock({
  control = CONTROL,
  label = '40%',
  hint = false,
}: {
  control?: number;
  label?: string;
  hint?: boolean;
}): ReactNode {
  return (
    <Field>
      <Line>
        <Skeleton width={label} height={14} />
      </Line>
      <Skeleton height={control} radius={10} />
      {hint && (
        <Line>
          <Skeleton width="55%" height={14} />
        </Line>
      )}
    </Field>
  );
}

/**
 * The enquiry form's place while its chunk (formik and the fields) downloads: the same rows at about the
 * same heights for this page's fields, so the card does not jump when the form arrives.
 */
export function PageEnquiryFormSkeleton({
  cityService,
  ambulance = false,
  international = false,
}: Pick<PageEnquiryFormProps, 'cityService' | 'ambulance' | 'international'>): ReactNode {
  const t = useEnquiryTexts();
  return (
    <Rows aria-busy="true" data-testid="enquiry-form-skeleton">
      <VisuallyHidden role="status">{t('Loading the enquiry form…')}</VisuallyHidden>
      <Pair>
        <FieldBlock />
        <FieldBlock />
      </Pair>
      <FieldBlock label="50%" />
      <FieldBlock label="25%" />
      {cityService && <FieldBlock label="20%" hint />}
      {international && (
        <>
          <Pair>
            <FieldBlock />
            <FieldBlock label="20%" />
          </Pair>
          <FieldBlock label="35%" />
        </>
      )}
      {(ambulance || international) && <FieldBlock control={RADIOS} label="45%" />}
      <FieldBlock control={TEXT_AREA} label="60%" />
      <Skeleton height={BUTTON} radius={10} />
    </Rows>
  );
}
