import { z } from 'zod';
import { contractId, looseBoolean } from '../helpers/zod-rules.js';

/*
 * Reference list rows, in the spellings of spec section 3 'Reference lists'
 * (countries: countryid, country; states: stateid, state, countryid; ...).
 * Extra fields marked "ours" are optional and additive.
 */

export const countryRowSchema = z.object({
  countryid: contractId,
  country: z.string(),
  countrycode: z.string().optional(), // ours ('+91')
});
export type CountryRow = z.infer<typeof countryRowSchema>;

export const stateRowSchema = z.object({
  stateid: contractId,
  state: z.string(),
  countryid: contractId,
  statecode: z.string().optional(), // ours (GST state code, 2 digits)
});
export type StateRow = z.infer<typeof stateRowSchema>;

export const cityRowSchema = z.object({
  cityid: contractId,
  city: z.string(),
  stateid: contractId,
});
export type CityRow = z.infer<typeof cityRowSchema>;

export const vehicleTypeRowSchema = z.object({
  vehicletypeid: contractId,
  vehicletype: z.string(),
});
export type VehicleTypeRow = z.infer<typeof vehicleTypeRowSchema>;

export const vehicleRowSchema = z.object({
  vehicleid: contractId,
  vehicle: z.string(),
  vehicletypeid: contractId,
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

/** Vehicle makers (GetAllVehicleMakerType): e.g. Maruti Suzuki, Tata Motors. */
export const vehicleMakerRowSchema = z.object({
  vehiclemakertypeid: contractId,
  vehiclemaker: z.string(),
});
export type VehicleMakerRow = z.infer<typeof vehicleMakerRowSchema>;

/** Vehicle makes (GetAllVehicleMakeType), filtered by maker; id 101 is 'Other'. */
export const vehicleMakeRowSchema = z.object({
  vehiclemaketypeid: contractId,
  vehiclemake: z.string(),
  vehiclemakertypid: contractId,
});
export type VehicleMakeRow = z.infer<typeof vehicleMakeRowSchema>;

export const vehicleModelRowSchema = z.object({
  vehiclemodelid: contractId,
  vehiclemodel: z.string(),
  vehiclemaketypeid: contractId.optional(), // ours
  vehicletypeid: contractId.optional(), // ours
  vehicleid: contractId.optional(), // ours
});
export type VehicleModelRow = z.infer<typeof vehicleModelRowSchema>;

export const vehicleColorRowSchema = z.object({
  vehiclecolorid: contractId,
  vehiclecolor: z.string(),
});
export type VehicleColorRow = z.infer<typeof vehicleColorRowSchema>;

export const vehicleFuelTypeRowSchema = z.object({
  vehiclefueltypeid: contractId,
  vehiclefuel: z.string(),
});
export type VehicleFuelTypeRow = z.infer<typeof vehicleFuelTypeRowSchema>;

export const serviceTypeRowSchema = z.object({
  servicetypeid: contractId,
  servicetype: z.string(),
  isroadside: looseBoolean.optional(), // ours
});
export type ServiceTypeRow = z.infer<typeof serviceTypeRowSchema>;

/** The old fixed TOKEN query parameter: accepted and ignored. */
export const tokenQuerySchema = z.object({ TOKEN: z.string().optional() });
export type TokenQuery = z.infer<typeof tokenQuerySchema>;

/** Master list paths (GET /api/Masters/...) and their row schemas. */
export const MASTER_LISTS = {
  GetAllCountries: countryRowSchema,
  GetAllStates: stateRowSchema,
  GetAllCities: cityRowSchema,
  GetAllVehicleType: vehicleTypeRowSchema,
  GetAllVehicle: vehicleRowSchema,
  GetAllVehicleMakerType: vehicleMakerRowSchema,
  GetAllVehicleMakeType: vehicleMakeRowSchema,
  GetAllVehicleModel: vehicleModelRowSchema,
  GetAllVehicleColor: vehicleColorRowSchema,
  GetAllVehicleFuelType: vehicleFuelTypeRowSchema,
  GetAllServiceType: serviceTypeRowSchema,
} as const;
export type MasterListName = keyof typeof MASTER_LISTS;
