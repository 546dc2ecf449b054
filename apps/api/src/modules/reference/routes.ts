import {
  type EndpointResponse,
  type PinCodeRequest,
  SERVICE_CITY_KEYS,
  isServiceCityKey,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import {
  findPinCode,
  listCities,
  listCountries,
  listHospitalCities,
  listServiceCities,
  listStates,
  searchCities,
} from './repository';

/** Ages offered by the age selector, in years. */
export const USER_AGES: readonly number[] = Array.from({ length: 100 }, (_, i) => i + 1);
/** Weights offered by the weight selector, in kg. */
export const USER_WEIGHTS: readonly number[] = Array.from({ length: 199 }, (_, i) => i + 2);
/** At most this many cities answer a search. */
export const CITY_SEARCH_LIMIT = 20;

/** Reference data rarely changes: browsers and shared caches may keep it a while. */
const CACHEABLE = 'public, max-age=300';

/** Reference data of SPEC §7, paths exactly as the contract spells them. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute('referenceCountries'),
    handler: async (_request, reply): Promise<EndpointResponse<'referenceCountries'>> => {
      reply.header('cache-control', CACHEABLE);
      return { data: await listCountries(app.db) };
    },
  });

  app.route({
    ...contractRoute('referenceStates'),
    handler: async (_request, reply): Promise<EndpointResponse<'referenceStates'>> => {
      reply.header('cache-control', CACHEABLE);
      return { data: await listStates(app.db) };
    },
  });

  for (const name of ['referenceCities', 'referenceIndiaCities'] as const) {
    app.route({
      ...contractRoute(name),
      handler: async (_request, reply): Promise<EndpointResponse<typeof name>> => {
        reply.header('cache-control', CACHEABLE);
        return { data: await listCities(app.db) };
      },
    });
  }

  app.route({
    ...contractRoute('referenceHospitalCities'),
    handler: async (): Promise<EndpointResponse<'referenceHospitalCities'>> => ({
      data: await listHospitalCities(app.db),
    }),
  });

  app.route<{ Params: { text: string } }>({
    ...contractRoute('referenceCitySearch'),
    handler: async (request): Promise<EndpointResponse<'referenceCitySearch'>> => {
      const text = request.params.text.normalize('NFC').replace(/\s+/g, ' ').trim();
      if (!text) return { data: [] };
      return { data: await searchCities(app.db, text, CITY_SEARCH_LIMIT) };
    },
  });

  app.route<{ Body: { pin_code: string } }>({
    ...contractRoute('referencePinCode'),
    handler: async (request): Promise<EndpointResponse<'referencePinCode'>> => {
      const pinCode = (request.body as PinCodeRequest & { pin_code: string }).pin_code;
      const found = await findPinCode(app.db, pinCode);
      if (!found)
        throw new HttpError(
          404,
          `No post office has PIN code ${pinCode}. Check the code and try again.`,
        );
      return {
        data: {
          PostOfficeName: found.offices[0] ?? '',
          State: found.state,
          District: found.district,
          pin_code: found.pinCode,
          PostOffices: found.offices,
        },
      };
    },
  });

  app.route({
    ...contractRoute('referenceUserAge'),
    handler: async (_request, reply): Promise<EndpointResponse<'referenceUserAge'>> => {
      reply.header('cache-control', CACHEABLE);
      return { data: [...USER_AGES] };
    },
  });

  app.route({
    ...contractRoute('referenceUserWeight'),
    handler: async (_request, reply): Promise<EndpointResponse<'referenceUserWeight'>> => {
      reply.header('cache-control', CACHEABLE);
      return { data: [...USER_WEIGHTS] };
    },
  });

  app.route<{ Params: { service: string } }>({
    ...contractRoute('referenceServiceCities'),
    handler: async (request): Promise<EndpointResponse<'referenceServiceCities'>> => {
      const { service } = request.params;
      if (!isServiceCityKey(service)) {
        const shown = service.length > 60 ? `${service.slice(0, 60)}…` : service;
        throw new HttpError(
          404,
          `There is no service "${shown}". Known services: ${SERVICE_CITY_KEYS.join(', ')}.`,
        );
      }
      return { data: await listServiceCities(app.db, service) };
    },
  });
}
