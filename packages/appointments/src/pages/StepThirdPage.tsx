import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  useAccountPatientDetailQuery,
  useCurrentUser,
  problemOf,
  type Problem,
} from '@medibridge/api-client';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  ROUTES,
  feeBreakdown,
  rupeesToPaise,
  consentRefusal,
  privacyPath,
} from '@medibridge/contract';
import {
  Link,
  Alert,
  FactList,
  FileInput,
  Skeleton,
  translate,
  useLanguage,
  StepActions,
  SubmitProblem,
  SummaryColumns,
} from '@medibridge/ui-kit';
import {
  useAppointmentDepartmentRowQuery,
  useAppointmentPayMutation,
  BookingFrame,
  Panel,
  showDate,
  showDay,
  bookingFields,
  clearDrafts,
  isNoScheduleDepartment,
  readStepFirst,
  readStepSecond,
  goToGateway,
  inAppPath,
  APPOINTMENT_MESSAGES,
} from '../shared';
import { FeeSummary } from '../components/FeeSummary';
import { useSummaryTexts } from '../i18n/summary';

const Facts = styled(FactList)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
`;

const Symptoms = styled.dd`
  white-space: pre-line;
  font-weight: ${({ theme }) => theme.fontWeights.regular} !important;
`;

/** A file the server accepts (SPEC: prescription; contract: JPG, PNG or PDF, at most 5 MB), else why not. */
function fileProblem(file: File): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return APPOINTMENT_MESSAGES.documentWrongType;
  if (file.size > DOCUMENT_MAX_BYTES) return APPOINTMENT_MESSAGES.documentTooLarge;
  return null;
}

/** The wallet's rupees (a number or the wire's '100.00') in paise; 0 when unknown. */
function walletPaiseOf(amount: number | string | undefined): number {
  const value = typeof amount === 'number' ? amount : Number(amount ?? 0);
  return Number.isFinite(value) && value > 0 ? rupeesToPaise(value) : 0;
}

/**
 * /appointment/step-third (SPEC §2, §4, §9): the Booking Summary of both drafts, the fee with its discount
 * and the wallet (which the patient may choose not to use), an optional prescription, Previous and Pay Now. Pay Now is disabled once clicked and sends
 * SPEC's multipart `make_payment/`; a booking the wallet covers opens its success screen in the app (and
 * the drafts are forgotten), any other goes to the payment provider's page.
 */
export function StepThirdPage(): ReactNode {
  const t = useSummaryTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [first] = useState(readStepFirst);
  const [second] = useState(readStepSecond);
  const departmentId = Number(second?.departmentId ?? 0);
  // The fee as it is now, asked each time the summary opens (docs/decisions/0057).
  const department = useAppointmentDepartmentRowQuery(departmentId, {
    skip: !second || !(departmentId > 0),
    refetchOnMountOrArgChange: true,
  });
  const wallet = useAccountPatientDetailQuery(user?.id ?? '', { skip: !user });
  const [pay] = useAppointmentPayMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // On by default: the wallet pays what it can unless the patient unticks it (docs/deviations.md 18).
  const [useWallet, setUseWallet] = useState(true);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (!first) return <Navigate to={ROUTES.appointmentStepFirst} replace />;
  if (!second) return <Navigate to={ROUTES.appointmentStepSecond} replace />;

  const noSchedule = isNoScheduleDepartment(second.departmentId);
  const walletPaise = walletPaiseOf(wallet.data?.wallet_amount);
  const row = department.data;
  const breakdown = row
    ? feeBreakdown(
        rupeesToPaise(Number(row.fee)),
        row.fee_discount_percent,
        useWallet ? walletPaise : 0,
      )
    : null;
  const answer = (value: string): string =>
    value === 'Yes'
      ? t('Yes')
      : value === 'No'
        ? t('No')
        : value === 'Occasionally'
          ? t('Occasionally')
          : value;

  const onPay = async (): Promise<void> => {
    if (paying || !user) return;
    setPaying(true);
    setProblem(null);
    const form = new FormData();
    const fields = bookingFields(first, second, String(user.id), file?.name ?? '', useWallet);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('prescription', file, file.name);
    const result = await pay(form);
    const fallback = 'We could not book your appointment just now. Please try again.';
    if ('data' in result && result.data) {
      const answerBody = result.data;
      if (answerBody.status === 'direct_booking') {
        clearDrafts();
        void navigate(inAppPath(answerBody.payment_response, answerBody.data.appointment_no));
        return;
      }
      // The drafts stay until the payment is confirmed (the success screen forgets them): should the
      // payment fail and the time be taken meanwhile, the patient only picks another time.
      if (
        answerBody.status === 'payment_initiated' &&
        goToGateway(answerBody.data.instrumentResponse.redirectInfo.url)
      )
        return;
      setProblem({ status: 200, message: fallback, fieldErrors: {} });
    } else {
      const problem = problemOf('error' in result ? result.error : null, fallback);
      // No consent to care or payments yet (an account from before the notice): the notice, then back here.
      if (consentRefusal({ errors: problem.fieldErrors })) {
        void navigate(privacyPath(ROUTES.appointmentStepThird));
        return;
      }
      setProblem(problem);
    }
    setPaying(false);
  };

  return (
    <BookingFrame
      title={t('Booking Summary')}
      lead={t('Check the details, then pay to confirm your appointment.')}
      step={3}
      wide
    >
      <SummaryColumns>
        <Panel>
          <h2>{t('Patient details')}</h2>
          <Facts>
            <dt>{t('Name')}</dt>
            <dd>{[first.firstName, first.last_name].filter(Boolean).join(' ')}</dd>
            <dt>{t('Mobile')}</dt>
            <dd>{first.mobile}</dd>
            {first.email ? (
              <>
                <dt>{t('Email')}</dt>
                <dd>{first.email}</dd>
              </>
            ) : null}
            <dt>{t('Age')}</dt>
            <dd>{t('{age} years', { age: first.age })}</dd>
            <dt>{t('Height')}</dt>
            <dd>{first.height || t('Not given')}</dd>
            <dt>{t('Weight')}</dt>
            <dd>{t('{weight} Kg', { weight: first.weight })}</dd>
            <dt>{t('Diabetic')}</dt>
            <dd>{answer(first.dibetic)}</dd>
            <dt>{t('Blood Pressure')}</dt>
            <dd>{answer(first.bloodPressure)}</dd>
            <dt>{t('Smoke')}</dt>
            <dd>{answer(first.smoke)}</dd>
            <dt>{t('Alcohol')}</dt>
            <dd>{answer(first.alcohol)}</dd>
          </Facts>
          <h2>{t('Appointment')}</h2>
          <Facts>
            <dt>{t('Department')}</dt>
            <dd>{row?.name ?? second.departmentName}</dd>
            <dt>{t('Symptoms')}</dt>
            <Symptoms>{second.symptoms}</Symptoms>
            <dt>{t('Appointment Mode')}</dt>
            <dd>{second.appointmentMode === 'audio' ? t('Audio') : t('Video')}</dd>
            {noSchedule ? (
              <>
                <dt>{t('When')}</dt>
                <dd>{t('A doctor calls you back within minutes of your booking.')}</dd>
              </>
            ) : (
              <>
                <dt>{t('Date')}</dt>
                <dd>{showDate(second.appointmentDate, language)}</dd>
                <dt>{t('Day')}</dt>
                <dd>{showDay(second.appointmentDate, second.appointmentDay, language)}</dd>
                <dt>{t('Time')}</dt>
                <dd>{second.scheduleLabel}</dd>
              </>
            )}
          </Facts>
        </Panel>
        <Panel>
          <h2>{t('Payment')}</h2>
          {breakdown && row ? (
            <FeeSummary
              breakdown={breakdown}
              percent={row.fee_discount_percent}
              walletPaise={walletPaise}
              useWallet={useWallet}
              onUseWalletChange={setUseWallet}
              disabled={paying}
            />
          ) : department.isError ? (
            <Alert tone="error" autoDismissMs={null}>
              {
                problemOf(department.error, 'The fee of this department could not be loaded.')
                  .message
              }
            </Alert>
          ) : (
            <Skeleton height={24} lines={4} />
          )}
          <FileInput
            label={t('Prescription (optional)')}
            hint={t('JPG, PNG or PDF, at most 5 MB.')}
            accept={DOCUMENT_TYPES.join(',')}
            file={file}
            error={fileError ? translate(fileError) : undefined}
            disabled={paying}
            onFileChange={(picked) => {
              const wrong = picked ? fileProblem(picked) : null;
              setFileError(wrong);
              setFile(wrong ? null : picked);
            }}
          />
          {problem ? (
            <SubmitProblem problem={problem} translate={translate}>
              {problem.status === 409 ? (
                <>
                  {' '}
                  <Link to={ROUTES.appointmentStepSecond}>{t('Choose another time')}</Link>
                </>
              ) : null}
            </SubmitProblem>
          ) : null}
          <StepActions
            previous={t('Previous')}
            onPrevious={() => void navigate(ROUTES.appointmentStepSecond)}
            forward={t('Pay Now')}
            onForward={() => void onPay()}
            ready={Boolean(breakdown)}
            busy={paying}
            busyText={t('Booking your appointment…')}
          />
        </Panel>
      </SummaryColumns>
    </BookingFrame>
  );
}
