import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  MEDICINE_CSV_COLUMNS,
  endpointPath,
  serverRoute,
  type StaffMedicine,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  EmptyState,
  Skeleton,
  StatusBadge,
  TextInput,
  translate,
  useDebouncedValue,
  useTimedMessage,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import {
  useStaffMedicineImportCheckMutation,
  useStaffMedicineImportMutation,
  useStaffMedicineListQuery,
} from '../api';
import { CsvImport } from '../components/CsvImport';
import { Pager, usePageOf } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import { FilterRow, Panel, RecordList, SEARCH_DEBOUNCE_MS } from '../components/StaffFrame';
import { useMedicineTexts } from '../i18n/medicines';
import { MedicineForm } from './MedicineForm';

const Products = styled(RecordList)`
  li {
    gap: ${({ theme }) => theme.space.xxs};
  }
  button {
    justify-self: start;
  }
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
    li > button {
      grid-row: 1 / span 3;
      grid-column: 2;
    }
    li > form {
      grid-column: 1 / -1;
    }
  }
`;

/** Stock and state in a word: in stock (how many), out of stock, or discontinued. */
function Availability({ m }: { m: StaffMedicine }): ReactNode {
  const t = useMedicineTexts();
  if (m.discontinued) return <StatusBadge tone="info">{t('Discontinued')}</StatusBadge>;
  if (m.stock <= 0) return <StatusBadge tone="problem">{t('Out of stock')}</StatusBadge>;
  return <StatusBadge tone="good">{t('In stock: {stock}', { stock: m.stock })}</StatusBadge>;
}

function Product({
  m,
  editing,
  onEdit,
  onSaved,
}: {
  m: StaffMedicine;
  editing: boolean;
  onEdit: (open: boolean) => void;
  onSaved: (m: StaffMedicine) => void;
}): ReactNode {
  const t = useMedicineTexts();
  return (
    <li>
      <span className="what">{m.title}</span>
      <span className="meta">
        {`${m.composition} · ${m.pack_size} · ${m.slug}`}
        {m.rx_required ? ` · ${t('Needs a prescription')}` : ''}
      </span>
      <span>
        {t('MRP {mrp} · sale {sale} · GST {gst}%', {
          mrp: `₹${m.mrp}`,
          sale: `₹${m.sale_price}`,
          gst: m.gst_rate,
        })}{' '}
        <Availability m={m} />
      </span>
      {editing ? (
        <MedicineForm
          product={m}
          onDone={(saved) => {
            onEdit(false);
            if (saved) onSaved(saved);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(true)}
          aria-label={t('Edit {title}', { title: m.title })}
        >
          {t('Edit')}
        </Button>
      )}
    </li>
  );
}

/**
 * /staff/medicines (admin): the medicine catalogue — search, page, add and edit a product (prices, stock, out of
 * stock, discontinued), export it as CSV, and import a CSV after a check that lists every problem
 * (docs/decisions/0058).
 */
export function MedicinesPage(): ReactNode {
  const t = useMedicineTexts();
  return (
    <StaffGate role="admin" title={t('Medicines')}>
      {() => <Medicines />}
    </StaffGate>
  );
}

function Medicines(): ReactNode {
  const t = useMedicineTexts();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageOf({ q });
  const list = useStaffMedicineListQuery({ page, ...(q ? { q } : {}) });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const saved = useTimedMessage();
  const [check] = useStaffMedicineImportCheckMutation();
  const [apply] = useStaffMedicineImportMutation();
  const onSaved = (m: StaffMedicine) => saved.show(t('Saved: {title}', { title: m.title }));

  return (
    <>
      <Panel as="section" aria-labelledby="medicines-import">
        <h2 id="medicines-import">{t('Import medicines from a CSV')}</h2>
        <p>
          {t(
            'The first line names the columns: {columns}. A known web name changes its product; a new or blank one adds a product.',
            { columns: MEDICINE_CSV_COLUMNS.join(', ') },
          )}
        </p>
        <CsvImport check={check} apply={apply} />
        <a href={serverRoute(endpointPath('staffMedicineCsv'))} download>
          {t('Export the catalogue as CSV')}
        </a>
      </Panel>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={t('Search medicines')}
          hint={t('Title, brand, composition or web name')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FilterRow>
      {saved.message ? (
        <Alert tone="success" onDismiss={saved.clear}>
          {saved.message}
        </Alert>
      ) : null}
      {editing === 'new' ? (
        <Panel>
          <MedicineForm
            product={null}
            onDone={(m) => {
              setEditing(null);
              if (m) onSaved(m);
            }}
          />
        </Panel>
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('Add a product')}
        </Button>
      )}
      {list.isLoading ? (
        <Skeleton height={120} lines={3} />
      ) : list.isError || !list.data ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(list.error, 'The catalogue could not be loaded.').message)}
        </Alert>
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <EmptyState title={t('No product matches.')} />
          ) : (
            <Products aria-label={t('Products')}>
              {list.data.data.map((m) => (
                <Product
                  key={m.id}
                  m={m}
                  editing={editing === m.id}
                  onEdit={(open) => setEditing(open ? m.id : null)}
                  onSaved={onSaved}
                />
              ))}
            </Products>
          )}
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </>
  );
}
