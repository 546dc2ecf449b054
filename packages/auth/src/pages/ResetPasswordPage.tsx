import { type ReactNode } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  Skeleton,
  TextField,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { useAccountResetPasswordCheckQuery, useAccountResetPasswordMutation } from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { readOutcome } from '../outcome';
import { usePasswordsTexts } from '../i18n/passwords';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<Values>((s) => s.resetPasswordSchema);

type Values = { password: string; confirm_password: string };

/**
 * /reset-password/{token}: the screen the forgot-password SMS links to. The link is checked first; a new
 * password and its confirmation are then sent once, and the person goes to /login with the server's message.
 * `?welcome=staff` (the link a new staff member is texted, docs/decisions/0056) greets them and sets their
 * first password with the same one-time link.
 */
export function ResetPasswordPage(): ReactNode {
  const t = usePasswordsTexts();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useAccountResetPasswordCheckQuery(token, { skip: token === '' });
  const [reset] = useAccountResetPasswordMutation();
  const notice = useTimedMessage<Notice>();
  const welcome = useSearchParams()[0].get('welcome') === 'staff';

  const checked =
    check.isUninitialized || check.isLoading
      ? null
      : readOutcome(check.error ? { error: check.error } : { data: check.data });

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const outcome = readOutcome(await reset({ token, ...values }));
    if (outcome.code === 200) {
      void navigate(ROUTES.login, {
        replace: true,
        state: {
          notice: {
            tone: 'success',
            text: welcome
              ? t('Your password is set. Log in with your mobile number and this password.')
              : (outcome.message ?? 'Your password has been changed.'),
          },
        },
      });
    } else if (outcome.code === 422 && Object.keys(outcome.fieldErrors).length > 0) {
      helpers.setErrors(outcome.fieldErrors);
    } else {
      notice.show({
        tone: 'error',
        text: outcome.message ?? 'The password could not be changed. Please try again.',
      });
    }
  };

  return (
    <AuthCard
      title={welcome ? t('Welcome to the MediBridge staff') : t('Set a New Password')}
      lead={
        welcome
          ? t(
              'Choose your password, at least 8 characters. You will log in with your mobile number and this password.',
            )
          : t('Choose a new password of at least 8 characters.')
      }
    >
      <NoticeAlert notice={notice.message} />
      {checked === null ? (
        <Skeleton height={160} />
      ) : checked.code !== 200 ? (
        <>
          <Alert tone="error" autoDismissMs={null}>
            {checked.message ?? t('This password reset link cannot be used.')}
          </Alert>
          {welcome ? <p>{t('Ask the admin who added you to text you a new link.')}</p> : null}
          <CardLinks>
            <Link to={ROUTES.forgetPassword}>{t('Ask for a new link')}</Link>
            <Link to={ROUTES.login}>{t('Back to Login')}</Link>
          </CardLinks>
        </>
      ) : (
        <Formik<Values>
          initialValues={{ password: '', confirm_password: '' }}
          validate={validate}
          onSubmit={onSubmit}
        >
          {({ isSubmitting }) => (
            <Form noValidate onFocus={preloadSchemas}>
              <FormErrorSummary />
              <TextField
                name="password"
                label={t('New Password')}
                type="password"
                required
                autoComplete="new-password"
              />
              <TextField
                name="confirm_password"
                label={t('Confirm Password')}
                type="password"
                required
                autoComplete="new-password"
              />
              <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
                {welcome ? t('Save My Password') : t('Save New Password')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
