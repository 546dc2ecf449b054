import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { NotificationPreferences } from '@medibridge/contract';
import { Alert, Button, CheckLabel, Skeleton } from '@medibridge/ui-kit';
import { useNotificationPreferencesQuery, useNotificationPreferencesSaveMutation } from '../api';
import { readOutcome } from '../outcome';
import { useProfileTexts } from '../i18n/profile';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The wording of one choice and its line under it, wrapping on a narrow phone. */
const Choice = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /manage-profile's "Notifications" section (docs/decisions/0050): the channels the patient's messages go by
 * (SMS, WhatsApp; at least one) and their consent to offers, off until they turn it on.
 */
export function NotificationSettings(): ReactNode {
  const t = useProfileTexts();
  const stored = useNotificationPreferencesQuery();
  const [save, saving] = useNotificationPreferencesSaveMutation();
  const [values, setValues] = useState<NotificationPreferences | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (stored.data) setValues(stored.data);
  }, [stored.data]);

  const toggle = (name: keyof NotificationPreferences) => () => {
    setMessage(null);
    setValues((v) => (v ? { ...v, [name]: !v[name] } : v));
  };

  const onSave = async (): Promise<void> => {
    if (!values) return;
    if (!values.sms && !values.whatsapp) {
      setMessage({
        tone: 'error',
        text: t(
          'Keep at least one of SMS and WhatsApp on, so we can reach you about your appointments and orders.',
        ),
      });
      return;
    }
    const result = await save(values);
    if ('error' in result) {
      setMessage({
        tone: 'error',
        text:
          readOutcome(result).message ??
          t('Your notification choices could not be saved. Please try again.'),
      });
      return;
    }
    setMessage({ tone: 'success', text: t('Your notification choices are saved.') });
  };

  return (
    <Section aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('Notifications')}</h2>
      <Hint>
        {t(
          'Appointment reminders, order updates and medicine reminders reach you on the channels you choose.',
        )}
      </Hint>
      {!values ? (
        stored.isError ? (
          <Alert tone="error" autoDismissMs={null}>
            {t('Your notification choices could not be loaded.')}
          </Alert>
        ) : (
          <Skeleton height={44} lines={3} />
        )
      ) : (
        <>
          <fieldset>
            <legend>{t('Send my messages by')}</legend>
            <CheckLabel>
              <input type="checkbox" checked={values.sms} onChange={toggle('sms')} />
              <Choice>{t('SMS')}</Choice>
            </CheckLabel>
            <CheckLabel>
              <input type="checkbox" checked={values.whatsapp} onChange={toggle('whatsapp')} />
              <Choice>{t('WhatsApp')}</Choice>
            </CheckLabel>
          </fieldset>
          <fieldset>
            <legend>{t('Offers')}</legend>
            <CheckLabel>
              <input type="checkbox" checked={values.offers} onChange={toggle('offers')} />
              <Choice>
                {t('Send me offers and health tips')}
                <small>
                  {t(
                    'Off unless you turn it on. We never send promotional texts without your consent.',
                  )}
                </small>
              </Choice>
            </CheckLabel>
          </fieldset>
          {message ? (
            <Alert tone={message.tone} autoDismissMs={null} onDismiss={() => setMessage(null)}>
              {message.text}
            </Alert>
          ) : null}
          <Button type="button" onClick={() => void onSave()} disabled={saving.isLoading}>
            {t('Save notification choices')}
          </Button>
        </>
      )}
    </Section>
  );
}
