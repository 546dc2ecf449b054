import { type ReactNode } from 'react';
import { Formik, Form, type FormikHelpers, useField } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountPatientDetailQuery, useCurrentUser, useLogOut } from '@medibridge/api-client';
import { ROUTES, formatRupees } from '@medibridge/contract';
import { Alert, Button, FormError, Link, TextField, useTimedMessage } from '@medibridge/ui-kit';
import { useAccountCloseMutation } from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { type CloseText, useCloseTexts } from '../i18n/close';
import { readOutcome } from '../outcome';

type Values = { password: string; forfeit: boolean; understood: boolean };
const EMPTY: Values = { password: '', forfeit: false, understood: false };

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CheckLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    margin-top: 0.2rem;
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

function CheckField({ name, label }: { name: 'forfeit' | 'understood'; label: string }): ReactNode {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = `close-${name}`;
  return (
    <div>
      <CheckLabel htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={meta.touched && meta.error ? true : undefined}
          aria-describedby={meta.touched && meta.error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </CheckLabel>
      {meta.touched && meta.error ? <FormError id={`${id}-error`}>{meta.error}</FormError> : null}
    </div>
  );
}

/**
 * /close-account (issue 33 §1, docs/decisions/0061): what is erased and what the law keeps, the password
 * again, the wallet given up when it holds money, a tick that it cannot be undone. On success the device
 * logs out and the same route shows that the account is closed (the route is public for that reason).
 */
export function CloseAccountPage(): ReactNode {
  const t = useCloseTexts();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const [close] = useAccountCloseMutation();
  const notice = useTimedMessage<Notice>();
  const wallet = useAccountPatientDetailQuery(user?.id ?? 0, { skip: !user });
  const walletRupees = Number(wallet.data?.wallet_amount ?? 0);
  const closed = (location.state as { closed?: boolean } | null)?.closed === true;

  if (closed || !user)
    return (
      <AuthCard
        title={closed ? t('Your account is closed') : t('Close your account')}
        lead={closed ? undefined : t('Log in first: only you can close your account.')}
      >
        {closed ? (
          <Alert tone="success" autoDismissMs={null}>
            {t(
              'Your personal data has been erased; invoices and prescriptions are kept, without your contact details, only as long as the law asks. This mobile number can register again as a new patient.',
            )}
          </Alert>
        ) : null}
        <CardLinks>
          <Link to={ROUTES.home}>{t('Go to the home page')}</Link>
          <Link to={closed ? ROUTES.mobileVerification : ROUTES.login}>
            {closed ? t('Register again') : t('Login')}
          </Link>
        </CardLinks>
      </AuthCard>
    );

  const validate = (values: Values): Partial<Record<keyof Values, string>> => {
    const errors: Partial<Record<keyof Values, string>> = {};
    if (!values.password) errors.password = t('Enter your password to close your account.');
    if (walletRupees > 0 && !values.forfeit)
      errors.forfeit = t('Tick that you give up your wallet money, or use it first.');
    if (!values.understood) errors.understood = t('Tick this to confirm.');
    return errors;
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const outcome = readOutcome(
      await close({ password: values.password, forfeit_wallet: values.forfeit }),
    );
    if (outcome.code === 200) {
      await logOut(() => navigate(ROUTES.closeAccount, { replace: true, state: { closed: true } }));
      return;
    }
    const known: Record<number, CloseText> = {
      400: 'That password is not right. Enter the password you log in with.',
    };
    const text = known[outcome.httpStatus];
    if (text) helpers.setFieldError('password', t(text));
    notice.show({
      tone: 'error',
      text: text
        ? t(text)
        : (outcome.message ?? t('Your account could not be closed. Please try again.')),
    });
  };

  return (
    <AuthCard title={t('Close my account')} lead={t('This cannot be undone.')} wide>
      <Section aria-labelledby="close-erased">
        <h2 id="close-erased">{t('What is erased')}</h2>
        <ul>
          <li>
            {t(
              'Your profile, photo, mobile and email, your symptoms and health answers, uploaded reports and documents, follow-up messages, cart, addresses and message settings.',
            )}
          </li>
        </ul>
      </Section>
      <Section aria-labelledby="close-kept">
        <h2 id="close-kept">{t('What the law makes us keep')}</h2>
        <ul>
          <li>
            {t(
              'Invoices and payment records for 8 years (GST and income-tax law), without your name or contact details.',
            )}
          </li>
          <li>{t("Doctors' prescriptions for 3 years (medical records rules), then deleted.")}</li>
          <li>
            {t(
              "The pharmacy's record of prescription medicines sold to you for 3 years (Drugs and Cosmetics Rules), then deleted.",
            )}
          </li>
          <li>{t('Security log entries for 400 days.')}</li>
        </ul>
      </Section>
      <Section aria-labelledby="close-before">
        <h2 id="close-before">{t('Before it closes')}</h2>
        <ul>
          <li>{t('Upcoming consultations are cancelled and refunded to your payment method.')}</li>
          <li>
            {t('Wallet money cannot be paid out. Your wallet holds {amount}.', {
              amount: formatRupees(walletRupees),
            })}
          </li>
          <li>
            {t('Closing waits while a payment is in progress or a medicine order is on its way.')}
          </li>
        </ul>
      </Section>
      <NoticeAlert notice={notice.message} />
      <Formik<Values> initialValues={EMPTY} validate={validate} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="password"
              label={t('Your password')}
              type="password"
              required
              autoComplete="current-password"
            />
            {walletRupees > 0 ? (
              <CheckField name="forfeit" label={t('I give up the money in my wallet.')} />
            ) : null}
            <CheckField
              name="understood"
              label={t('I understand that my account and data cannot be brought back.')}
            />
            <Button type="submit" variant="danger" fullWidth size="lg" loading={isSubmitting}>
              {t('Close my account')}
            </Button>
          </Form>
        )}
      </Formik>
      <CardLinks>
        <Link to={ROUTES.manageProfile}>{t('Keep my account')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
