import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { writeUserInfo } from '@medibridge/api-client';
import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  MESSAGE_MS,
  PRIVACY_NOTICE_VERSION,
  REGISTRATION_SOURCE,
  ROUTES,
  STORAGE_KEYS,
} from '@medibridge/contract';
import {
  Button,
  MobileInput,
  TextField,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { useAccountRegisterMutation, type Profile } from '../api';
import { AuthCard, NoticeAlert, type Notice } from '../components/AuthCard';
import { PrivacyNoticeStep } from '../components/PrivacyNoticeStep';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { AUTH_MESSAGES } from '../messages';
import { readOutcome } from '../outcome';
import { readKey, removeKeys } from '../storage';
import { useRegistrationTexts } from '../i18n/registration';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<Values>((s) => s.registrationSchema);

type Values = { name: string; email: string; password: string };

/**
 * /user-registration (SPEC §2, §4, §8): first the privacy notice with a choice per purpose (its own step,
 * docs/decisions/0060, deviation 22), then name, read-only verified mobile, email and password, sent with the
 * stored shareCode, REGISTRATION_SOURCE and the purposes agreed to. 200 stores the login and goes to /home; 422 shows the server's
 * per-field messages for 5 s; 400 a general error; any other code goes to /login.
 */
export function UserRegistrationPage(): ReactNode {
  const t = useRegistrationTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const [register] = useAccountRegisterMutation();
  const notice = useTimedMessage<Notice>();
  const fieldTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Read once: the keys are removed on success, and this screen must not bounce before it leaves.
  const [mobile] = useState(() => readKey(STORAGE_KEYS.verifiedMobile));
  const [chosen, setChosen] = useState<Record<ConsentPurpose, boolean> | null>(null);
  const sent = (location.state as { sent?: string } | null)?.sent;

  useEffect(() => {
    if (sent) notice.show({ tone: 'success', text: sent });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => clearTimeout(fieldTimer.current), []);

  if (!mobile) {
    return (
      <Navigate
        to={ROUTES.mobileVerification}
        replace
        state={{ notice: { tone: 'info', text: AUTH_MESSAGES.registerVerifyFirst } }}
      />
    );
  }

  if (!chosen) return <PrivacyNoticeStep onContinue={setChosen} />;

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const outcome = readOutcome(
      await register({
        name: values.name.trim(),
        mobile,
        email: values.email.trim(),
        password: values.password,
        shareCode: readKey(STORAGE_KEYS.shareCode),
        source: REGISTRATION_SOURCE,
        consents: CONSENT_PURPOSES.filter((purpose) => chosen?.[purpose]),
        notice_version: PRIVACY_NOTICE_VERSION,
      }),
    );
    if (outcome.code === 200 && outcome.data && typeof outcome.data === 'object') {
      notice.show({ tone: 'success', text: outcome.message ?? 'Registered Successfully.' });
      removeKeys(STORAGE_KEYS.otpUid, STORAGE_KEYS.verifiedMobile, STORAGE_KEYS.shareCode);
      writeUserInfo(outcome.data as Profile);
      void navigate(ROUTES.home, { replace: true });
    } else if (outcome.code === 422) {
      const errors: Partial<Values> = {};
      for (const key of ['name', 'email', 'password'] as const) {
        if (outcome.fieldErrors[key]) errors[key] = outcome.fieldErrors[key];
      }
      helpers.setErrors(errors);
      void helpers.setTouched({ name: true, email: true, password: true }, false);
      clearTimeout(fieldTimer.current);
      fieldTimer.current = setTimeout(() => helpers.setErrors({}), MESSAGE_MS);
    } else if (outcome.code === 400 || outcome.httpStatus === 429 || outcome.httpStatus === 0) {
      notice.show({
        tone: 'error',
        text: outcome.message ?? 'Registration failed. Please try again.',
      });
    } else {
      void navigate(ROUTES.login);
    }
  };

  return (
    <AuthCard
      title={t('Create Your Account')}
      lead={t('Your mobile number is verified. Add a few details to finish.')}
    >
      <NoticeAlert notice={notice.message} />
      <Formik<Values>
        initialValues={{ name: '', email: '', password: '' }}
        validate={validate}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate onFocus={preloadSchemas}>
            <FormErrorSummary />
            <TextField name="name" label={t('Name')} required autoComplete="name" />
            <MobileInput
              label={t('Mobile Number')}
              value={mobile}
              onValueChange={() => undefined}
              readOnly
            />
            <TextField name="email" label={t('Email')} type="email" required autoComplete="email" />
            <TextField
              name="password"
              label={t('Password')}
              type="password"
              required
              autoComplete="new-password"
              hint={t('At least 8 characters.')}
            />
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('Register')}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
