import { Suspense, lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { type AdminHospital } from '@medibridge/contract';
import {
  Alert,
  Button,
  EmptyState,
  SelectInput,
  Skeleton,
  StatusBadge,
  TextInput,
  translate,
  useDebouncedValue,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useStaffCatalogueHospitalsQuery, type CatalogueFilters } from '../api';
import { Pager, usePageOf } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import { ButtonRow, FilterRow, RecordList, SEARCH_DEBOUNCE_MS } from '../components/StaffFrame';
import { useCatalogueTexts } from '../i18n/catalogue';

const Rows = styled(RecordList)`
  li {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/** /staff/hospitals (admin): hospitals, offered or withdrawn, searched and paged; one opens to its form and prices. */
export function HospitalsPage(): ReactNode {
  const t = useCatalogueTexts();
  return (
    <StaffGate role="admin" title={t('Hospitals and prices')}>
      {() => <Hospitals />}
    </StaffGate>
  );
}

function Hospitals(): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<CatalogueFilters['state']>('all');
  // A hospital's id, 'new' for the empty form, or null for the list.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [added, setAdded] = useState(false);
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const asked = { q, state };
  const [page, setPage] = usePageOf(asked);
  const list = useStaffCatalogueHospitalsQuery({ page, ...asked });
  if (open !== null)
    return (
      <Suspense fallback={<Skeleton height={160} lines={4} />}>
        <HospitalEditor
          id={open === 'new' ? null : open}
          added={added}
          onClose={() => {
            setOpen(null);
            setAdded(false);
          }}
          onAdded={(id) => {
            setAdded(true);
            setOpen(id);
          }}
        />
      </Suspense>
    );
  return (
    <>
      <ButtonRow>
        <Button onClick={() => setOpen('new')}>{t('New hospital')}</Button>
      </ButtonRow>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={t('Hospital or city')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectInput
          label={t('Shown to patients')}
          value={state}
          onChange={(event) => setState(event.target.value as CatalogueFilters['state'])}
          options={[
            { value: 'all', label: t('All') },
            { value: 'offered', label: t('Offered') },
            { value: 'withdrawn', label: t('Withdrawn') },
          ]}
        />
      </FilterRow>
      {list.isLoading ? (
        <Skeleton height={120} lines={3} />
      ) : list.isError || !list.data ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(list.error, 'The hospitals could not be loaded.').message)}
        </Alert>
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <EmptyState title={t('No hospital matches.')} />
          ) : (
            <Rows aria-label={t('Hospitals')}>
              {list.data.data.map((h) => (
                <Row key={h.id} hospital={h} onOpen={() => setOpen(h.id)} />
              ))}
            </Rows>
          )}
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </>
  );
}

function Row({ hospital: h, onOpen }: { hospital: AdminHospital; onOpen: () => void }): ReactNode {
  const t = useCatalogueTexts();
  return (
    <li>
      <span>
        <span className="what">{h.shop_name}</span>
        <br />
        <span className="meta">
          {`${h.city_name} · ${t('{count} packages', { count: h.package_count })} · `}
          <StatusBadge tone={h.active ? 'good' : 'problem'}>
            {h.active ? t('Offered') : t('Withdrawn')}
          </StatusBadge>
        </span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={onOpen}
        aria-label={t('Edit {name}', { name: h.shop_name })}
      >
        {t('Edit')}
      </Button>
    </li>
  );
}

// The editor (Formik, the price rows, the picture upload) loads when a hospital is opened, not with the list:
// the console's first load stays within its budget (docs/decisions/0044).
const HospitalEditor = lazy(() =>
  import('./hospitals/HospitalEditor').then((m) => ({ default: m.HospitalEditor })),
);
