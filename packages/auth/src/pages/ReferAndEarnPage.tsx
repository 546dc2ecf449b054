import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Money, Skeleton } from '@medibridge/ui-kit';
import { useAccountReferralSummaryQuery } from '../api';
import { AuthCard } from '../components/AuthCard';
import { readOutcome } from '../outcome';
import { useProfileTexts } from '../i18n/profile';

const Code = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  overflow-wrap: anywhere;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Link = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The share link as an absolute URL on this site (the server may send a path). */
function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

/**
 * /refer-and-earn (bottom bar): SPEC shows no action, so this is what people expect: their share code, a
 * link to /mobile-verification?shareCode=… shared with the Web Share API where the browser has it and
 * copied otherwise, and what both people get (the referral bonus, credited to both wallets on registration).
 */
export function ReferAndEarnPage(): ReactNode {
  const t = useProfileTexts();
  const summary = useAccountReferralSummaryQuery();
  const [copied, setCopied] = useState<string | null>(null);
  const data = summary.data;

  if (!data) {
    return (
      <AuthCard title={t('Refer & Earn')}>
        {summary.isError ? (
          <Alert tone="error" autoDismissMs={null}>
            {readOutcome({ error: summary.error }).message ??
              t('Your referral code could not be loaded.')}
          </Alert>
        ) : (
          <Skeleton height={48} lines={4} />
        )}
      </AuthCard>
    );
  }

  const link = absolute(data.share_url);
  const text = t(
    'Join me on MediBridge for treatment packages, doctor consultations and medicines. Register with my code {code} and we both get ₹{bonus} in our wallets.',
    { code: data.share_code, bonus: data.bonus_rupees },
  );
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async (): Promise<void> => {
    if (canShare) {
      try {
        await navigator.share({ title: 'MediBridge', text, url: link });
      } catch {
        // Cancelled by the person: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t('Link copied. Paste it in a message to a friend.'));
    } catch {
      setCopied(t('Copy this link: {link}', { link }));
    }
  };

  return (
    <AuthCard
      title={t('Refer & Earn')}
      lead={
        <>
          {t('Invite friends and family. When someone registers with your code, you both get')}{' '}
          <Money amount={data.bonus_rupees} /> {t('in your MediBridge wallets.')}
        </>
      }
    >
      <div>
        <p>{t('Your share code')}</p>
        <Code aria-label={t('Your share code {code}', { code: data.share_code })}>
          {data.share_code}
        </Code>
      </div>
      <Link>{link}</Link>
      <Button type="button" size="lg" fullWidth onClick={() => void share()}>
        {canShare ? t('Share invite link') : t('Copy invite link')}
      </Button>
      {copied ? (
        <Alert tone="success" onDismiss={() => setCopied(null)}>
          {copied}
        </Alert>
      ) : null}
      <Steps>
        <li>{t('Share your link or code with a friend.')}</li>
        <li>{t('They verify their mobile number and register with your code.')}</li>
        <li>
          {t('You both get')} <Money amount={data.bonus_rupees} />{' '}
          {t('in your wallets, to use for consultations and services.')}
        </li>
      </Steps>
      <p>
        {t('Friends who joined with your code:')} <strong>{data.referred_count}</strong>
      </p>
    </AuthCard>
  );
}
