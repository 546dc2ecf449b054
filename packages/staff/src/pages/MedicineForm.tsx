import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DRUG_SCHEDULES,
  MEDICINE_GST_RATES,
  TPG_LISTS,
  tpgListWords,
  type MedicineFormInput,
  type StaffMedicine,
} from '@medibridge/contract';
import { Alert, Button, SelectInput, TextInput, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useStaffMedicineCreateMutation, useStaffMedicineUpdateMutation } from '../api';
import { ButtonRow } from '../components/StaffFrame';
import { useMedicineTexts, type MedicineText } from '../i18n/medicines';

/** The form's fields as typed (every one a text; numbers and the state are read on save). */
type Fields = Record<Exclude<keyof MedicineFormInput, 'discontinued' | 'stock_was'>, string> & {
  state: 'on_sale' | 'discontinued';
};

const EMPTY: Fields = {
  slug: '',
  title: '',
  title_hi: '',
  brand: '',
  composition: '',
  salts: '',
  form: '',
  pack_size: '',
  manufacturer: '',
  schedule: 'OTC',
  tpg_list: '',
  category: '',
  storage: '',
  mrp: '',
  sale_price: '',
  gst_rate: '5',
  hsn_code: '3004',
  stock: '0',
  state: 'on_sale',
};

function fieldsOf(m: StaffMedicine): Fields {
  return {
    ...EMPTY,
    ...Object.fromEntries(
      Object.keys(EMPTY).map((k) => [k, String(m[k as keyof StaffMedicine] ?? '')]),
    ),
    state: m.discontinued ? 'discontinued' : 'on_sale',
  } as Fields;
}

/** The text fields, in the order a pack is read. */
const TEXTS: readonly { name: keyof Fields; label: MedicineText; hint?: MedicineText }[] = [
  { name: 'title', label: 'Title' },
  { name: 'title_hi', label: 'Hindi title' },
  { name: 'brand', label: 'Brand' },
  { name: 'composition', label: 'Composition' },
  { name: 'salts', label: 'Salts' },
  { name: 'form', label: 'Form' },
  { name: 'pack_size', label: 'Pack' },
  { name: 'manufacturer', label: 'Manufacturer' },
  { name: 'category', label: 'Category' },
  { name: 'storage', label: 'Storage' },
  { name: 'mrp', label: 'MRP (₹)' },
  { name: 'sale_price', label: 'Sale price (₹)' },
  { name: 'hsn_code', label: 'HSN code' },
  { name: 'stock', label: 'Stock (packs)' },
  { name: 'slug', label: 'Web name', hint: 'Blank: made from the title.' },
];

const Grid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :is(div[role='alert'], .actions) {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * A product's edit form (or a new product's): the server checks it against the wire contract and answers
 * each field's problem in words, shown under the field.
 */
export function MedicineForm({
  product,
  onDone,
}: {
  /** The product to edit; null adds one. */
  product: StaffMedicine | null;
  onDone: (saved: StaffMedicine | null) => void;
}): ReactNode {
  const t = useMedicineTexts();
  const [fields, setFields] = useState<Fields>(product ? fieldsOf(product) : EMPTY);
  const [create, created] = useStaffMedicineCreateMutation();
  const [update, updated] = useStaffMedicineUpdateMutation();
  const state = product ? updated : created;
  const problem = state.error ? problemOf(state.error, 'The product could not be saved.') : null;
  const set = (name: keyof Fields, value: string) => setFields({ ...fields, [name]: value });

  const save = async (): Promise<void> => {
    const { state: sold, ...rest } = fields;
    const form: MedicineFormInput = {
      ...rest,
      schedule: rest.schedule as MedicineFormInput['schedule'],
      tpg_list: rest.tpg_list as MedicineFormInput['tpg_list'],
      gst_rate: Number(rest.gst_rate),
      stock: rest.stock.trim() === '' ? Number.NaN : Number(rest.stock),
      discontinued: sold === 'discontinued',
    };
    // The stock as opened: left alone by the server when unchanged (orders may have taken packs since).
    const answer = product
      ? await update({ id: product.id, form: { ...form, stock_was: product.stock } })
      : await create(form);
    if ('data' in answer && answer.data) onDone(answer.data);
  };

  const errorOf = (name: string): string | undefined => {
    const text = problem?.fieldErrors[name];
    return text ? translate(text) : undefined;
  };
  return (
    <Grid
      aria-label={product ? t('Edit {title}', { title: product.title }) : t('New product')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      {TEXTS.map((f) => (
        <TextInput
          key={f.name}
          label={t(f.label)}
          {...(f.hint ? { hint: t(f.hint) } : {})}
          value={fields[f.name]}
          error={errorOf(f.name)}
          inputMode={
            ['mrp', 'sale_price', 'stock', 'hsn_code'].includes(f.name) ? 'decimal' : undefined
          }
          onChange={(event) => set(f.name, event.target.value)}
        />
      ))}
      <SelectInput
        label={t('Schedule')}
        value={fields.schedule}
        error={errorOf('schedule')}
        onChange={(event) => set('schedule', event.target.value)}
        options={DRUG_SCHEDULES.map((s) => ({ value: s, label: s }))}
      />
      <SelectInput
        label={t('Telemedicine list (TPG 2020)')}
        hint={t('Which teleconsultations may prescribe it. Blank: from the schedule and salts.')}
        value={fields.tpg_list}
        error={errorOf('tpg_list')}
        onChange={(event) => set('tpg_list', event.target.value)}
        options={[
          { value: '', label: t('By the rule') },
          ...TPG_LISTS.map((l) => ({ value: l, label: translate(tpgListWords(l)) })),
        ]}
      />
      <SelectInput
        label={t('GST (%)')}
        value={fields.gst_rate}
        error={errorOf('gst_rate')}
        onChange={(event) => set('gst_rate', event.target.value)}
        options={MEDICINE_GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))}
      />
      <SelectInput
        label={t('State')}
        value={fields.state}
        onChange={(event) => set('state', event.target.value)}
        options={[
          { value: 'on_sale', label: t('On sale') },
          { value: 'discontinued', label: t('Discontinued') },
        ]}
      />
      {problem && Object.keys(problem.fieldErrors).length === 0 ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problem.message)}
        </Alert>
      ) : null}
      <ButtonRow className="actions">
        <Button type="submit" loading={state.isLoading} disabled={state.isLoading}>
          {t('Save')}
        </Button>
        <Button variant="secondary" type="button" onClick={() => onDone(null)}>
          {t('Close')}
        </Button>
      </ButtonRow>
    </Grid>
  );
}
