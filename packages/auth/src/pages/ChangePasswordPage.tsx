import { useEffect, useRef, type ReactNode } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { useCurrentUser } from '@medibridge/api-client';
import { MESSAGE_MS } from '@medibridge/contract';
import { Button, TextField, useTimedMessage, FormErrorSummary } from '@medibridge/ui-kit';
import { useAccountChangePasswordMutation } from '../api';
import { AuthCard, NoticeAlert, type Notice } from '../components/AuthCard';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { readOutcome } from '../outcome';
import { usePasswordsTexts } from '../i18n/passwords';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<Values>((s) => s.changePasswordSchema);

type Values = { old_password: string; new_password: string; confirm_password: string };
const EMPTY: Values = { old_password: '', new_password: '', confirm_password: '' };

/**
 * /change-password (SPEC §2, §3): Old, New and Confirm Password. New and confirm must match here too
 * (deviation 5); the server's message shows for 5 s, its per-field 422 messages under the fields.
 */
export function ChangePasswordPage(): ReactNode {
  const t = usePasswordsTexts();
  const user = useCurrentUser();
  const [change] = useAccountChangePasswordMutation();
  const notice = useTimedMessage<Notice>();
  const fieldTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(fieldTimer.current), []);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const outcome = readOutcome(await change({ ...values, userID: String(user?.id ?? '') }));
    if (outcome.code === 200) {
      helpers.resetForm({ values: EMPTY });
      notice.show({ tone: 'success', text: outcome.message ?? 'Password changed successfully.' });
      return;
    }
    if (Object.keys(outcome.fieldErrors).length > 0) {
      helpers.setErrors(outcome.fieldErrors);
      clearTimeout(fieldTimer.current);
      fieldTimer.current = setTimeout(() => helpers.setErrors({}), MESSAGE_MS);
    }
    notice.show({
      tone: 'error',
      text: outcome.message ?? 'The password could not be changed. Please try again.',
    });
  };

  return (
    <AuthCard
      title={t('Change Password')}
      lead={t('Other devices are logged out when your password changes.')}
    >
      <NoticeAlert notice={notice.message} />
      <Formik<Values> initialValues={EMPTY} validate={validate} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate onFocus={preloadSchemas}>
            <FormErrorSummary />
            <TextField
              name="old_password"
              label={t('Old Password')}
              type="password"
              required
              autoComplete="current-password"
            />
            <TextField
              name="new_password"
              label={t('New Password')}
              type="password"
              required
              autoComplete="new-password"
              hint={t('At least 8 characters.')}
            />
            <TextField
              name="confirm_password"
              label={t('Confirm Password')}
              type="password"
              required
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('Change Password')}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
