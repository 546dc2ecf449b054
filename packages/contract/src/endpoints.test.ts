import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ENDPOINTS } from './api';
import {
  ENDPOINT_TABLE,
  STAFF_ROLES,
  endpointPath,
  serverRoute,
  type EndpointName,
  type EndpointSpec,
} from './endpoints';

describe('serverRoute and endpointPath', () => {
  it('normalises slashes under /api', () => {
    expect(serverRoute('/login')).toBe('/api/login');
    expect(serverRoute('get_all_india_cities/')).toBe('/api/get_all_india_cities');
    expect(serverRoute('ace-service-cities/:service')).toBe('/api/ace-service-cities/:service');
  });

  it('fills and encodes params for the client, keeping SPEC’s spelling', () => {
    expect(endpointPath('referenceCitySearch', { text: 'new d' })).toBe(
      'search-city-with-city-name/new%20d',
    );
    expect(endpointPath('referenceIndiaCities')).toBe('get_all_india_cities/');
    expect(endpointPath('accountLogout')).toBe('logout');
    expect(endpointPath('packageByMaster', { masterPackageId: 3 })).toBe(
      'get-package-by-master-package-id/3',
    );
    expect(
      endpointPath('vendorSelectedPackage', {
        role_name: 'hospital',
        vendorSlug: 'a b',
        packageSlug: 'knee/100%',
      }),
    ).toBe('vendor-selected-package/hospital/a%20b/knee%2F100%25');
    expect(() => endpointPath('referenceServiceCities')).toThrow('service');
  });
});

describe('the endpoint table and its schemas', () => {
  it('ENDPOINTS is the table with each call’s schemas, name for name', () => {
    expect(Object.keys(ENDPOINTS)).toEqual(Object.keys(ENDPOINT_TABLE));
    for (const name of Object.keys(ENDPOINT_TABLE) as EndpointName[]) {
      expect(ENDPOINTS[name]).toMatchObject(ENDPOINT_TABLE[name]);
      expect(ENDPOINTS[name].response).toBeDefined();
    }
  });
});

/** Every module `entry` reaches through static imports and re-exports (type-only ones are erased). */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
  ].map((m) => m[1]!);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) moduleGraph(resolve(dirname(entry), `${specifier}.ts`), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('staff roles', () => {
  it('every staff call names the roles allowed, and only staff calls name any', () => {
    for (const [name, spec] of Object.entries(ENDPOINT_TABLE) as [EndpointName, EndpointSpec][]) {
      const roles = spec.roles ?? [];
      if (spec.auth === 'staff') expect([name, roles.length > 0]).toEqual([name, true]);
      else expect([name, roles]).toEqual([name, []]);
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it('keeps the pharmacy desk to pharmacists and e-prescriptions to doctors', () => {
    expect(ENDPOINT_TABLE.staffOrderStatus.roles).toEqual(['pharmacist']);
    expect(ENDPOINT_TABLE.staffPrescriptionIssue.roles).toEqual(['doctor']);
    expect(ENDPOINT_TABLE.staffEnquiryList.roles).toEqual(['coordinator']);
    expect(ENDPOINT_TABLE.staffAuditList.roles).toEqual(['coordinator', 'admin']);
  });

  it('lets only pharmacists and admins read the Schedule H1 register (docs/decisions/0068)', () => {
    expect(ENDPOINT_TABLE.staffH1Register.roles).toEqual(['pharmacist', 'admin']);
    expect(ENDPOINT_TABLE.staffH1RegisterCsv.roles).toEqual(['pharmacist', 'admin']);
  });

  it('keeps staff accounts to admins', () => {
    const team = Object.entries(ENDPOINT_TABLE).filter(([name]) => name.startsWith('staffTeam'));
    expect(team.length).toBe(6);
    for (const [, def] of team) expect(def).toMatchObject({ auth: 'staff', roles: ['admin'] });
  });
});

describe('the runtime core', () => {
  it('`@medibridge/contract` reaches no zod: the web app can use the endpoint table at run time', () => {
    const graph = moduleGraph(join(__dirname, 'index.ts'));
    expect(graph.has(join(__dirname, 'endpoints.ts'))).toBe(true);
    expect([...graph].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
    expect(
      [...graph].filter((m) => /\/(api|accounts|catalogue|enquiries|reference)\.ts$/.test(m)),
    ).toEqual([]);
  });

  it('`@medibridge/contract/schemas` is where zod is', () => {
    expect(moduleGraph(join(__dirname, 'schemas.ts')).has('zod')).toBe(true);
  });
});
