import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type ConsentPurpose,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  PURPOSES_FOR_BOOKING,
  ROUTES,
} from '@medibridge/contract';
import { Alert, Button, Link, Skeleton, translate } from '@medibridge/ui-kit';
import { usePrivacyConsentsQuery, usePrivacyConsentsSaveMutation } from '../api';
import { AuthCard, CardLinks } from '../components/AuthCard';
import { NOTHING_CHOSEN } from '../components/PrivacyNoticeStep';
import { NoticeItems } from '../components/NoticeItems';
import { usePrivacyTexts } from '../i18n/privacy';
import { readOutcome } from '../outcome';

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `next` when it is a path of this site (never another origin). */
function safeNext(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * /privacy (docs/decisions/0060): the itemised notice with the patient's switch per purpose. A switch saves at
 * once and takes effect at once (withdrawing is as easy as giving, DPDP Act 2023 s. 6(4)); the booking and
 * order screens send patients here with `?next=` when their consent is missing, and the way back shows once
 * they have agreed to what a booking needs. Links to "my data" and to the profile (correcting details).
 */
export function PrivacyPage(): ReactNode {
  const t = usePrivacyTexts();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const consents = usePrivacyConsentsQuery();
  const [save, saving] = usePrivacyConsentsSaveMutation();
  const [message, setMessage] = useState<{
    purpose: ConsentPurpose;
    tone: 'success' | 'error' | 'info';
    text: string;
  } | null>(null);

  const chosen: Record<ConsentPurpose, boolean> = { ...NOTHING_CHOSEN };
  for (const p of consents.data?.purposes ?? []) chosen[p.purpose] = p.granted;

  const onToggle = async (purpose: ConsentPurpose, granted: boolean): Promise<void> => {
    setMessage(null);
    const result = await save({
      notice_version: PRIVACY_NOTICE_VERSION,
      choices: [{ purpose, granted }],
    });
    if ('error' in result) {
      setMessage({
        purpose,
        tone: 'error',
        text: readOutcome(result).message ?? t('Your choice could not be saved. Please try again.'),
      });
      return;
    }
    if (granted)
      setMessage({ purpose, tone: 'success', text: t('Thank you. Your consent is recorded.') });
    else if (purpose === 'care')
      setMessage({
        purpose,
        tone: 'info',
        text: t(
          'Withdrawn. You cannot book consultations or order medicines until you agree again. What we already hold is kept only as long as the law requires, until you close your account.',
        ),
      });
    else setMessage({ purpose, tone: 'success', text: t('Withdrawn. This takes effect at once.') });
  };

  const ready = PURPOSES_FOR_BOOKING.every((p) => chosen[p]);

  return (
    <AuthCard title={t('Privacy and consent')} lead={translate(PRIVACY_MESSAGES.noticeIntro)} wide>
      {next && !ready ? (
        <Alert tone="info" autoDismissMs={null}>
          {translate(PRIVACY_MESSAGES.consentRequired)}
        </Alert>
      ) : null}
      {next && ready ? (
        <Button as={Link} to={next} size="lg">
          {t('Continue where you left off')}
        </Button>
      ) : null}
      {consents.data ? (
        <NoticeItems
          chosen={chosen}
          disabled={saving.isLoading}
          note={message}
          onToggle={(purpose, granted) => void onToggle(purpose, granted)}
        />
      ) : consents.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {t('Your consents could not be loaded.')}
        </Alert>
      ) : (
        <Skeleton height={120} lines={4} />
      )}
      <Small>{translate(PRIVACY_MESSAGES.rights)}</Small>
      <Small>{t('Notice version {version}', { version: PRIVACY_NOTICE_VERSION })}</Small>
      <CardLinks>
        <Link to={ROUTES.myData}>{t('See and download my data')}</Link>
        <Link to={ROUTES.manageProfile}>{t('Correct my details')}</Link>
        <Link to={ROUTES.grievances}>{t('Complain to our grievance officer')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
