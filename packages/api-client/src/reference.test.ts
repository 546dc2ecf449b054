import { referenceApi } from './reference';
import { createFakeFetch, createTestStore } from './testing';

const city = { id: 1, name: 'Pune', slug: 'pune', state_id: 21, state_name: 'Maharashtra' };

describe('reference endpoints', () => {
  it('fetch the India city list from /api/get_all_india_cities/ and unwrap data', async () => {
    const fetchFn = createFakeFetch({
      'GET /api/get_all_india_cities/': { body: { data: [city] } },
    });
    const store = createTestStore({ fetchFn });
    const result = await store.dispatch(referenceApi.endpoints.referenceIndiaCities.initiate());
    expect(fetchFn.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/get_all_india_cities/',
    ]);
    expect(result.data).toEqual([city]);
  });

  it('search cities at /api/search-city-with-city-name/{text}, URL-encoded', async () => {
    const fetchFn = createFakeFetch({
      'GET /api/search-city-with-city-name/pu': { body: { data: [{ id: 1, name: 'Pune' }] } },
      'GET /api/search-city-with-city-name/navi%20mumbai': { body: { data: [] } },
    });
    const store = createTestStore({ fetchFn });
    const pu = await store.dispatch(referenceApi.endpoints.referenceCitySearch.initiate('pu'));
    await store.dispatch(referenceApi.endpoints.referenceCitySearch.initiate('navi mumbai'));
    expect(pu.data).toEqual([{ id: 1, name: 'Pune' }]);
    expect(fetchFn.calls.map((c) => c.url)).toEqual([
      '/api/search-city-with-city-name/pu',
      '/api/search-city-with-city-name/navi%20mumbai',
    ]);
  });

  it('look up a PIN code with POST /api/get-location-with-pin-code {pin_code}', async () => {
    const location = {
      PostOfficeName: 'Shivajinagar',
      State: 'Maharashtra',
      District: 'Pune',
      pin_code: '411005',
      PostOffices: ['Shivajinagar'],
    };
    const fetchFn = createFakeFetch({
      'POST /api/get-location-with-pin-code': { body: { data: location } },
    });
    const store = createTestStore({ fetchFn });
    const result = await store.dispatch(referenceApi.endpoints.referencePinCode.initiate('411005'));
    expect(fetchFn.calls).toHaveLength(1);
    expect(fetchFn.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/get-location-with-pin-code',
      body: { pin_code: '411005' },
    });
    expect(fetchFn.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(result.data).toEqual(location);
  });

  it.each([
    ['referenceCountries', '/api/get_all_countries'],
    ['referenceStates', '/api/get-states'],
    ['referenceCities', '/api/get_all_cities'],
    ['referenceHospitalCities', '/api/get-hospital-cities'],
    ['referenceUserAge', '/api/user_age'],
    ['referenceUserWeight', '/api/user_weight'],
  ] as const)('%s reads %s', async (name, path) => {
    const fetchFn = createFakeFetch({ [`GET ${path}`]: { body: { data: [] } } });
    const store = createTestStore({ fetchFn });
    const endpoint = referenceApi.endpoints[name] as typeof referenceApi.endpoints.referenceStates;
    const result = await store.dispatch(endpoint.initiate());
    expect(fetchFn.calls.map((c) => c.url)).toEqual([path]);
    expect(result.data).toEqual([]);
  });

  it('reads the cities of a service at /api/ace-service-cities/{service}', async () => {
    const fetchFn = createFakeFetch({
      'GET /api/ace-service-cities/nurse-at-home': {
        body: { data: [{ city_id: 3, city_name: 'Delhi' }] },
      },
    });
    const store = createTestStore({ fetchFn });
    const result = await store.dispatch(
      referenceApi.endpoints.referenceServiceCities.initiate('nurse-at-home'),
    );
    expect(result.data).toEqual([{ city_id: 3, city_name: 'Delhi' }]);
  });
});
