import type { ReactNode } from 'react';
import {
  PACKAGE_CSV_COLUMNS,
  PRICE_CSV_COLUMNS,
  endpointPath,
  serverRoute,
} from '@medibridge/contract';
import {
  useStaffCataloguePackagesImportCheckMutation,
  useStaffCataloguePackagesImportMutation,
  useStaffCataloguePricesImportCheckMutation,
  useStaffCataloguePricesImportMutation,
} from '../catalogueCsvApi';
import { CsvImport } from '../components/CsvImport';
import { StaffGate } from '../components/StaffGate';
import { Panel } from '../components/StaffFrame';
import { useCatalogueImportTexts } from '../i18n/catalogueImport';

/**
 * /staff/catalogue-import (admin): the treatment packages and the hospitals' prices as CSV (issue 32 §3,
 * docs/decisions/0064) — download each, choose a file, check it (every problem listed by line and column,
 * nothing written), then import it all at once.
 */
export function CatalogueImportPage(): ReactNode {
  const t = useCatalogueImportTexts();
  return (
    <StaffGate role="admin" title={t('Catalogue import and export')}>
      {() => <CatalogueImport />}
    </StaffGate>
  );
}

function CatalogueImport(): ReactNode {
  const t = useCatalogueImportTexts();
  const [checkPackages] = useStaffCataloguePackagesImportCheckMutation();
  const [applyPackages] = useStaffCataloguePackagesImportMutation();
  const [checkPrices] = useStaffCataloguePricesImportCheckMutation();
  const [applyPrices] = useStaffCataloguePricesImportMutation();
  return (
    <>
      <Panel as="section" aria-labelledby="catalogue-import-packages">
        <h2 id="catalogue-import-packages">{t('Packages')}</h2>
        <p>
          {t(
            'The first line names the columns: {columns}. A known web name (slug) changes its package; a new one adds a package, and a blank one adds a package named after it. Inclusions and pictures stay as they are.',
            { columns: PACKAGE_CSV_COLUMNS.join(', ') },
          )}
        </p>
        <a href={serverRoute(endpointPath('staffCataloguePackagesCsv'))} download>
          {t('Download the packages as CSV')}
        </a>
        <CsvImport check={checkPackages} apply={applyPackages} />
      </Panel>
      <Panel as="section" aria-labelledby="catalogue-import-prices">
        <h2 id="catalogue-import-prices">{t('Hospital prices')}</h2>
        <p>
          {t(
            'The first line names the columns: {columns}. Each line is one hospital’s price for one package, named by their web names; an empty price stops offering the package.',
            { columns: PRICE_CSV_COLUMNS.join(', ') },
          )}
        </p>
        <a href={serverRoute(endpointPath('staffCataloguePricesCsv'))} download>
          {t('Download the hospital prices as CSV')}
        </a>
        <CsvImport check={checkPrices} apply={applyPrices} />
      </Panel>
    </>
  );
}
