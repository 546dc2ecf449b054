import {
  type EndpointResponse,
  type PinCodeRequest,
  SERVICE_CITY_KEYS,
  isServiceCityKey,
  normaliseSearchText,
  searchKey,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { createMemo, leanRead } from '../../lib/publicReads';
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

/**
 * Reference data of SPEC §7, paths exactly as the contract spells them. Every GET is a public read on the lean
 * path (lib/publicReads): computed once per key, kept as bytes with its ETag and compressed variants.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const serve = createMemo();

  app.route({
    ...leanRead('referenceCountries'),
    handler: (request, reply) =>
      serve(request, reply, 'referenceCountries', '', async () => ({
        data: await listCountries(db),
      })),
  });

  app.route({
    ...leanRead('referenceStates'),
    handler: (request, reply) =>
      serve(request, reply, 'referenceStates', '', async () => ({ data: await listStates(db) })),
  });

  for (const name of ['referenceCities', 'referenceIndiaCities'] as const) {
    app.route({
      ...leanRead(name),
      handler: (request, reply) =>
        serve(request, reply, name, '', async () => ({ data: await listCities(db) })),
    });
  }

  app.route({
    ...leanRead('referenceHospitalCities'),
    handler: (request, reply) =>
      serve(request, reply, 'referenceHospitalCities', '', async () => ({
        data: await listHospitalCities(db),
      })),
  });

  app.route<{ Params: { text: string } }>({
    ...leanRead('referenceCitySearch'),
    handler: (request, reply) => {
      const text = normaliseSearchText(request.params.text);
      return serve(request, reply, 'referenceCitySearch', searchKey(text), async () => ({
        data: text ? await searchCities(db, text, CITY_SEARCH_LIMIT) : [],
      }));
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
    ...leanRead('referenceUserAge'),
    handler: (request, reply) =>
      serve(request, reply, 'referenceUserAge', '', () =>
        Promise.resolve({ data: [...USER_AGES] }),
      ),
  });

  app.route({
    ...leanRead('referenceUserWeight'),
    handler: (request, reply) =>
      serve(request, reply, 'referenceUserWeight', '', () =>
        Promise.resolve({ data: [...USER_WEIGHTS] }),
      ),
  });

  app.route<{ Params: { service: string } }>({
    ...leanRead('referenceServiceCities'),
    handler: (request, reply) => {
      const { service } = request.params;
      if (!isServiceCityKey(service)) {
        const shown = service.length > 60 ? `${service.slice(0, 60)}…` : service;
        throw new HttpError(
          404,
          `There is no service "${shown}". Known services: ${SERVICE_CITY_KEYS.join(', ')}.`,
        );
      }
      return serve(request, reply, 'referenceServiceCities', service, async () => ({
        data: await listServiceCities(db, service),
      }));
    },
  });
}
