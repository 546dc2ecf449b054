import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  type ServiceIconName,
  type AdminPackageDetail,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  FormErrorSummary,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  translate,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import {
  useStaffCataloguePackageCreateMutation,
  useStaffCataloguePackageImageMutation,
  useStaffCataloguePackageQuery,
  useStaffCataloguePackageUpdateMutation,
  useStaffPackageMastersQuery,
} from '../../packagesApi';
import { PictureUpload } from '../../components/PictureUpload';
import { CatalogueEditorFrame } from '../../components/CatalogueEditorFrame';
import { ButtonRow, Panel } from '../../components/StaffFrame';
import {
  NEW_INCLUSION,
  NEW_PACKAGE_DRAFT,
  packageBody,
  packageDraft,
  packageSchema,
  type PackageDraft,
} from '../../forms/packageSchema';
import { useCatalogueTexts, type CatalogueText } from '../../i18n/catalogue';
import { PackagePrices } from './PackagePrices';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Inclusion = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The inclusions' drawn pictures in words: every one the server draws (contract's names), no other. */
const ICONS: Readonly<Record<ServiceIconName, CatalogueText>> = {
  consultation: 'Consultation',
  stay: 'Hospital stay',
  ot: 'OT and anaesthesia',
  implant: 'Implant',
  investigations: 'Investigations',
  medicines: 'Medicines',
  followup: 'Follow-up',
  physiotherapy: 'Physiotherapy',
  procedure: 'Procedure',
};

/**
 * One package's form (inclusions), picture and price per hospital; or, with `id` null, an empty form that adds
 * a package and then opens it (`onAdded`) for its picture and prices.
 */
export function PackageEditor({
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
  const one = useStaffCataloguePackageQuery(id ?? 0, { skip: id === null });
  return (
    <CatalogueEditorFrame
      id={id}
      one={one}
      failed="The package could not be loaded."
      added={added ? CATALOGUE_MESSAGES.packageAdded : null}
      onClose={onClose}
      create={<PackageForm pkg={null} onAdded={onAdded} />}
    >
      {(record) => (
        <>
          <PackageForm pkg={record} onAdded={onAdded} />
          <Picture pkg={record} />
          <PackagePrices pkg={record} />
        </>
      )}
    </CatalogueEditorFrame>
  );
}

function PackageForm({
  pkg,
  onAdded,
}: {
  pkg: AdminPackageDetail | null;
  onAdded: (id: number) => void;
}): ReactNode {
  const t = useCatalogueTexts();
  const masters = useStaffPackageMastersQuery();
  const [save] = useStaffCataloguePackageUpdateMutation();
  const [create] = useStaffCataloguePackageCreateMutation();
  const [saved, setSaved] = useState(false);
  const masterOptions = (masters.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  if (pkg && !masterOptions.some((m) => m.value === String(pkg.master_id)))
    masterOptions.unshift({ value: String(pkg.master_id), label: pkg.master_name });
  const iconOptions = Object.entries(ICONS).map(([name, label]) => ({
    value: `${name}.svg`,
    label: t(label),
  }));
  const submit = async (values: PackageDraft, helpers: FormikHelpers<PackageDraft>) => {
    helpers.setStatus(undefined);
    setSaved(false);
    try {
      if (pkg === null) {
        const answer = await create(packageBody(values)).unwrap();
        onAdded(answer.data.id);
        return;
      }
      await save({ id: pkg.id, form: packageBody(values) }).unwrap();
      setSaved(true);
    } catch (error) {
      const problem = problemOf(error, 'The package could not be saved.');
      helpers.setStatus(problem.message);
      for (const [field, message] of Object.entries(problem.fieldErrors))
        helpers.setFieldError(field, message);
    }
  };
  return (
    <Panel aria-label={t('Package details')}>
      <h2>{pkg ? pkg.name : t('New package')}</h2>
      <Formik<PackageDraft>
        initialValues={pkg ? packageDraft(pkg) : NEW_PACKAGE_DRAFT}
        validationSchema={packageSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ status, isSubmitting, values }) => (
          <Form noValidate>
            <FormErrorSummary />
            {typeof status === 'string' ? (
              <Alert tone="error" autoDismissMs={null}>
                {translate(status)}
              </Alert>
            ) : null}
            <Fields>
              <TextField name="name" label={t('Name')} required />
              <TextField name="name_hi" label={t('Name in Hindi')} lang="hi" />
              <SelectField
                name="master_id"
                label={t('Speciality (package group)')}
                options={masterOptions}
                placeholder={pkg ? undefined : t('Choose the speciality')}
                required
              />
              <TextField
                name="base_price"
                label={t('Starting price in rupees')}
                inputMode="decimal"
                required
              />
              <TextField
                name="hospital_days"
                label={t('Days in hospital')}
                inputMode="numeric"
                required
              />
            </Fields>
            <TextAreaField name="short_description" label={t('Short description')} required />
            <TextAreaField
              name="short_description_hi"
              label={t('Short description in Hindi')}
              lang="hi"
            />
            <FieldArray name="inclusions">
              {(rows) => (
                <>
                  <h3>{t('What the package includes')}</h3>
                  {values.inclusions.map((_, index) => (
                    // The rows have no id of their own until saved: their place is their key.
                    <Inclusion key={index}>
                      <legend>{t('Inclusion {number}', { number: index + 1 })}</legend>
                      <TextField
                        name={`inclusions.${String(index)}.service_name`}
                        label={t('What is included')}
                        required
                      />
                      <TextField
                        name={`inclusions.${String(index)}.service_name_hi`}
                        label={t('What is included, in Hindi')}
                        lang="hi"
                      />
                      <TextField
                        name={`inclusions.${String(index)}.description`}
                        label={t('Details')}
                      />
                      <SelectField
                        name={`inclusions.${String(index)}.service_img`}
                        label={t('Its picture')}
                        options={iconOptions}
                      />
                      <ButtonRow>
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          onClick={() => rows.remove(index)}
                          aria-label={t('Remove inclusion {number}', { number: index + 1 })}
                        >
                          {t('Remove')}
                        </Button>
                      </ButtonRow>
                    </Inclusion>
                  ))}
                  {values.inclusions.length < CATALOGUE_LIMITS.inclusionsMax ? (
                    <ButtonRow>
                      <Button
                        type="button"
                        variant="secondary"
                        size="sm"
                        onClick={() => rows.push(NEW_INCLUSION)}
                      >
                        {t('Add an inclusion')}
                      </Button>
                    </ButtonRow>
                  ) : null}
                </>
              )}
            </FieldArray>
            <RadioGroupField
              name="active"
              label={t('Shown to patients')}
              options={[
                { value: 'offered', label: t('Offered') },
                { value: 'withdrawn', label: t('Withdrawn') },
              ]}
            />
            <Button type="submit" loading={isSubmitting}>
              {pkg ? t('Save the package') : t('Add the package')}
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

function Picture({ pkg }: { pkg: AdminPackageDetail }): ReactNode {
  const [upload, state] = useStaffCataloguePackageImageMutation();
  return <PictureUpload onUpload={(file) => void upload({ id: pkg.id, file })} state={state} />;
}
