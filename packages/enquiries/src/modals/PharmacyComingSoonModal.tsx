import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, Button, ModalTitle, type RegisteredModalProps } from '@medibridge/ui-kit';
import { useEnquiryTexts } from '../i18n';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** `pharmacyComingSoon` (SPEC §2 modals: "Pharmacy: coming soon"): says so and offers what works today. */
export function PharmacyComingSoonModal({ onClose }: RegisteredModalProps): ReactNode {
  const t = useEnquiryTexts();
  return (
    <>
      <ModalTitle>{t('Pharmacy is coming soon')}</ModalTitle>
      <Body>
        <p>
          {t(
            'Ordering medicines from this screen is not open yet. Our care team can still help you get a prescription filled today — call us and we will arrange it with a partner pharmacy near you.',
          )}
        </p>
        <Button as="a" href={SUPPORT_PHONE_HREF} fullWidth>
          {t('Call {phone}', { phone: SUPPORT_PHONE })}
        </Button>
        <Button as={Link} to={ROUTES.labTests} variant="secondary" fullWidth onClick={onClose}>
          {t('Book a lab test instead')}
        </Button>
      </Body>
    </>
  );
}
