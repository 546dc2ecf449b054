import { useEffect, type ReactNode } from 'react';
import { Formik, Form } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterLoginPath, writeUserInfo } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import {
  Link,
  Button,
  MobileField,
  TextField,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { useAccountLoginMutation, type Profile } from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { readOutcome } from '../outcome';
import { useAuthTexts } from '../i18n';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<{ mobile: string; password: string }>((s) => s.loginSchema);

export interface LoginPageProps {
  /** `phonePay`: SPEC's /PhonePayLogin variant (Register link, payment-provider wording). */
  variant?: 'standard' | 'phonePay';
}

/**
 * / and /login for visitors (and /PhonePayLogin): mobile and password through /new-login. 200 stores the
 * profile as user_info and goes to `next` or /home; 400 (and 403, a disabled staff account) shows the
 * server's message for 5 s; any other code goes to /login. A message handed over by another screen (password reset) shows for 5 s.
 */
export function LoginPage({ variant = 'standard' }: LoginPageProps): ReactNode {
  const t = useAuthTexts();
  const [login] = useAccountLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = useTimedMessage<Notice>();
  const handed = (location.state as { notice?: Notice } | null)?.notice;

  useEffect(() => {
    if (handed) notice.show(handed);
    // Only once per arrival with a message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  return (
    <AuthCard
      title={variant === 'phonePay' ? t('Login to continue with PhonePe') : t('Login')}
      lead={t('Log in with your registered mobile number and password.')}
    >
      <NoticeAlert notice={notice.message} />
      <Formik
        initialValues={{ mobile: '', password: '' }}
        validate={validate}
        onSubmit={async (values) => {
          const outcome = readOutcome(await login(values));
          if (outcome.code === 200 && outcome.data && typeof outcome.data === 'object') {
            notice.show({ tone: 'success', text: outcome.message ?? 'Login Successfully.' });
            writeUserInfo(outcome.data as Profile);
            void navigate(afterLoginPath(location.search, outcome.data as Profile), {
              replace: true,
            });
          } else if (
            outcome.code === 400 ||
            outcome.code === 403 ||
            outcome.httpStatus === 429 ||
            outcome.httpStatus === 0
          ) {
            notice.show({
              tone: 'error',
              text: outcome.message ?? 'Invalid mobile number or password.',
            });
          } else {
            void navigate(ROUTES.login);
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
            <TextField
              name="password"
              label={t('Password')}
              type="password"
              required
              autoComplete="current-password"
            />
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('Login')}
            </Button>
          </Form>
        )}
      </Formik>
      <CardLinks>
        <Link to={ROUTES.forgetPassword}>
          {variant === 'phonePay' ? t('Forgot Password') : t('Forgot Password ?')}
        </Link>
        <Link to={ROUTES.mobileVerification}>
          {variant === 'phonePay' ? t('Register') : t('New here? Register')}
        </Link>
      </CardLinks>
    </AuthCard>
  );
}

/** /PhonePayLogin (SPEC §2): the login variant for the payment provider. */
export function PhonePayLoginPage(): ReactNode {
  return <LoginPage variant="phonePay" />;
}
