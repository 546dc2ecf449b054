import { ENDPOINTS, PACKAGE_SEARCH_MIN as CONTRACT_MIN, endpointUrl } from '@medibridge/contract';
import {
  CATALOGUE_PATHS,
  PACKAGE_SEARCH_MIN,
  cataloguePath,
  type CataloguePathName,
} from './paths';

describe('catalogue paths', () => {
  it.each(Object.keys(CATALOGUE_PATHS) as CataloguePathName[])(
    '%s equals the contract’s path',
    (name) => {
      expect(CATALOGUE_PATHS[name]).toBe(ENDPOINTS[name].path);
      expect(ENDPOINTS[name].ready).toBe(true);
    },
  );

  it('fills and encodes parameters like the contract', () => {
    const params = { role_name: 'hospital', vendorSlug: 'a b', packageSlug: 'knee/100%' };
    expect(cataloguePath('vendorSelectedPackage', params)).toBe(
      endpointUrl('vendorSelectedPackage', params),
    );
    expect(cataloguePath('packageByMaster', { masterPackageId: 3 })).toBe(
      'get-package-by-master-package-id/3',
    );
    expect(() => cataloguePath('packageDetails')).toThrow(/packageSlug/);
    expect(PACKAGE_SEARCH_MIN).toBe(CONTRACT_MIN);
  });
});
