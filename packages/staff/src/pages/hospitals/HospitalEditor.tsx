import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import { CATALOGUE_MESSAGES, formatRupees, type AdminHospitalDetail } from '@medibridge/contract';
import {
  Alert,
  Button,
  EmptyState,
  FormErrorSummary,
  RadioGroupField,
  SelectField,
  TextField,
  TextInput,
  translate,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import {
  useStaffCatalogueHospitalCreateMutation,
  useStaffCatalogueHospitalImageMutation,
  useStaffCatalogueHospitalQuery,
  useStaffCatalogueHospitalUpdateMutation,
  useStaffCataloguePriceSetMutation,
  useStaffHospitalCitiesQuery,
} from '../../api';
import { PictureUpload } from '../../components/PictureUpload';
import { CatalogueEditorFrame } from '../../components/CatalogueEditorFrame';
import { InlineForm, Panel, RecordList } from '../../components/StaffFrame';
import {
  hospitalBody,
  hospitalDraft,
  hospitalSchema,
  NEW_HOSPITAL_DRAFT,
  priceProblem,
  type HospitalDraft,
} from '../../forms/catalogueSchema';
import { useCatalogueTexts } from '../../i18n/catalogue';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * One hospital's form, picture and prices; or, with `id` null, an empty form that adds a hospital and then
 * opens it (`onAdded`) for its picture and prices.
 */
export function HospitalEditor({
  id,
  added = false,
  onClose,
  onAdded,
}: {
  id: number | null;
  added?: boolean;
  onClose: () => void;
  onAdded: (id: number) => void;
}): ReactNode {
  const one = useStaffCatalogueHospitalQuery(id ?? 0, { skip: id === null });
  return (
    <CatalogueEditorFrame
      id={id}
      one={one}
      failed="The hospital could not be loaded."
      added={added ? CATALOGUE_MESSAGES.hospitalAdded : null}
      onClose={onClose}
      create={<HospitalForm hospital={null} onAdded={onAdded} />}
    >
      {(record) => (
        <>
          <HospitalForm hospital={record} onAdded={onAdded} />
          <Picture hospital={record} />
          <Prices hospital={record} />
        </>
      )}
    </CatalogueEditorFrame>
  );
}

function HospitalForm({
  hospital,
  onAdded,
}: {
  hospital: AdminHospitalDetail | null;
  onAdded: (id: number) => void;
}): ReactNode {
  const t = useCatalogueTexts();
  const cities = useStaffHospitalCitiesQuery();
  const [save] = useStaffCatalogueHospitalUpdateMutation();
  const [create] = useStaffCatalogueHospitalCreateMutation();
  const [saved, setSaved] = useState(false);
  const cityOptions = (cities.data ?? []).map((c) => ({
    value: String(c.cityRowId),
    label: c.cityName,
  }));
  if (hospital && !cityOptions.some((c) => c.value === String(hospital.city_id)))
    cityOptions.unshift({ value: String(hospital.city_id), label: hospital.city_name });
  const submit = async (values: HospitalDraft, helpers: FormikHelpers<HospitalDraft>) => {
    helpers.setStatus(undefined);
    setSaved(false);
    try {
      if (hospital === null) {
        const answer = await create(hospitalBody(null, values)).unwrap();
        onAdded(answer.data.id);
        return;
      }
      await save({ id: hospital.id, form: hospitalBody(hospital, values) }).unwrap();
      setSaved(true);
    } catch (error) {
      const problem = problemOf(error, 'The hospital could not be saved.');
      helpers.setStatus(problem.message);
      for (const [field, message] of Object.entries(problem.fieldErrors))
        helpers.setFieldError(field, message);
    }
  };
  return (
    <Panel aria-label={t('Hospital details')}>
      <h2>{hospital ? hospital.shop_name : t('New hospital')}</h2>
      <Formik<HospitalDraft>
        initialValues={hospital ? hospitalDraft(hospital) : NEW_HOSPITAL_DRAFT}
        validationSchema={hospitalSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ status, isSubmitting }) => (
          <Form noValidate>
            <FormErrorSummary />
            {typeof status === 'string' ? (
              <Alert tone="error" autoDismissMs={null}>
                {translate(status)}
              </Alert>
            ) : null}
            <Fields>
              <TextField name="shop_name" label={t('Name')} required />
              <SelectField
                name="city_id"
                label={t('City')}
                options={cityOptions}
                placeholder={hospital ? undefined : t('Choose the city')}
                required
              />
              <TextField name="shop_address" label={t('Address')} required />
              <TextField name="pin_code" label={t('PIN code')} inputMode="numeric" required />
              <TextField name="accreditation" label={t('Accreditation')} />
              <TextField name="accreditation_hi" label={t('Accreditation in Hindi')} lang="hi" />
              <TextField name="shop_specialization" label={t('Specialities')} />
              <TextField
                name="shop_specialization_hi"
                label={t('Specialities in Hindi')}
                lang="hi"
              />
              <TextField name="beds" label={t('Beds')} inputMode="numeric" required />
              <TextField
                name="established_year"
                label={t('Established in')}
                inputMode="numeric"
                required
              />
            </Fields>
            <RadioGroupField
              name="active"
              label={t('Shown to patients')}
              options={[
                { value: 'offered', label: t('Offered') },
                { value: 'withdrawn', label: t('Withdrawn') },
              ]}
            />
            <Button type="submit" loading={isSubmitting}>
              {hospital ? t('Save the hospital') : t('Add the hospital')}
            </Button>
            {saved ? (
              <Alert tone="success" onDismiss={() => setSaved(false)}>
                {t('Saved. Patients see it on their next visit.')}
              </Alert>
            ) : null}
          </Form>
        )}
      </Formik>
    </Panel>
  );
}

