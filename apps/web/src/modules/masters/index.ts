export { MasterSelect } from './master-select';
export { MasterSelectField, type MasterSelectFieldProps } from './master-select-field';
export {
  idOrUndefined,
  startedMasterListUrls,
  useCities,
  useCountries,
  useFuelTypes,
  useServiceTypes,
  useStates,
  useVehicleColors,
  useVehicleMakers,
  useVehicleMakes,
  useVehicleModels,
  useVehicles,
  useVehicleTypes,
  type MasterListResult,
} from './masters-api';
