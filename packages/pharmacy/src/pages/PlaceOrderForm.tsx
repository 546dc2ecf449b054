import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLazyReferencePinCodeQuery, type StoredUser, problemOf } from '@medibridge/api-client';
import {
  MESSAGES,
  PHARMACY_MESSAGES,
  PLACE_ORDER_MESSAGE_MS,
  ROUTES,
  type DeliveryAddress,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  MobileField,
  TextAreaField,
  TextField,
  TextInput,
  translate,
  useTimedMessage,
  FieldGrid,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { useAddressDeleteMutation } from '../api';
import { Actions, Panel } from '../components/PharmacyFrame';
import { draftOf, readDraft, writeDraft, type PlaceOrderDraft } from '../draft';
import { usePlaceTexts } from '../i18n/place';

/*
 * (Here rather than in draft.ts: the order summary, which reads the draft, does not carry it.)
 */
/**
 * The form's starting values: the draft of this visit, else the last used saved address, else the stored
 * patient (SPEC §3: name, last_name, mobile, email, pin_code and address are always there).
 */
function startingDraft(
  user: StoredUser | null,
  saved: readonly DeliveryAddress[] | undefined,
): PlaceOrderDraft {
  const kept = readDraft();
  if (kept) return kept;
  const last = saved?.[0];
  if (last) return draftOf(last);
  return draftOf({
    firstName: user?.name,
    last_name: user?.last_name ?? '',
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    pinCode: user?.pin_code ?? '',
    address: user?.address ?? '',
  });
}

const validate = schemaValidate<PlaceOrderDraft>((s) => s.placeOrderSchema);

const Fields = FieldGrid;

const Saved = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Book = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li.chosen {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const DRAFT_KEYS = [
  'firstName',
  'last_name',
  'mobile',
  'email',
  'pinCode',
  'address',
  'locationTown',
  'city_district',
  'state',
] as const satisfies readonly (keyof PlaceOrderDraft)[];

function sameAddress(values: PlaceOrderDraft, saved: DeliveryAddress): boolean {
  return DRAFT_KEYS.every((key) => values[key].trim() === saved[key].trim());
}

/**
 * Fills town, district and state from a complete PIN code (`get-location-with-pin-code`), once per new PIN
 * code; the PIN code the form starts with (a saved address, the draft) keeps what it came with.
 */
function PinCodeFill({ onProblem }: { onProblem: (message: string | null) => void }): ReactNode {
  const { values, setFieldValue } = useFormikContext<PlaceOrderDraft>();
  const [lookUp, result] = useLazyReferencePinCodeQuery();
  const looked = useRef(values.pinCode.trim());
  const pin = values.pinCode.trim();
  useEffect(() => {
    if (!/^\d{6}$/.test(pin) || pin === looked.current) return;
    looked.current = pin;
    onProblem(null);
    const request = lookUp(pin, true);
    request
      .unwrap()
      .then((place) => {
        if (looked.current !== pin) return;
        void setFieldValue('locationTown', place.PostOfficeName, false);
        void setFieldValue('city_district', place.District, false);
        void setFieldValue('state', place.State, false);
      })
      .catch((error: unknown) => {
        if (looked.current !== pin) return;
        const problem = problemOf(error, PHARMACY_MESSAGES.pinCodeUnknown);
        onProblem(
          problem.status === 404 || problem.status === 422
            ? PHARMACY_MESSAGES.pinCodeUnknown
            : problem.message,
        );
      });
  }, [pin, lookUp, setFieldValue, onProblem]);
  const offices = result.originalArgs === pin ? (result.data?.PostOffices ?? []) : [];
  return (
    <datalist id="pin-code-offices">
      {offices.map((office) => (
        <option key={office} value={office} />
      ))}
    </datalist>
  );
}

/** SPEC §5: an empty pin code or address on submit shows its message for 3 s, then it clears. */
function RequiredNotice(): ReactNode {
  const { errors, submitCount, isValidating, isSubmitting } = useFormikContext<PlaceOrderDraft>();
  const notice = useTimedMessage<string[]>(PLACE_ORDER_MESSAGE_MS);
  const handled = useRef(0);
  const { show } = notice;
  useEffect(() => {
    if (submitCount === handled.current || isValidating || isSubmitting) return;
    handled.current = submitCount;
    const texts: string[] = [];
    if (errors.pinCode === MESSAGES.pinCodeRequired) texts.push(MESSAGES.pinCodeRequired);
    if (errors.address === MESSAGES.addressRequired) texts.push(MESSAGES.addressRequired);
    if (texts.length) show(texts);
  }, [submitCount, isValidating, isSubmitting, errors.pinCode, errors.address, show]);
  if (!notice.message) return null;
  return (
    <Alert tone="error" autoDismissMs={null}>
      {notice.message.map((text) => (
        <span key={text} style={{ display: 'block' }}>
          {translate(text)}
        </span>
      ))}
    </Alert>
  );
}

function SavedAddresses({ addresses }: { addresses: readonly DeliveryAddress[] }): ReactNode {
  const t = usePlaceTexts();
  const { values, setValues } = useFormikContext<PlaceOrderDraft>();
  const [remove, removal] = useAddressDeleteMutation();
  if (addresses.length === 0) return null;
  return (
    <Saved aria-labelledby="saved-title">
      <h2 id="saved-title">{t('Saved addresses')}</h2>
      {removal.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(removal.error, 'This address could not be deleted.').message)}
        </Alert>
      ) : null}
      <Book>
        {addresses.map((saved) => {
          const chosen = sameAddress(values, saved);
          return (
            <li key={saved.id} className={chosen ? 'chosen' : undefined}>
              <p>
                <strong>{[saved.firstName, saved.last_name].filter(Boolean).join(' ')}</strong>
                {' · '}
                {saved.mobile}
              </p>
              <p>
                {saved.address}, {saved.locationTown}, {saved.city_district}, {saved.state}{' '}
                {saved.pinCode}
              </p>
              <div className="buttons">
                <Button
                  type="button"
                  size="sm"
                  variant={chosen ? 'primary' : 'secondary'}
                  aria-pressed={chosen}
                  onClick={() =>
                    void setValues(
                      Object.fromEntries(
                        DRAFT_KEYS.map((key) => [key, saved[key]]),
                      ) as unknown as PlaceOrderDraft,
                      true,
                    )
                  }
                >
                  {chosen ? t('Delivering here') : t('Deliver here')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={removal.isLoading}
                  onClick={() => void remove(saved.id)}
                  aria-label={t('Delete the address {address}', { address: saved.address })}
                >
                  {t('Delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </Book>
    </Saved>
  );
}

/** The 'Place Your Order' form itself (formik and its fields: a chunk of its own). */
export function PlaceOrderForm({
  user,
  addresses,
}: {
  user: StoredUser;
  addresses: readonly DeliveryAddress[];
}): ReactNode {
  const t = usePlaceTexts();
  const navigate = useNavigate();
  const [initial] = useState(() => startingDraft(user, addresses));
  const [pinProblem, setPinProblem] = useState<string | null>(null);
  return (
    <Formik<PlaceOrderDraft>
      initialValues={initial}
      validate={validate}
      onSubmit={(values) => {
        writeDraft(values);
        void navigate(ROUTES.orderSummary);
      }}
    >
      <Form noValidate onFocus={preloadSchemas} aria-label={t('Place Your Order')}>
        <FormErrorSummary />
        <Panel>
          <SavedAddresses addresses={addresses} />
          <h2>{t('Delivery address')}</h2>
          <RequiredNotice />
          <Fields>
            <TextField
              name="firstName"
              label={t('First Name')}
              required
              autoComplete="given-name"
            />
            <TextField name="last_name" label={t('Last Name')} autoComplete="family-name" />
            <MobileField
              name="mobile"
              label={t('Mobile Number')}
              required
              autoComplete="tel-national"
            />
            <TextField name="email" type="email" label={t('Email')} required autoComplete="email" />
            <TextField
              name="pinCode"
              label={t('Pin Code')}
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              hint={
                pinProblem
                  ? translate(pinProblem)
                  : t('Town, district and state fill in from the PIN code.')
              }
            />
            <TextInput label={t('Country')} name="country" value={t('India')} readOnly />
            <TextAreaField
              name="address"
              label={t('Address')}
              hint={t('House or flat number, street and area.')}
              required
              rows={3}
              autoComplete="street-address"
              className="wide"
            />
            <TextField
              name="locationTown"
              label={t('Town / Locality')}
              required
              list="pin-code-offices"
              autoComplete="address-level3"
            />
            <TextField
              name="city_district"
              label={t('City / District')}
              required
              autoComplete="address-level2"
            />
            <TextField name="state" label={t('State')} required autoComplete="address-level1" />
          </Fields>
          <PinCodeFill onProblem={setPinProblem} />
          <Actions>
            <Button
              type="button"
              variant="secondary"
              size="lg"
              onClick={() => void navigate(ROUTES.myCart)}
            >
              {t('Previous')}
            </Button>
            <Button type="submit" size="lg">
              {t('Next')}
            </Button>
          </Actions>
        </Panel>
      </Form>
    </Formik>
  );
}
