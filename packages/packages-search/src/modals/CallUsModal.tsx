import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button, ModalTitle, type RegisteredModalProps } from '@medibridge/ui-kit';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function CallUs({ title, lead, onClose, hospitalName, packageName }: {
  title: string;
  lead: string;
  onClose: () => void;
  hospitalName: string | null;
  packageName: string | null;
}): ReactNode {
  return (
    <Body>
      <ModalTitle>{title}</ModalTitle>
      {(hospitalName || packageName) && (
        <dl>
          {hospitalName && (
            <>
              <dt>Hospital</dt>
              <dd>{hospitalName}</dd>
            </>
          )}
          {packageName && (
            <>
              <dt>Package</dt>
              <dd>{packageName}</dd>
            </>
          )}
        </dl>
      )}
      <p>{lead}</p>
      <Button as="a" href={SUPPORT_PHONE_HREF} fullWidth>
        Call {SUPPORT_PHONE}
      </Button>
      <Button as={Link} to={ROUTES.appointmentStepFirst} variant="secondary" fullWidth onClick={onClose}>
        Book a doctor consultation instead
      </Button>
    </Body>
  );
}

/**
 * The hospital quote by phone: what the shell registers as `hospitalQuote` until the enquiries feature
 * registers its form (docs/decisions, packages-search modal fallbacks). Shows the hospital and package the
 * person chose, so the call starts from there.
 */
export function QuoteByPhoneModal(props: RegisteredModalProps): ReactNode {
  return (
    <CallUs
      title="Book Your FREE Consultation Now"
      lead="Call our care team and we will get you this hospital’s quote for the package, free of charge."
      onClose={props.onClose}
      hospitalName={text(props.hospitalName)}
      packageName={text(props.packageName)}
    />
  );
}

/** The free consultation by phone: registered as `consultation` until the enquiries form is. */
export function ConsultationByPhoneModal(props: RegisteredModalProps): ReactNode {
  return (
    <CallUs
      title="Book FREE Consultation Now"
      lead="Call our care team: a doctor will advise you on the treatment and the right hospital, free of charge."
      onClose={props.onClose}
      hospitalName={null}
      packageName={null}
    />
  );
}
