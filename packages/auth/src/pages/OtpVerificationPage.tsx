import { useEffect, useState, type ReactNode } from 'react';
import { Formik, Form } from 'formik';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isSmsDemo } from '@medibridge/api-client';
import { API_ROOT, ROUTES, STORAGE_KEYS, endpointPath } from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  OtpField,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import {
  useAccountResendOtpMutation,
  useAccountSmsOutboxQuery,
  useAccountVerifyOtpMutation,
} from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { AUTH_MESSAGES } from '../messages';
import { readOutcome } from '../outcome';
import { readKey, writeKey } from '../storage';
import { useRegistrationTexts } from '../i18n/registration';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<{ otpno: string }>((s) => s.otpSchema);

/**
 * On a demo server (texts stay in its outbox) says where the code is, but only when the outbox answers this
 * browser: it answers a person at the server's own machine and nobody else (not through a proxy either), so
 * the link never shows where it would not work. Elsewhere nothing is asked for.
 */
function DemoOutboxNote({ mobile }: { mobile: string }): ReactNode {
  const t = useRegistrationTexts();
  const { isSuccess } = useAccountSmsOutboxQuery(mobile, { skip: !isSmsDemo() });
  if (!isSuccess) return null;
  const href = `${API_ROOT}/${endpointPath('devSmsOutbox')}?mobile=${encodeURIComponent(mobile)}`;
  return (
    <Alert tone="info" autoDismissMs={null} title={t('Demo mode')}>
      {t('No real SMS is sent here. Read your code in the')}{' '}
      <a href={href} target="_blank" rel="noreferrer">
        {t('SMS outbox for {mobile}', { mobile })}
      </a>
      .
    </Alert>
  );
}

/**
 * /otp-varification (SPEC §2, §4): 'Enter Your OTP', 'Verify OTP' (200 stores varified_mobile and goes on to
 * registration) and 'Resend OTP', which hides after a successful resend. Messages last 5 s.
 */
export function OtpVerificationPage(): ReactNode {
  const t = useRegistrationTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { mobile?: string; sent?: string } | null;
  const [verify] = useAccountVerifyOtpMutation();
  const [resend, { isLoading: resending }] = useAccountResendOtpMutation();
  const notice = useTimedMessage<Notice>();
  const [resendHidden, setResendHidden] = useState(false);
  const otpUid = readKey(STORAGE_KEYS.otpUid);

  useEffect(() => {
    if (state?.sent) notice.show({ tone: 'success', text: state.sent });
    // Once, for the message the previous screen handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!otpUid) {
    return (
      <Navigate
        to={ROUTES.mobileVerification}
        replace
        state={{ notice: { tone: 'info', text: AUTH_MESSAGES.otpStartOver } }}
      />
    );
  }

  const onResend = async (): Promise<void> => {
    const outcome = readOutcome(await resend({ otp_uid: otpUid }));
    if (outcome.code === 200) {
      const uid = (outcome.data as { uid?: unknown } | null)?.uid;
      if (typeof uid === 'string') writeKey(STORAGE_KEYS.otpUid, uid);
      setResendHidden(true);
      notice.show({
        tone: 'success',
        text: outcome.message ?? 'A new OTP has been sent to your mobile number.',
      });
    } else {
      notice.show({
        tone: 'error',
        text: outcome.message ?? 'The OTP could not be sent. Please try again.',
      });
    }
  };

  return (
    <AuthCard
      title={t('Enter Your OTP')}
      lead={
        state?.mobile
          ? t('We sent a code by SMS to {mobile}.', { mobile: state.mobile })
          : t('We sent a code by SMS to your mobile number.')
      }
    >
      <NoticeAlert notice={notice.message} />
      {state?.mobile ? <DemoOutboxNote mobile={state.mobile} /> : null}
      <Formik
        initialValues={{ otpno: '' }}
        validate={validate}
        onSubmit={async (values) => {
          const outcome = readOutcome(await verify({ otpno: values.otpno, otp_uid: otpUid }));
          const mobile = (outcome.data as { mobile?: unknown } | null)?.mobile;
          if (outcome.code === 200 && typeof mobile === 'string') {
            writeKey(STORAGE_KEYS.verifiedMobile, mobile);
            void navigate(ROUTES.userRegistration, { state: { sent: outcome.message } });
          } else {
            notice.show({
              tone: 'error',
              text: outcome.message ?? 'The OTP could not be verified. Please try again.',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate onFocus={preloadSchemas}>
            <FormErrorSummary />
            <OtpField name="otpno" label="OTP" required />
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('Verify OTP')}
            </Button>
          </Form>
        )}
      </Formik>
      <CardLinks>
        {resendHidden ? (
          <span />
        ) : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void onResend()}
            loading={resending}
          >
            {t('Resend OTP')}
          </Button>
        )}
        <Link to={ROUTES.mobileVerification}>{t('Change number')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
