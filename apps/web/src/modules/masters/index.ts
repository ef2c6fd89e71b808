export { MasterSelect, type MasterSelectProps } from './master-select';
export { MasterSelectField, type MasterSelectFieldProps } from './master-select-field';
export {
  fetchMasterList,
  idOrUndefined,
  mastersQueryKey,
  toMasterOptions,
  useCities,
  useCountries,
  useFuelTypes,
  useMasterList,
  useServiceTypes,
  useStates,
  useVehicleColors,
  useVehicleMakers,
  useVehicleMakes,
  useVehicleModels,
  useVehicles,
  useVehicleTypes,
  type MasterFilters,
  type MasterListResult,
  type MasterOption,
} from './use-master-list';
