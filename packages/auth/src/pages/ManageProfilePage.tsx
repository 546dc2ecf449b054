import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  baseApi,
  useCurrentUser,
  useReferenceCitiesQuery,
  useReferenceCountriesQuery,
  useReferenceStatesQuery,
  writeUserInfo,
} from '@medibridge/api-client';
import { BLOOD_GROUPS, PROFILE_RELOAD_MS } from '@medibridge/contract';
import {
  Button,
  FileField,
  MobileInput,
  SelectField,
  Skeleton,
  TextAreaField,
  TextField,
  useTimedMessage,
} from '@medibridge/ui-kit';
import { useDispatch } from 'react-redux';
import { useAccountUpdateProfileMutation, useAccountUserDetailQuery, type Profile } from '../api';
import { AuthCard, NoticeAlert, type Notice } from '../components/AuthCard';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { AUTH_MESSAGES } from '../messages';
import { readOutcome } from '../outcome';

/** The form's yup schema, downloaded on first focus or first check (forms/lazySchemas). */
const validate = schemaValidate<Values>((s) => s.profileSchema);

interface Values {
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

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const PhotoRow = styled.div`
  display: flex;
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
    flex: 1;
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
        <img src={src} alt={preview ? 'Preview of your new photo' : 'Your profile photo'} width={88} height={88} />
      ) : (
        <span className="placeholder" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <FileField
          name="profileImage"
          label="Profile Photo"
          accept="image/jpeg,image/gif,image/png"
          hint="JPG, GIF or PNG, at most 2 MB."
        />
      </div>
    </PhotoRow>
  );
}

/** State and city selects from reference data; changing the state empties a city of another state. */
function PlaceFields(): ReactNode {
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
        label="Country"
        placeholder="Select Country"
        options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        name="stateID"
        label="State"
        placeholder="Select State"
        options={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <SelectField name="cityID" label="City" placeholder="Select City" options={cityOptions} />
    </>
  );
}

/**
 * /manage-profile (SPEC §2, §3, §4): the basic information form with the photo. 'Save Changes' sends SPEC's
 * multipart profile payload; 'Profile Update Successfully.' shows for 5 s, then the profile is fetched
 * afresh (RTK invalidation instead of SPEC's page reload) and the stored user_info follows it.
 */
export function ManageProfilePage(): ReactNode {
  const user = useCurrentUser();
  const dispatch = useDispatch();
  const userId = user?.id ?? '';
  const detail = useAccountUserDetailQuery(userId, { skip: userId === '' });
  const [update] = useAccountUpdateProfileMutation();
  const notice = useTimedMessage<Notice>();
  const profile = detail.data;

  useEffect(() => {
    if (profile) writeUserInfo(profile);
  }, [profile]);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === 'profileImage') {
        if (value instanceof File) form.append('profileImage', value, value.name);
      } else {
        form.append(key, String(value ?? ''));
      }
    }
    form.append('mobile', String(profile?.mobile ?? ''));
    form.append('userID', String(userId));
    const outcome = readOutcome(await update(form));
    if (outcome.code === 200) {
      notice.show(
        { tone: 'success', text: AUTH_MESSAGES.profileSaved },
        {
          ms: PROFILE_RELOAD_MS,
          onExpire: () => {
            dispatch(baseApi.util.invalidateTags([{ type: 'User', id: String(userId) }]));
          },
        },
      );
      return;
    }
    if (Object.keys(outcome.fieldErrors).length > 0) helpers.setErrors(outcome.fieldErrors);
    notice.show({ tone: 'error', text: outcome.message ?? 'Your profile could not be saved. Please try again.' });
  };

  return (
    <AuthCard title="Manage Profile" lead="Basic information" wide>
      <NoticeAlert notice={notice.message} />
      {!profile ? (
        detail.isError ? (
          <NoticeAlert notice={{ tone: 'error', text: readOutcome({ error: detail.error }).message ?? 'Your profile could not be loaded.' }} />
        ) : (
          <Skeleton height={48} lines={6} />
        )
      ) : (
        <Formik<Values>
          initialValues={valuesOf(profile)}
          enableReinitialize
          validate={validate}
          onSubmit={onSubmit}
        >
          {({ isSubmitting }) => (
            <Form noValidate onFocus={preloadSchemas}>
              <Photo stored={profile.profile_image} name={profile.name} />
              <Grid>
                <TextField name="firstName" label="First Name" required autoComplete="given-name" />
                <TextField name="last_name" label="Last Name" autoComplete="family-name" />
                <MobileInput label="Mobile Number" value={String(profile.mobile ?? '')} onValueChange={() => undefined} readOnly />
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
                <TextField name="dob" label="Date of Birth" type="date" autoComplete="bday" />
                <SelectField
                  name="bloodGroup"
                  label="Blood Group"
                  placeholder="Select Blood Group"
                  options={BLOOD_GROUPS.map((g) => ({ value: g, label: g }))}
                />
                <div className="wide">
                  <TextAreaField name="address" label="Address" rows={3} autoComplete="street-address" />
                </div>
                <PlaceFields />
                <TextField name="pincode" label="Pin Code" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
              </Grid>
              <Button type="submit" size="lg" loading={isSubmitting}>
                Save Changes
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
