import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MASTER_LISTS, mastersQuerySchema, type MasterListName } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { createMastersService, type MasterFilters } from './masters.service.js';

/** Each list's fetcher answers the rows of its shared schema (checked here, and again when serialized). */
type MasterListFetchers = {
  [K in MasterListName]: (filters: MasterFilters) => Promise<z.output<(typeof MASTER_LISTS)[K]>[]>;
};

export const mastersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const masters = createMastersService(ctx);
  const lists: MasterListFetchers = {
    GetAllCountries: masters.countries,
    GetAllStates: masters.states,
    GetAllCities: masters.cities,
    GetAllVehicleType: masters.vehicleTypes,
    GetAllVehicle: masters.vehicles,
    GetAllVehicleMakerType: masters.makers,
    GetAllVehicleMakeType: masters.makes,
    GetAllVehicleModel: masters.models,
    GetAllVehicleColor: masters.colors,
    GetAllVehicleFuelType: masters.fuelTypes,
    GetAllServiceType: masters.serviceTypes,
  };
  for (const name of Object.keys(lists) as MasterListName[]) {
    const list = lists[name];
    app.get(
      `/Masters/${name}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['Masters'],
          querystring: mastersQuerySchema,
          // Each list answers its own rows (spec section 3 'Reference lists').
          response: { 200: z.array(MASTER_LISTS[name]) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        // Reference data changes only with a release: let browsers and proxies keep it for an hour.
        reply.header('cache-control', 'public, max-age=3600');
        return list({
          countryId: query.COUNTRYID,
          stateId: query.STATEID,
          vehicleTypeId: query.VEHTYPID,
          makerId: query.VEHMAKERTYPID,
          makeId: query.VEHMAKETYPID,
        });
      },
    );
  }
};
