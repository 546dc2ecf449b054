import { type ReactNode } from 'react';
import { Formik, Form } from 'formik';
import { useDispatch } from 'react-redux';
import { baseApi, writeUserInfo } from '@medibridge/api-client';
import { MESSAGES, ROUTES } from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  MobileField,
  ModalTitle,
  TextField,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { useAccountModalLoginMutation, type Profile } from '../api';
import { CardLinks, type Notice } from './AuthCard';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { readOutcome } from '../outcome';
import { useAuthTexts } from '../i18n';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<{ mobile: string; password: string }>((s) => s.loginSchema);

/** The session-storage key of the modal login's user (SPEC §3: the modal variant uses session storage). */
export const MODAL_USER_KEY = 'user';

/**
 * The patient login modal (`patientLogin`): /login answers `{user, access_token}`. On success the user goes
 * to session storage as SPEC says, and to user_info so the app switches to the patient route set; the token
 * is stored nowhere readable (the httpOnly cookie carries the session). 'Login Successfully.' shows and the
 * cached answers are refreshed instead of reloading the page. Any failure: 'Invalid Username or Password'.
 */
export function PatientLoginModal({ onClose }: { onClose(): void }): ReactNode {
  const t = useAuthTexts();
  const [login] = useAccountModalLoginMutation();
  const dispatch = useDispatch();
  const notice = useTimedMessage<Notice>();
  return (
    <>
      <ModalTitle>{t('Patient Login')}</ModalTitle>
      {notice.message ? (
        <Alert tone={notice.message.tone} autoDismissMs={null}>
          {notice.message.text}
        </Alert>
      ) : null}
      <Formik
        initialValues={{ mobile: '', password: '' }}
        validate={validate}
        onSubmit={async (values) => {
          const outcome = readOutcome(await login(values));
          const user = (outcome.body as { user?: Profile } | null)?.user;
          if (outcome.httpStatus === 200 && user) {
            try {
              sessionStorage.setItem(MODAL_USER_KEY, JSON.stringify(user));
            } catch {
              // Session storage blocked: user_info below still logs the person in.
            }
            dispatch(baseApi.util.resetApiState());
            // The route set switches when user_info is written, which remounts the modal host: the message
            // shows first, then the login takes effect and the modal closes.
            notice.show(
              { tone: 'success', text: MESSAGES.loginSuccess },
              {
                onExpire: () => {
                  writeUserInfo(user);
                  onClose();
                },
              },
            );
          } else {
            notice.show({ tone: 'error', text: MESSAGES.invalidLogin });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate onFocus={preloadSchemas} style={{ display: 'grid', gap: 16 }}>
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
        <Link to={ROUTES.forgetPassword} onClick={onClose}>
          {t('Forgot Password ?')}
        </Link>
        <Link to={ROUTES.mobileVerification} onClick={onClose}>
          {t('Register')}
        </Link>
      </CardLinks>
    </>
  );
}

export default PatientLoginModal;
