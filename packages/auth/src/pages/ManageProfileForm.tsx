import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  useReferenceCitiesQuery,
  useReferenceCountriesQuery,
  useReferenceStatesQuery,
} from '@medibridge/api-client';
import { BLOOD_GROUPS } from '@medibridge/contract';
import {
  Button,
  FileField,
  MobileInput,
  SelectField,
  TextAreaField,
  TextField,
  FieldGrid,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import type { Profile } from '../api';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { useProfileTexts } from '../i18n/profile';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<Values>((s) => s.profileSchema);

/** The profile form's values (SPEC §3 profile payload fields; mobile is read-only). */
export interface Values {
  firstName: string;
  last_name: string;
  email: string;
  dob: string;
  bloodGroup: string;
  address: string;
  stateID: string;
  cityID: string;
  countryID: string;
  pincode: string;
  profileImage: File | null;
}

const Grid = FieldGrid;

/* On a narrow phone the file field goes under the photo, where its "No file chosen" has room. */
const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  img,
  .placeholder {
    flex: none;
    width: 88px;
    height: 88px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
    border: 1px solid ${({ theme }) => theme.colors.divider};
  }
  .placeholder {
    display: grid;
    place-items: center;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  > div {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

function valuesOf(profile: Profile): Values {
  const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
  return {
    firstName: text(profile.name),
    last_name: text(profile.last_name),
    email: text(profile.email),
    dob: text(profile.dob).slice(0, 10),
    bloodGroup: text(profile.blood_group),
    address: text(profile.address),
    stateID: text(profile.state_id),
    cityID: text(profile.city_id),
    countryID: text(profile.country_id),
    pincode: text(profile.pin_code),
    profileImage: null,
  };
}

/** The photo: a local preview of a newly chosen file replaces the stored image (SPEC §4). */
function Photo({ stored, name }: { stored: string | null | undefined; name: string }): ReactNode {
  const t = useProfileTexts();
  const { values } = useFormikContext<Values>();
  const file = values.profileImage;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = preview ?? stored ?? null;
  return (
    <PhotoRow>
      {src ? (
        <img
          src={src}
          alt={preview ? t('Preview of your new photo') : t('Your profile photo')}
          width={88}
          height={88}
        />
      ) : (
        <span className="placeholder" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <FileField
          name="profileImage"
          label={t('Profile Photo')}
          accept="image/jpeg,image/gif,image/png"
          hint={t('JPG, GIF or PNG, at most 2 MB.')}
        />
      </div>
    </PhotoRow>
  );
}

/** State and city selects from reference data; changing the state empties a city of another state. */
function PlaceFields(): ReactNode {
  const t = useProfileTexts();
  const { values, setFieldValue } = useFormikContext<Values>();
  const states = useReferenceStatesQuery();
  const cities = useReferenceCitiesQuery();
  const countries = useReferenceCountriesQuery();
  const cityOptions = useMemo(
    () =>
      (cities.data ?? [])
        .filter((c) => values.stateID === '' || String(c.state_id) === values.stateID)
        .map((c) => ({ value: String(c.id), label: c.name })),
    [cities.data, values.stateID],
  );
  useEffect(() => {
    if (values.cityID && cities.data && !cityOptions.some((o) => o.value === values.cityID)) {
      void setFieldValue('cityID', '');
    }
  }, [cityOptions, cities.data, values.cityID, setFieldValue]);
  return (
    <>
      <SelectField
        name="countryID"
        label={t('Country')}
        placeholder={t('Select Country')}
        options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        name="stateID"
        label={t('State')}
        placeholder={t('Select State')}
        options={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <SelectField
        name="cityID"
        label={t('City')}
        placeholder={t('Select City')}
        options={cityOptions}
      />
    </>
  );
}

export interface ManageProfileFormProps {
  profile: Profile;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
}

/**
 * The basic information form with the photo, filled from the stored profile. Its own chunk (with formik and
 * the fields): the page shows a skeleton while the profile loads and downloads this meanwhile.
 */
export function ManageProfileForm({ profile, onSubmit }: ManageProfileFormProps): ReactNode {
  const t = useProfileTexts();
  return (
    <Formik<Values>
      initialValues={valuesOf(profile)}
      enableReinitialize
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate onFocus={preloadSchemas}>
          <FormErrorSummary />
          <Photo stored={profile.profile_image} name={profile.name} />
          <Grid>
            <TextField
              name="firstName"
              label={t('First Name')}
              required
              autoComplete="given-name"
            />
            <TextField name="last_name" label={t('Last Name')} autoComplete="family-name" />
            <MobileInput
              label={t('Mobile Number')}
              value={String(profile.mobile ?? '')}
              onValueChange={() => undefined}
              readOnly
            />
            <TextField name="email" label={t('Email')} type="email" required autoComplete="email" />
            <TextField name="dob" label={t('Date of Birth')} type="date" autoComplete="bday" />
            <SelectField
              name="bloodGroup"
              label={t('Blood Group')}
              placeholder={t('Select Blood Group')}
              options={BLOOD_GROUPS.map((g) => ({ value: g, label: g }))}
            />
            <div className="wide">
              <TextAreaField
                name="address"
                label={t('Address')}
                rows={3}
                autoComplete="street-address"
              />
            </div>
            <PlaceFields />
            <TextField
              name="pincode"
              label={t('Pin Code')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
            />
          </Grid>
          <Button type="submit" size="lg" loading={isSubmitting}>
            {t('Save Changes')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
