import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { PageContainer } from '@medibridge/ui-kit';
import { labFrameSrc, labPartnerUrl } from '../lab/labPartner';
import { useEnquiryTexts } from '../i18n';

const Intro = styled.div`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bar = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Tall enough to book without scrolling twice: most of the screen on a phone, capped on a desktop. */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: clamp(520px, calc(100dvh - 150px), 1000px);
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * /lab-tests (SPEC §2): the lab-booking partner in a frame, prefilled with a logged-in patient's name and
 * mobile (docs/decisions/0013). Visitors see it too, without prefill.
 */
export function LabTestsPage(): ReactNode {
  const t = useEnquiryTexts();
  const user = useCurrentUser();
  const src = labFrameSrc(labPartnerUrl(), user);
  return (
    <PageContainer>
      <Intro>
        <h1>{t('Lab Tests')}</h1>
        <p>
          {t(
            'Up to 70% off on lab tests, with free home sample collection. Choose your tests and a time below.',
          )}
        </p>
      </Intro>
      <Bar>
        <span>
          {user
            ? t(
                'Your name and mobile number are filled in for you and shared with our lab partner.',
              )
            : t('Booked through our lab partner.')}
        </span>
        <a href={src} target="_blank" rel="noopener">
          {t('Open in a new tab')}
        </a>
      </Bar>
      <Frame
        key={src}
        src={src}
        title={t('Lab test booking with our lab partner')}
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      />
    </PageContainer>
  );
}
