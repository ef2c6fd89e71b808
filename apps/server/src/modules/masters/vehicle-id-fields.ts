import type { VehicleReferenceColumns } from '../../db/schema.js';

/** The columns as read, possibly through a left join that found no vehicle. */
type VehicleIds = { [K in keyof VehicleReferenceColumns]: number | null };

/** A vehicle's reference ids in the contract's spellings (0 where a left join found no vehicle). */
export function vehicleIdFields(v: VehicleIds) {
  return {
    vehtypid: v.vehicle_type_id ?? 0,
    vehid: v.vehicle_id ?? 0,
    vehmakertypid: v.maker_id ?? 0,
    vehmaketypid: v.make_id ?? 0,
    vehmodelid: v.model_id ?? 0,
    vehfueltypeid: v.fuel_type_id ?? 0,
    vehcolorid: v.color_id ?? 0,
  };
}
