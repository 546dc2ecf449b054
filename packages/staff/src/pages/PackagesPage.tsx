import { lazy, type ReactNode } from 'react';
import { formatRupees, type AdminPackage } from '@medibridge/contract';
import { useStaffCataloguePackagesQuery } from '../packagesApi';
import { CatalogueList } from '../components/CatalogueList';
import { StaffGate } from '../components/StaffGate';
import { useCatalogueTexts } from '../i18n/catalogue';

/**
 * /staff/packages (admin): treatment packages, offered or withdrawn, searched and paged; one opens to its form
 * (inclusions), picture and price per hospital (issue 32 §3, docs/decisions/0062).
 */
export function PackagesPage(): ReactNode {
  const t = useCatalogueTexts();
  return (
    <StaffGate role="admin" title={t('Treatment packages')}>
      {() => (
        <CatalogueList<AdminPackage>
          useList={useStaffCataloguePackagesQuery}
          words={{
            add: t('New package'),
            search: t('Package name'),
            failed: 'The packages could not be loaded.',
            empty: t('No package matches.'),
            list: t('Treatment packages'),
          }}
          nameOf={(p) => p.name}
          factsOf={(p) =>
            `${p.master_name} · ${t('From {price}', { price: formatRupees(Number(p.base_price)) })} · ${t('{count} hospitals', { count: p.hospital_count })}`
          }
          Editor={PackageEditor}
        />
      )}
    </StaffGate>
  );
}

// The editor (Formik, the inclusions, the prices, the picture upload) loads when a package is opened, not with
// the list: the console's first load stays within its budget (docs/decisions/0044).
const PackageEditor = lazy(() =>
  import('./packages/PackageEditor').then((m) => ({ default: m.PackageEditor })),
);
