import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  API_ROOT,
  type DataExport,
  EXPORT_TTL_DAYS,
  type MyDataKind,
  ROUTES,
  type SharedWith,
  endpointPath,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  Link,
  Skeleton,
  StatusBadge,
  type StatusTone,
  useLanguage,
} from '@medibridge/ui-kit';
import {
  usePrivacyExportRequestMutation,
  usePrivacyExportsQuery,
  usePrivacyMyDataQuery,
} from '../api';
import { AuthCard, CardLinks } from '../components/AuthCard';
import { type PrivacyText, usePrivacyTexts } from '../i18n/privacy';
import { readOutcome } from '../outcome';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Counts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  div {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    display: grid;
    gap: 2px;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const KIND_LABELS: Record<MyDataKind, PrivacyText> = {
  profile: 'Profile',
  appointments: 'Appointments',
  payments: 'Payments',
  wallet: 'Wallet entries',
  follow_ups: 'Follow-ups',
  documents: 'Uploaded documents',
  prescriptions: 'Prescriptions',
  orders: 'Medicine orders',
  consents: 'Consent records',
  grievances: 'Grievances',
};

const RECIPIENTS: Record<SharedWith['recipient'], PrivacyText> = {
  doctor: 'Doctor',
  pharmacy: 'Pharmacy',
  payment_gateway: 'Payment gateway',
  sms_provider: 'SMS and WhatsApp provider',
};

const WHAT: Record<SharedWith['recipient'], PrivacyText> = {
  doctor: 'Consultation details, health answers, uploaded reports',
  pharmacy: 'Medicine orders, delivery address, prescriptions',
  payment_gateway: 'Amount, mobile, payment reference',
  sms_provider: 'Mobile and message text',
};

const STATES: Record<DataExport['state'], { tone: StatusTone; label: PrivacyText }> = {
  preparing: { tone: 'warning', label: 'Being prepared' },
  ready: { tone: 'good', label: 'Ready' },
  failed: { tone: 'problem', label: 'Could not be prepared' },
  expired: { tone: 'over', label: 'Expired' },
};

const dateTime = (iso: string, language: 'en' | 'hi'): string =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/**
 * /my-data (docs/decisions/0060; DPDP Act 2023 s. 11): what MediBridge holds about the patient (counts per
 * kind) and who received it, derived from their records; the download of all of it, prepared in the
 * background and offered for `EXPORT_TTL_DAYS` days (the list refreshes itself while one is being prepared);
 * and the way to correct their details (the profile).
 */
export function MyDataPage(): ReactNode {
  const t = usePrivacyTexts();
  const summary = usePrivacyMyDataQuery();
  const [polling, setPolling] = useState(false);
  const exports = usePrivacyExportsQuery(undefined, { pollingInterval: polling ? 2000 : 0 });
  const [request, requesting] = usePrivacyExportRequestMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const language = useLanguage();

  const preparing = (exports.data ?? []).some((e) => e.state === 'preparing');
  useEffect(() => setPolling(preparing), [preparing]);

  const onRequest = async (): Promise<void> => {
    setProblem(null);
    const result = await request();
    if ('error' in result) {
      setProblem(readOutcome(result).message ?? t('Your download could not be requested.'));
      return;
    }
    void exports.refetch();
  };

  return (
    <AuthCard
      title={t('My data')}
      lead={t('What MediBridge holds about you, who it was shared with, and a copy of all of it.')}
      wide
    >
      <Section aria-labelledby="held-title">
        <h2 id="held-title">{t('What we hold')}</h2>
        {summary.data ? (
          <Counts>
            {summary.data.counts.map((c) => (
              <div key={c.kind}>
                <dt>{t(KIND_LABELS[c.kind])}</dt>
                <dd>{c.count}</dd>
              </div>
            ))}
          </Counts>
        ) : summary.isError ? (
          <Alert tone="error" autoDismissMs={null}>
            {t('Your data could not be loaded.')}
          </Alert>
        ) : (
          <Skeleton height={64} lines={3} />
        )}
      </Section>

      <Section aria-labelledby="shared-title">
        <h2 id="shared-title">{t('Who it was shared with')}</h2>
        {summary.data && summary.data.shared_with.length === 0 ? (
          <Hint>{t('Nobody yet.')}</Hint>
        ) : (
          <Rows>
            {(summary.data?.shared_with ?? []).map((s) => (
              <li key={`${s.recipient}-${s.name}`}>
                <strong>
                  {t(RECIPIENTS[s.recipient])}: {s.name}
                </strong>
                <small>
                  {t(WHAT[s.recipient])} · {t('{count} times', { count: s.count })}
                </small>
              </li>
            ))}
          </Rows>
        )}
      </Section>

      <Section aria-labelledby="download-title">
        <h2 id="download-title">{t('Download all my data')}</h2>
        <Hint>
          {t(
            'One zip file with your records as JSON, the files you uploaded, your prescriptions and invoices. We prepare it in the background; it can be downloaded for {days} days, then it is deleted.',
            { days: EXPORT_TTL_DAYS },
          )}
        </Hint>
        {problem ? (
          <Alert tone="error" autoDismissMs={null} onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
        <Button
          type="button"
          onClick={() => void onRequest()}
          loading={requesting.isLoading}
          disabled={preparing}
        >
          {t('Prepare my download')}
        </Button>
        <Rows aria-live="polite">
          {(exports.data ?? []).map((e) => (
            <li key={e.id}>
              <span>
                <StatusBadge tone={STATES[e.state].tone}>{t(STATES[e.state].label)}</StatusBadge>{' '}
                {t('Asked for on {date}', { date: dateTime(e.requested_at, language) })}
              </span>
              {e.state === 'ready' && e.expires_at ? (
                <small>
                  <a
                    href={`${API_ROOT}/${endpointPath('myDataExportDownload', { export_id: e.id })}`}
                    download
                  >
                    {t('Download the zip')}
                  </a>{' '}
                  · {t('Available until {date}', { date: dateTime(e.expires_at, language) })}
                </small>
              ) : null}
            </li>
          ))}
        </Rows>
      </Section>

      <Section aria-labelledby="correct-title">
        <h2 id="correct-title">{t('Correct my details')}</h2>
        <Hint>
          {t(
            'Your name, email, date of birth, address and photo are corrected on your profile. A detail of a past consultation or order cannot be changed there; write to us and we will correct it.',
          )}
        </Hint>
        <CardLinks>
          <Link to={ROUTES.manageProfile}>{t('Edit my profile')}</Link>
          <Link to={ROUTES.privacy}>{t('Privacy and consent')}</Link>
        </CardLinks>
      </Section>
    </AuthCard>
  );
}
