import { Suspense, lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatRupees, type AdminPackage } from '@medibridge/contract';
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
import { type CatalogueFilters } from '../api';
import { useStaffCataloguePackagesQuery } from '../packagesApi';
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

/**
 * /staff/packages (admin): treatment packages, offered or withdrawn, searched and paged; one opens to its form
 * (inclusions), picture and price per hospital (issue 32 §3, docs/decisions/0062).
 */
export function PackagesPage(): ReactNode {
  const t = useCatalogueTexts();
  return (
    <StaffGate role="admin" title={t('Treatment packages')}>
      {() => <Packages />}
    </StaffGate>
  );
}

function Packages(): ReactNode {
  const t = useCatalogueTexts();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<CatalogueFilters['state']>('all');
  // A package's id, 'new' for the empty form, or null for the list.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [added, setAdded] = useState(false);
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const asked = { q, state };
  const [page, setPage] = usePageOf(asked);
  const list = useStaffCataloguePackagesQuery({ page, ...asked });
  if (open !== null)
    return (
      <Suspense fallback={<Skeleton height={160} lines={4} />}>
        <PackageEditor
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
        <Button onClick={() => setOpen('new')}>{t('New package')}</Button>
      </ButtonRow>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={t('Package name')}
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
          {translate(problemOf(list.error, 'The packages could not be loaded.').message)}
        </Alert>
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <EmptyState title={t('No package matches.')} />
          ) : (
            <Rows aria-label={t('Treatment packages')}>
              {list.data.data.map((p) => (
                <Row key={p.id} pkg={p} onOpen={() => setOpen(p.id)} />
              ))}
            </Rows>
          )}
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </>
  );
}

function Row({ pkg: p, onOpen }: { pkg: AdminPackage; onOpen: () => void }): ReactNode {
  const t = useCatalogueTexts();
  return (
    <li>
      <span>
        <span className="what">{p.name}</span>
        <br />
        <span className="meta">
          {`${p.master_name} · ${t('From {price}', { price: formatRupees(Number(p.base_price)) })} · ${t('{count} hospitals', { count: p.hospital_count })} · `}
          <StatusBadge tone={p.active ? 'good' : 'problem'}>
            {p.active ? t('Offered') : t('Withdrawn')}
          </StatusBadge>
        </span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={onOpen}
        aria-label={t('Edit {name}', { name: p.name })}
      >
        {t('Edit')}
      </Button>
    </li>
  );
}

// The editor (Formik, the inclusions, the prices, the picture upload) loads when a package is opened, not with
// the list: the console's first load stays within its budget (docs/decisions/0044).
const PackageEditor = lazy(() =>
  import('./packages/PackageEditor').then((m) => ({ default: m.PackageEditor })),
);