function Picture({ hospital }: { hospital: AdminHospitalDetail }): ReactNode {
  const [upload, state] = useStaffCatalogueHospitalImageMutation();
  return (
    <PictureUpload onUpload={(file) => void upload({ id: hospital.id, file })} state={state} />
  );
}

function Prices({ hospital }: { hospital: AdminHospitalDetail }): ReactNode {
  const t = useCatalogueTexts();
  return (
    <Panel aria-label={t('Package prices')}>
      <h2>{t('Package prices')}</h2>
      {hospital.prices.length === 0 ? (
        <EmptyState title={t('This hospital offers no package yet.')} />
      ) : (
        <RecordList aria-label={t('Package prices')}>
          {hospital.prices.map((p) => (
            <PriceRow key={p.package_id} vendorId={hospital.id} price={p} />
          ))}
        </RecordList>
      )}
    </Panel>
  );
}

function PriceRow({
  vendorId,
  price: p,
}: {
  vendorId: number;
  price: AdminHospitalDetail['prices'][number];
}): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState(p.price.replace(/\.00$/, ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [setPrice, { isLoading, isSuccess, error }] = useStaffCataloguePriceSetMutation();
  const said =
    problem ?? (error ? problemOf(error, 'The price could not be saved.').message : null);
  return (
    <li>
      <span className="what">{p.package_name}</span>
      <span className="meta">
        {t('Now {price}', { price: formatRupees(Number(p.price)) })}
        {p.package_active ? '' : ` · ${t('Package withdrawn')}`}
      </span>
      <InlineForm
        onSubmit={(event) => {
          event.preventDefault();
          const wrong = priceProblem(typed);
          setProblem(wrong);
          if (!wrong) void setPrice({ vendorId, packageId: p.package_id, price: Number(typed) });
        }}
      >
        <TextInput
          label={t('Price in rupees for {name}', { name: p.package_name })}
          inputMode="decimal"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={said ? translate(said) : undefined}
        />
        <Button type="submit" variant="secondary" size="sm" loading={isLoading}>
          {t('Save the price')}
        </Button>
      </InlineForm>
      {isSuccess && !said ? <span role="status">{t('The price is saved.')}</span> : null}
    </li>
  );
}
