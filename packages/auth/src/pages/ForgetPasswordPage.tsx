import { type ReactNode } from 'react';
import { Formik, Form } from 'formik';
import { ROUTES } from '@medibridge/contract';
import { Link, Button, MobileField, useTimedMessage, FormErrorSummary } from '@medibridge/ui-kit';
import { useAccountForgetPasswordMutation } from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { loadSchemas, preloadSchemas } from '../forms/lazySchemas';
import { readOutcome } from '../outcome';
import { usePasswordsTexts } from '../i18n/passwords';

/**
 * /forget-password (SPEC §2, §5, §8): 'Registered Mobile Number' and 'Get Password'. Non-digits are dropped
 * and input past 10 digits ignored; a mobile that is not 10 digits shows 'Invalid Mobile Number.' for 5 s.
 * The server sends an SMS with a one-time link to set a new password (we never send passwords); its
 * message shows for 5 s, as an error when the inner status is not 200.
 */
export function ForgetPasswordPage(): ReactNode {
  const t = usePasswordsTexts();
  const [forget] = useAccountForgetPasswordMutation();
  const notice = useTimedMessage<Notice>();
  return (
    <AuthCard
      title={t('Forgot Password')}
      lead={t('We will send a link to set a new password to your registered mobile number.')}
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
          const outcome = readOutcome(await forget({ mobile: values.mobile }));
          notice.show(
            outcome.code === 200
              ? {
                  tone: 'success',
                  text: outcome.message ?? 'We have sent a link to set a new password.',
                }
              : {
                  tone: 'error',
                  text: outcome.message ?? 'The link could not be sent. Please try again.',
                },
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate onFocus={preloadSchemas}>
            <FormErrorSummary />
            <MobileField
              name="mobile"
              label={t('Registered Mobile Number')}
              required
              autoComplete="tel-national"
            />
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('Get Password')}
            </Button>
          </Form>
        )}
      </Formik>
      <CardLinks>
        <Link to={ROUTES.login}>{t('Back to Login')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
