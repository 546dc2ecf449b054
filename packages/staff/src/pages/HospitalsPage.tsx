import { lazy, type ReactNode } from 'react';
import type { AdminHospital } from '@medibridge/contract';
import { useStaffCatalogueHospitalsQuery } from '../api';
import { CatalogueList } from '../components/CatalogueList';
import { StaffGate } from '../components/StaffGate';
import { useCatalogueTexts } from '../i18n/catalogue';

/** /staff/hospitals (admin): hospitals, offered or withdrawn, searched and paged; one opens to its form and prices. */
export function HospitalsPage(): ReactNode {
  const t = useCatalogueTexts();
  return (
    <StaffGate role="admin" title={t('Hospitals and prices')}>
      {() => (
        <CatalogueList<AdminHospital>
          useList={useStaffCatalogueHospitalsQuery}
          words={{
            add: t('New hospital'),
            search: t('Hospital or city'),
            failed: 'The hospitals could not be loaded.',
            empty: t('No hospital matches.'),
            list: t('Hospitals'),
          }}
          nameOf={(h) => h.shop_name}
          factsOf={(h) => `${h.city_name} · ${t('{count} packages', { count: h.package_count })}`}
          Editor={HospitalEditor}
        />
      )}
    </StaffGate>
  );
}

// The editor (Formik, the price rows, the picture upload) loads when a hospital is opened, not with the list:
// the console's first load stays within its budget (docs/decisions/0044).
const HospitalEditor = lazy(() =>
  import('./hospitals/HospitalEditor').then((m) => ({ default: m.HospitalEditor })),
);
