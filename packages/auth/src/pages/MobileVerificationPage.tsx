import { useEffect, useState, type ReactNode } from 'react';
import { Formik, Form } from 'formik';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { clearUserInfo, readUserInfo } from '@medibridge/api-client';
import { ROUTES, STORAGE_KEYS } from '@medibridge/contract';
import {
  Link,
  Button,
  MobileField,
  Spinner,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { useAccountMobileCheckMutation, useLazyAccountTokenUserQuery } from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { loadSchemas, preloadSchemas } from '../forms/lazySchemas';
import { readOutcome } from '../outcome';
import { writeKey } from '../storage';
import { useRegistrationTexts } from '../i18n/registration';

/**
 * /mobile-verification (SPEC §2, §4): keeps `shareCode` from the query, sends an OTP to a 10-digit mobile
 * and keeps its uid as otp_uid. The route is `public` so that a saved login reaches this screen: the server
 * is asked to confirm it (user-data-with-token, id compared with the stored id): confirmed → /home,
 * refused → the stale login is forgotten and the person goes to /login.
 */
export function MobileVerificationPage(): ReactNode {
  const t = useRegistrationTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [checkMobile] = useAccountMobileCheckMutation();
  const [confirmSession] = useLazyAccountTokenUserQuery();
  const notice = useTimedMessage<Notice>();
  const [checkingLogin, setCheckingLogin] = useState(() => readUserInfo() !== null);
  const shareCode = params.get('shareCode');
  const handed = (useLocation().state as { notice?: Notice } | null)?.notice;

  useEffect(() => {
    if (handed) notice.show(handed);
    // Once per arrival with a message from another screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  useEffect(() => {
    if (shareCode) writeKey(STORAGE_KEYS.shareCode, shareCode.trim().slice(0, 40));
  }, [shareCode]);

  useEffect(() => {
    const saved = readUserInfo();
    if (!saved) return;
    let active = true;
    void confirmSession().then((result) => {
      if (!active) return;
      if (result.data && String(result.data.id) === String(saved.id)) {
        void navigate(ROUTES.home, { replace: true });
      } else {
        clearUserInfo();
        void navigate(ROUTES.login, { replace: true });
      }
      setCheckingLogin(false);
    });
    return () => {
      active = false;
    };
  }, [confirmSession, navigate]);

  if (checkingLogin) {
    return (
      <AuthCard title={t('Verify Your Phone Number')}>
        <Spinner label={t('Checking your saved login')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Verify Your Phone Number')}
      lead={t(
        'We will send a one-time code (OTP) by SMS to verify your number before you register.',
      )}
    >
      <NoticeAlert notice={notice.message} />
      <Formik
        initialValues={{ mobile: '' }}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values) => {
          try {
            await (await loadSchemas()).mobileSchema.validate(values);
          } catch (error) {
            notice.show({ tone: 'error', text: (error as Error).message });
            return;
          }
          const outcome = readOutcome(await checkMobile({ mobile: values.mobile }));
          const uid = (outcome.data as { uid?: unknown } | null)?.uid;
          if (outcome.code === 200 && typeof uid === 'string') {
            writeKey(STORAGE_KEYS.otpUid, uid);
            void navigate(ROUTES.otpVerification, {
              state: { mobile: values.mobile, sent: outcome.message },
            });
          } else {
            notice.show({
              tone: 'error',
              text: outcome.message ?? 'The code could not be sent. Please try again.',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate onFocus={preloadSchemas}>
            <FormErrorSummary />
            <MobileField
              name="mobile"
              label={t('Mobile Number')}
              required
              autoComplete="tel-national"
            />
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('Send Code via SMS')}
            </Button>
          </Form>
        )}
      </Formik>
      <CardLinks>
        <Link to={ROUTES.forgetPassword}>{t('Forgot Password ?')}</Link>
        <Link to={ROUTES.login}>{t('Already registered? Login')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
