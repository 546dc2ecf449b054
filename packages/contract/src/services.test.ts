import SERVICE_PAGES_HI from './hi-services';
import { ENQUIRY_TYPES, enquiryFormKey } from './enquiryRules';
import {
  AMBULANCE_SERVICES,
  HOME_CARE_SERVICES,
  ROUTES,
  SERVICE_PAGES,
  servicePage,
} from './routes';

describe('the service registry', () => {
  it('lists each service page once, on a route of SPEC §2', () => {
    const routes = SERVICE_PAGES.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(Object.values(ROUTES)).toContain(route);
    expect(servicePage(ROUTES.ambulanceForDeadBody)?.label).toBe('Dead Body Ambulance');
    expect(servicePage(ROUTES.home)).toBeUndefined();
  });

  it('gives every label its Hindi', () => {
    for (const page of SERVICE_PAGES) {
      expect([page.label, SERVICE_PAGES_HI[page.label]]).toEqual([
        page.label,
        expect.stringMatching(/[\u0900-\u097F]/),
      ]);
    }
  });

  it('ties each ambulance and home-care page to its SPEC §3 option and enquiry form', () => {
    for (const service of [...AMBULANCE_SERVICES, ...HOME_CARE_SERVICES]) {
      const page = servicePage(`/${service.slug}`);
      expect(page?.label).toBe(service.label);
      expect(ENQUIRY_TYPES).toContain(page?.enquiryType);
    }
    expect(enquiryFormKey(servicePage(ROUTES.airAmbulance)!.enquiryType!)).toBe('ambulancePage');
    expect(enquiryFormKey(servicePage(ROUTES.transitionCareCenter)!.enquiryType!)).toBe(
      'transitionCarePage',
    );
    // SPEC's wire value keeps its spelling; the label people read is Indian English.
    expect(servicePage(ROUTES.transitionCareCenter)).toMatchObject({
      label: 'Transition Care Centre',
      enquiryType: 'Transition Care Center',
    });
  });
});
