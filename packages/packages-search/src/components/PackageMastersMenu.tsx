import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, buildPath } from '@medibridge/contract';
import { Link, Skeleton } from '@medibridge/ui-kit';
import type { PackageMaster } from '@medibridge/contract';
import { usePackageMastersQuery } from '../api';
import { packageName } from '../lib/truncate';
import { usePackageTexts } from '../i18n';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  li:first-child {
    border-top: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  details ul {
    padding-left: ${({ theme }) => theme.space.md};
  }
  details li {
    border: 0;
  }
`;

/**
 * One speciality: a closed disclosure whose links are rendered only once it is opened (the menu lists every
 * package, 165 links that nobody sees until a group is opened, and rendering them held up the first tap).
 */
function MasterGroup({ master }: { master: PackageMaster }): ReactNode {
  const t = usePackageTexts();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{packageName(master.name)}</summary>
      {open && (
        <ul>
          <li>
            <Link to={buildPath(ROUTES.groupTreatmentPackage, { slug: master.slug })}>
              {t('All {name} packages', { name: packageName(master.name) })}
            </Link>
          </li>
          {master.packages.map((pkg) => (
            <li key={pkg.slug}>
              <Link to={buildPath(ROUTES.packageDetails, { slug: pkg.slug })}>
                {packageName(pkg.name)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** Element id of the menu, for a link that jumps to it where it sits below the list (phones). */
export const PACKAGE_MASTERS_MENU_ID = 'package-masters';

/** The menu of package groups (SPEC §2), package names cut to 150. Loaded only with a package screen. */
export function PackageMastersMenu(): ReactNode {
  const t = usePackageTexts();
  const masters = usePackageMastersQuery();
  return (
    <Nav id={PACKAGE_MASTERS_MENU_ID} aria-labelledby="package-masters-title">
      <h2 id="package-masters-title">{t('Browse by speciality')}</h2>
      {masters.isLoading ? (
        <Skeleton lines={6} />
      ) : masters.isError ? (
        <p role="alert">
          {t('The specialities could not be loaded. Pull to refresh or try again later.')}
        </p>
      ) : (
        <ul>
          {(masters.data ?? []).map((master) => (
            <li key={master.slug}>
              <MasterGroup master={master} />
            </li>
          ))}
        </ul>
      )}
    </Nav>
  );
}
