import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_TEXT_MAX,
  GRIEVANCE_TEXT_MIN,
  ROUTES,
  formatIndiaDate,
  type Grievance,
  type GrievanceCategory,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  Link,
  SelectInput,
  TextArea,
  TextInput,
  useLanguage,
} from '@medibridge/ui-kit';
import { useGrievanceFileMutation } from '../api';
import { AuthCard, CardLinks } from '../components/AuthCard';
import { CATEGORY_LABELS } from '../components/grievanceLabels';
import { useGrievanceTexts } from '../i18n/grievances';
import { readOutcome } from '../outcome';

const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Reference = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

type Errors = Partial<Record<'category' | 'link' | 'description', string>>;

/**
 * /grievances/new (issue 33 §1, docs/decisions/0066): what the grievance is about, optionally the number
 * of one of the patient's consultations (APT-…) or orders (ORD-…), and what went wrong. On success: the
 * reference, the date we answer by, and that an SMS says the same.
 */
export function GrievanceNewPage(): ReactNode {
  const t = useGrievanceTexts();
  const language = useLanguage();
  const [file, filing] = useGrievanceFileMutation();
  const [category, setCategory] = useState<GrievanceCategory | ''>('');
  const [link, setLink] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [filed, setFiled] = useState<Grievance | null>(null);
  const reference = useRef<HTMLParagraphElement>(null);
  // The form was long: bring the reference into view on a phone.
  useEffect(() => {
    if (filed) reference.current?.scrollIntoView?.({ block: 'center' });
  }, [filed]);

  if (filed)
    return (
      <AuthCard title={t('Your grievance is filed')}>
        <Alert tone="success" autoDismissMs={null}>
          {t('We have texted you its reference.')}
        </Alert>
        <p>{t('Your reference')}</p>
        <Reference ref={reference} data-testid="grievance-reference">
          {filed.reference}
        </Reference>
        <p>
          {t('Our grievance officer will answer by {date}.', {
            date: formatIndiaDate(filed.due_on, language),
          })}
        </p>
        <CardLinks>
          <Link to={ROUTES.grievances}>{t('My grievances')}</Link>
          <Link to={ROUTES.home}>{t('Go to the home page')}</Link>
        </CardLinks>
      </AuthCard>
    );

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setProblem(null);
    const found: Errors = {};
    if (!category) found.category = t('Pick what your grievance is about.');
    const code = link.trim().toUpperCase();
    if (code && !/^[A-Z]{3}-[A-Z0-9-]{4,32}$/.test(code))
      found.link = t('Enter a number like APT-1234ABCD or ORD-1234ABCD, or leave it empty.');
    if (description.trim().length < GRIEVANCE_TEXT_MIN)
      found.description = t('Write what went wrong in at least {count} characters.', {
        count: GRIEVANCE_TEXT_MIN,
      });
    setErrors(found);
    if (Object.keys(found).length || !category) return;
    const outcome = readOutcome(
      await file({
        category,
        description: description.trim(),
        ...(code ? (code.startsWith('ORD-') ? { order_no: code } : { appointment_no: code }) : {}),
      }),
    );
    if (outcome.httpStatus === 200) {
      setFiled((outcome.body as { data: Grievance }).data);
      return;
    }
    const linkError = outcome.fieldErrors.appointment_no ?? outcome.fieldErrors.order_no;
    if (linkError)
      setErrors({
        link: code.startsWith('ORD-')
          ? t('This order is not one of yours. Pick one from your orders.')
          : t('This consultation is not one of yours. Pick one from your appointments.'),
      });
    setProblem(
      outcome.httpStatus === 429
        ? t('You have 5 open grievances. Please wait for our answer to them before filing another.')
        : linkError
          ? null
          : (outcome.message ?? t('Your grievance could not be filed. Please try again.')),
    );
  };

  return (
    <AuthCard
      title={t('File a grievance')}
      lead={t(
        'Our grievance officer reads every grievance. We text you a reference at once and answer within {days} days.',
        { days: 30 },
      )}
      wide
    >
      {problem ? (
        <Alert tone="error" autoDismissMs={null} onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <FormGrid noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectInput
          label={t('What is it about?')}
          required
          name="category"
          value={category}
          placeholder={t('Choose one')}
          options={GRIEVANCE_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABELS[c]) }))}
          onChange={(e) => setCategory(e.target.value as GrievanceCategory | '')}
          error={errors.category}
        />
        <TextInput
          label={t('Consultation or order number (optional)')}
          hint={t('It is on your appointment or order page, e.g. APT-1234ABCD or ORD-1234ABCD.')}
          name="link"
          value={link}
          autoCapitalize="characters"
          onChange={(e) => setLink(e.target.value)}
          error={errors.link}
        />
        <TextArea
          label={t('What went wrong?')}
          required
          name="description"
          rows={6}
          maxLength={GRIEVANCE_TEXT_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <Button type="submit" fullWidth size="lg" loading={filing.isLoading}>
          {t('Send my grievance')}
        </Button>
      </FormGrid>
      <CardLinks>
        <Link to={ROUTES.grievances}>{t('My grievances')}</Link>
        <Link to={ROUTES.privacy}>{t('Privacy and consent')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
