import { useState, type ReactNode } from 'react';
import { formatRupees, type AdminHospital, type AdminPackageDetail } from '@medibridge/contract';
import {
  Button,
  EmptyState,
  StatusBadge,
  TextInput,
  translate,
  useDebouncedValue,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useStaffCatalogueHospitalsQuery, useStaffCataloguePriceSetMutation } from '../../api';
import { useStaffCataloguePriceRemoveMutation } from '../../packagesApi';
import {
  ButtonRow,
  InlineForm,
  Panel,
  RecordList,
  SEARCH_DEBOUNCE_MS,
} from '../../components/StaffFrame';
import { priceProblem } from '../../forms/catalogueSchema';
import { useCatalogueTexts } from '../../i18n/catalogue';

type Price = AdminPackageDetail['prices'][number];

/** Price rows shown at once: a package may be offered at dozens of hospitals. */
const SHOWN = 10;

/**
 * A package's price at each hospital that offers it: change, remove, or offer it at another hospital. With
 * more than ten, a filter by hospital or city finds the one to change.
 */
export function PackagePrices({ pkg }: { pkg: AdminPackageDetail }): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState('');
  const words = typed.trim().toLowerCase();
  const matching = pkg.prices.filter(
    (p) =>
      words === '' ||
      p.shop_name.toLowerCase().includes(words) ||
      p.city_name.toLowerCase().includes(words),
  );
  return (
    <Panel aria-label={t('Price at each hospital')}>
      <h2>{t('Price at each hospital')}</h2>
      {pkg.prices.length > SHOWN ? (
        <TextInput
          label={t('Find a hospital that offers it')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      ) : null}
      {pkg.prices.length === 0 ? (
        <EmptyState title={t('No hospital offers this package yet.')} />
      ) : matching.length === 0 ? (
        <p>{t('No hospital in this list matches.')}</p>
      ) : (
        <RecordList aria-label={t('Price at each hospital')}>
          {matching.slice(0, SHOWN).map((p) => (
            <PriceRow key={p.vendor_id} packageId={pkg.id} price={p} />
          ))}
        </RecordList>
      )}
      {matching.length > SHOWN ? (
        <p>
          {t('Showing {shown} of {count}: find a hospital above to see the others.', {
            shown: SHOWN,
            count: matching.length,
          })}
        </p>
      ) : null}
      <AddHospital pkg={pkg} />
    </Panel>
  );
}

function PriceRow({ packageId, price: p }: { packageId: number; price: Price }): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState(p.price.replace(/\.00$/, ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [setPrice, saving] = useStaffCataloguePriceSetMutation();
  const [remove, removing] = useStaffCataloguePriceRemoveMutation();
  const failed = saving.error ?? removing.error;
  const said =
    problem ?? (failed ? problemOf(failed, 'The price could not be saved.').message : null);
  const ids = { vendorId: p.vendor_id, packageId };
  return (
    <li>
      <span className="what">{p.shop_name}</span>
      <span className="meta">
        {`${p.city_name} · ${t('Now {price}', { price: formatRupees(Number(p.price)) })}`}
        {p.hospital_active ? null : (
          <>
            {' · '}
            <StatusBadge tone="problem">{t('Hospital withdrawn')}</StatusBadge>
          </>
        )}
      </span>
      <InlineForm
        onSubmit={(event) => {
          event.preventDefault();
          const wrong = priceProblem(typed);
          setProblem(wrong);
          if (!wrong) void setPrice({ ...ids, price: Number(typed) });
        }}
      >
        <TextInput
          label={t('Price in rupees at {name}', { name: p.shop_name })}
          inputMode="decimal"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={said ? translate(said) : undefined}
        />
        <ButtonRow>
          <Button type="submit" variant="secondary" size="sm" loading={saving.isLoading}>
            {t('Save the price')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={removing.isLoading}
            aria-label={t('Stop offering at {name}', { name: p.shop_name })}
            onClick={() => void remove(ids)}
          >
            {t('Stop offering')}
          </Button>
        </ButtonRow>
      </InlineForm>
      {saving.isSuccess && !said ? <span role="status">{t('The price is saved.')}</span> : null}
    </li>
  );
}

/** Offer the package at another hospital: find it by name or city, then give its price. */
function AddHospital({ pkg }: { pkg: AdminPackageDetail }): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<AdminHospital | null>(null);
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = useStaffCatalogueHospitalsQuery(
    { page: 1, per_page: 5, q, state: 'all' },
    { skip: q.length < 2 || chosen !== null },
  );
  const [save, saving] = useStaffCataloguePriceSetMutation();
  const offered = new Set(pkg.prices.map((p) => p.vendor_id));
  const matches = (found.data?.data ?? []).filter((h) => !offered.has(h.id));
  const said =
    problem ??
    (saving.error ? problemOf(saving.error, 'The price could not be saved.').message : null);
  if (chosen)
    return (
      <InlineForm
        aria-label={t('Offer at another hospital')}
        onSubmit={(event) => {
          event.preventDefault();
          const wrong = priceProblem(price);
          setProblem(wrong);
          if (wrong) return;
          void save({ vendorId: chosen.id, packageId: pkg.id, price: Number(price) })
            .unwrap()
            .then(() => {
              setChosen(null);
              setTyped('');
              setPrice('');
            });
        }}
      >
        <TextInput
          label={t('Price in rupees at {name}', { name: chosen.shop_name })}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={said ? translate(said) : undefined}
        />
        <ButtonRow>
          <Button type="submit" size="sm" loading={saving.isLoading}>
            {t('Add the price')}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setChosen(null)}>
            {t('Cancel')}
          </Button>
        </ButtonRow>
      </InlineForm>
    );
  return (
    <>
      <h3>{t('Offer at another hospital')}</h3>
      <TextInput
        label={t('Hospital or city')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {q.length >= 2 && found.data && matches.length === 0 ? (
        <p>{t('No other hospital matches.')}</p>
      ) : null}
      {matches.length > 0 ? (
        <RecordList aria-label={t('Hospitals found')}>
          {matches.map((h) => (
            <li key={h.id}>
              <span className="what">{h.shop_name}</span>
              <span className="meta">{h.city_name}</span>
              <ButtonRow>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('Offer at {name}', { name: h.shop_name })}
                  onClick={() => {
                    setChosen(h);
                    setProblem(null);
                  }}
                >
                  {t('Offer')}
                </Button>
              </ButtonRow>
            </li>
          ))}
        </RecordList>
      ) : null}
    </>
  );
}
