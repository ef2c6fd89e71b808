import { z } from 'zod';
import { idOut } from '../helpers/zod-rules.js';

/*
 * Reference list rows, in the spellings of spec section 3 'Reference lists'
 * (countries: countryid, country; states: stateid, state, countryid; ...).
 * Extra fields marked "ours" are optional and additive. Answer schemas: plain types (the server serializes
 * with them).
 */

export const countryRowSchema = z.object({
  countryid: idOut,
  country: z.string(),
  countrycode: z.string().optional(), // ours ('+91')
});
export type CountryRow = z.infer<typeof countryRowSchema>;

export const stateRowSchema = z.object({
  stateid: idOut,
  state: z.string(),
  countryid: idOut,
  statecode: z.string().optional(), // ours (GST state code, 2 digits)
});
export type StateRow = z.infer<typeof stateRowSchema>;

export const cityRowSchema = z.object({
  cityid: idOut,
  city: z.string(),
  stateid: idOut,
  /**
   * Ours, optional (older answers lack it): true for an India Post district (e.g. 'Bengaluru Urban'), false for
   * a city (e.g. 'Bengaluru'), so a screen can tell the two apart; `city` stays the stored name.
   */
  isdistrict: z.boolean().optional(),
});
export type CityRow = z.infer<typeof cityRowSchema>;

export const vehicleTypeRowSchema = z.object({
  vehicletypeid: idOut,
  vehicletype: z.string(),
});
export type VehicleTypeRow = z.infer<typeof vehicleTypeRowSchema>;

export const vehicleRowSchema = z.object({
  vehicleid: idOut,
  vehicle: z.string(),
  vehicletypeid: idOut,
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

/** Vehicle makers (GetAllVehicleMakerType): e.g. Maruti Suzuki, Tata Motors. */
export const vehicleMakerRowSchema = z.object({
  vehiclemakertypeid: idOut,
  vehiclemaker: z.string(),
});
export type VehicleMakerRow = z.infer<typeof vehicleMakerRowSchema>;

/** Vehicle makes (GetAllVehicleMakeType), filtered by maker; id 101 is 'Other'. */
export const vehicleMakeRowSchema = z.object({
  vehiclemaketypeid: idOut,
  vehiclemake: z.string(),
  vehiclemakertypid: idOut,
});
export type VehicleMakeRow = z.infer<typeof vehicleMakeRowSchema>;

export const vehicleModelRowSchema = z.object({
  vehiclemodelid: idOut,
  vehiclemodel: z.string(),
  vehiclemaketypeid: idOut.optional(), // ours
  vehicletypeid: idOut.optional(), // ours
  vehicleid: idOut.nullable().optional(), // ours
});
export type VehicleModelRow = z.infer<typeof vehicleModelRowSchema>;

export const vehicleColorRowSchema = z.object({
  vehiclecolorid: idOut,
  vehiclecolor: z.string(),
});
export type VehicleColorRow = z.infer<typeof vehicleColorRowSchema>;

export const vehicleFuelTypeRowSchema = z.object({
  vehiclefueltypeid: idOut,
  vehiclefuel: z.string(),
});
export type VehicleFuelTypeRow = z.infer<typeof vehicleFuelTypeRowSchema>;

export const serviceTypeRowSchema = z.object({
  servicetypeid: idOut,
  servicetype: z.string(),
  isroadside: z.boolean().optional(), // ours
});
export type ServiceTypeRow = z.infer<typeof serviceTypeRowSchema>;

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
